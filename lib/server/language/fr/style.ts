import "server-only";
import type { LanguageStyle } from "../types";

/** How the consultants speak French: the model's instruction, its register and the glossary's words (messages/GLOSSARY.md). */
export const style: LanguageStyle = {
  instruction: "Réponds en français, sauf si le visiteur écrit dans une autre langue ou en demande une autre.",
  register:
    "French; address the visitor as vous, never tu; the hotel brand is the partenaire hôtelier; a space before ? ! : ; as French writes them.",
  glossary: {
    "sales gallery": "espace de vente",
    "corner unit": "logement d'angle",
    "intermediate unit": "logement en milieu d'étage",
    "anchor tenant / hotel partner": "partenaire hôtelier",
    "installment (monthly)": "mensualité",
    "rental yield": "rendement locatif",
    "car park": "place de parking",
    bedroom: "chambre",
    bathroom: "salle de bains",
    "unit (the home)": "logement",
    viewing: "visite",
    WhatsApp: "WhatsApp",
    Kuantan: "Kuantan",
    Pahang: "Pahang",
    Malaysia: "Malaisie",
  },
};
