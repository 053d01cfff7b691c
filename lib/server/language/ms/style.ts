import "server-only";
import type { LanguageStyle } from "../types";

/** How the consultants speak Bahasa Malaysia: the model's instruction, its register and the glossary's words (messages/GLOSSARY.md). */
export const style: LanguageStyle = {
  instruction: "Jawab dalam Bahasa Malaysia, kecuali jika pelawat menulis dalam bahasa lain atau meminta bahasa lain.",
  register:
    'Bahasa Malaysia, not Indonesian (pelayar, kuki, tempat letak kereta); polite and warm, addressing the visitor as "anda"; gross rental yield is "pulangan sewa kasar".',
  glossary: {
    "sales gallery": "galeri jualan",
    "corner unit": "unit sudut",
    "intermediate unit": "unit tengah",
    "anchor tenant / hotel partner": "penyewa utama",
    "installment (monthly)": "ansuran",
    "rental yield": "pulangan sewa",
    "car park": "tempat letak kereta",
    bedroom: "bilik tidur",
    bathroom: "bilik air",
    "unit (the home)": "unit",
    viewing: "lawatan",
    WhatsApp: "WhatsApp",
    Kuantan: "Kuantan",
    Pahang: "Pahang",
    Malaysia: "Malaysia",
  },
};
