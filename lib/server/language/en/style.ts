import "server-only";
import type { LanguageStyle } from "../types";

/** How the consultants speak English: the model's instruction, its register and the glossary's words (messages/GLOSSARY.md). */
export const style: LanguageStyle = {
  instruction: "Answer in English, unless the visitor writes in another language or asks for one.",
  register:
    'English as written in Malaysia: warm and professional, addressing the visitor as "you"; British spelling ("programme"), but "installment" as the site spells it.',
  glossary: {
    "sales gallery": "sales gallery",
    "corner unit": "corner unit",
    "intermediate unit": "intermediate unit",
    "anchor tenant / hotel partner": "anchor tenant",
    "installment (monthly)": "installment",
    "rental yield": "rental yield",
    "car park": "car park",
    bedroom: "bedroom",
    bathroom: "bathroom",
    "unit (the home)": "unit",
    viewing: "viewing",
    WhatsApp: "WhatsApp",
    Kuantan: "Kuantan",
    Pahang: "Pahang",
    Malaysia: "Malaysia",
  },
};
