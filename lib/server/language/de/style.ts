import "server-only";
import type { LanguageStyle } from "../types";

/** How the consultants speak German: the model's instruction, its register and the glossary's words (messages/GLOSSARY.md). */
export const style: LanguageStyle = {
  instruction: "Antworte auf Deutsch, außer der Besucher schreibt in einer anderen Sprache oder bittet um eine andere.",
  register:
    'German; address the visitor as Sie, never du; Wohnung for a unit (not Einheit), Stellplatz for a car park, Bad / Bäder for bathrooms; after "mit" the dative ("mit 2 Schlafzimmern und 2 Bädern").',
  glossary: {
    "sales gallery": "Verkaufsbüro",
    "corner unit": "Eckwohnung",
    "intermediate unit": "Wohnung in Mittellage",
    "anchor tenant / hotel partner": "Ankermieter",
    "installment (monthly)": "Monatsrate",
    "rental yield": "Mietrendite",
    "car park": "Stellplatz",
    bedroom: "Schlafzimmer",
    bathroom: "Bad",
    "unit (the home)": "Wohnung",
    viewing: "Besichtigung",
    WhatsApp: "WhatsApp",
    Kuantan: "Kuantan",
    Pahang: "Pahang",
    Malaysia: "Malaysia",
  },
};
