import "server-only";
import type { NotKnownWords } from "../types";

/** What the site does not know, in French: a sentence naming one states a fact only the sales team has, unless it says so. */
export const notKnown: NotKnownWords = {
  topics: {
    maintenanceFeePerSqft: [
      "frais (de|d') (maintenance|entretien|gestion|service)",
      "charges (de copropriété|mensuelles|d'entretien)",
      "fonds de (réserve|prévoyance)",
    ],
    furnishing: ["meublé*", "sans meubles", "avec meubles", "entièrement équipé*"],
    parking: ["(parking*|place*) (couvert*|souterrain*|en sous-sol|extérieur*)"],
    amenities: ["école*", "lycée*", "collège*", "hôpita*", "clinique*", "centre* commercia*", "supermarché*", "université*"],
    distance: [
      "minutes (de|du|en voiture|à pied)",
      "(km|kilomètres) (de|du)",
      "(près|proche|à côté) (de|du) (la|l')? (plage|aéroport|centre|mer)",
      "distance (de|à pied)",
      "aéroport*",
      "(est|sont|se trouve|se trouvent) à … (minutes|km|kilomètres|mètres)",
      "d'ici",
      "à deux pas",
      "à quelques (pas|minutes)",
    ],
    rentalTerms: [
      "taux d'occupation",
      "part (de l'hôtel|du loyer|des loyers)",
      "(l'hôtel|hôtel) (garde|prélève|conserve|retient)",
      "partage (des|du) (loyer*|revenu*)",
      "(frais|conditions) du programme",
    ],
    financing: ["prêt* (immobilier*|bancaire*)", "emprunt*", "crédit*", "prêt* hypothécaire*", "financement", "taux d'intérêt"],
    foreignBuyers: ["étranger*", "mm2h"],
    unitPlacement: ["vue* sur (la)? (mer|ville)", "étage* (élevé*|supérieur*|bas)", "orientation"],
  },
  hedges: [
    "pas (encore)? confirmé*",
    "ne … pas deviner",
    "ne … (sais|connais|dispose|dispose|ai|peux|puis) pas",
    "n'ai pas",
    "pas d'information*",
    "aucune information",
    "inconnu*",
  ],
  referrals: ["équipe commerciale", "équipe de vente", "service commercial"],
};
