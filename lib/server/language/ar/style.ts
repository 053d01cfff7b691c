import "server-only";
import type { LanguageStyle } from "../types";

/** How the consultants speak Arabic: the model's instruction, its register and the glossary's words (messages/GLOSSARY.md). */
export const style: LanguageStyle = {
  instruction: "أجب باللغة العربية، إلا إذا كتب الزائر بلغة أخرى أو طلب لغة أخرى.",
  register:
    "Modern Standard Arabic with the usual masculine singular address; figures in Latin digits; one and two said by the noun alone (غرفتا نوم); a shadda on حمّام.",
  glossary: {
    "sales gallery": "مركز المبيعات",
    "corner unit": "وحدة ركنية",
    "intermediate unit": "وحدة وسطية",
    "anchor tenant / hotel partner": "المستأجر الرئيسي",
    "installment (monthly)": "القسط",
    "rental yield": "العائد الإيجاري",
    "car park": "موقف سيارات",
    bedroom: "غرفة نوم",
    bathroom: "حمّام",
    "unit (the home)": "وحدة",
    viewing: "معاينة",
    WhatsApp: "واتساب",
    Kuantan: "كوانتان",
    Pahang: "باهانغ",
    Malaysia: "ماليزيا",
  },
};
