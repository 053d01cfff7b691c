import "server-only";
import type { LanguageStyle } from "../types";

/** How the consultants speak Russian: the model's instruction, its register and the glossary's words (messages/GLOSSARY.md). */
export const style: LanguageStyle = {
  instruction: "Отвечай по-русски, если только посетитель не пишет на другом языке и не просит другой язык.",
  register:
    "Russian; address the visitor formally as вы; decline place names (в Куантане, штат Паханг); a bathroom is санузел, a car park машино-место.",
  glossary: {
    "sales gallery": "офис продаж",
    "corner unit": "угловая квартира",
    "intermediate unit": "квартира в середине этажа",
    "anchor tenant / hotel partner": "якорный арендатор",
    "installment (monthly)": "ежемесячный платёж",
    "rental yield": "доходность аренды",
    "car park": "машино-место",
    bedroom: "спальня",
    bathroom: "санузел",
    "unit (the home)": "квартира",
    viewing: "просмотр",
    WhatsApp: "WhatsApp",
    Kuantan: "Куантан",
    Pahang: "Паханг",
    Malaysia: "Малайзия",
  },
};
