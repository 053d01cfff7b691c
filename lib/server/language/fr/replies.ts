import "server-only";
import type { LeadReplies } from "../types";

export const acknowledge = "Merci, cela m'aide à vous orienter vers le logement qui vous convient.";

export const leadReplies: LeadReplies = {
  stored: (n, p) =>
    `Merci${n ? `, ${n}` : ""} ! Notre équipe commerciale vous appellera bientôt au **${p}** pour organiser une visite de l'espace de vente.`,
  notStored: (n, w, s) =>
    `Désolé${n ? `, ${n}` : ""} : je n'ai pas pu enregistrer vos coordonnées pour le moment ; n'attendez donc pas notre appel. Écrivez à notre équipe commerciale sur [WhatsApp](${w}) ou appelez le **${s}** pour organiser une visite.`,
  reference: (r, w) => `Votre référence est **${r}**. Vous pouvez aussi [nous écrire sur WhatsApp](${w}) en la mentionnant.`,
  whatsappText: (r) => `Bonjour, ma référence est ${r}.`,
};
