import "server-only";
import type { LanguageStyle } from "../types";

/** How the consultants speak Hindi: the model's instruction, its register and the glossary's words (messages/GLOSSARY.md). */
export const style: LanguageStyle = {
  instruction: "हिन्दी में उत्तर दें, जब तक कि आगंतुक किसी दूसरी भाषा में न लिखे या कोई दूसरी भाषा न माँगे।",
  register:
    "Hindi in Devanagari; address the visitor as आप; the consultant speaks of itself in the masculine (बताऊँगा); पार्किंग स्थान is masculine.",
  glossary: {
    "sales gallery": "सेल्स गैलरी",
    "corner unit": "कॉर्नर यूनिट",
    "intermediate unit": "बीच की यूनिट",
    "anchor tenant / hotel partner": "प्रमुख किरायेदार",
    "installment (monthly)": "किस्त",
    "rental yield": "किराये का रिटर्न",
    "car park": "पार्किंग स्थान",
    bedroom: "बेडरूम",
    bathroom: "बाथरूम",
    "unit (the home)": "यूनिट",
    viewing: "साइट विज़िट",
    WhatsApp: "WhatsApp",
    Kuantan: "कुआंतान",
    Pahang: "पहांग",
    Malaysia: "मलेशिया",
  },
};
