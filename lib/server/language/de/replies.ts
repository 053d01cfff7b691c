import "server-only";
import type { LeadReplies } from "../types";

export const acknowledge = "Vielen Dank, das hilft mir, Ihnen die passende Wohnung zu empfehlen.";

export const leadReplies: LeadReplies = {
  stored: (n, p) =>
    `Vielen Dank${n ? `, ${n}` : ""}! Unser Vertriebsteam ruft Sie in Kürze unter **${p}** an, um einen Besuch im Verkaufsbüro zu vereinbaren.`,
  notStored: (n, w, s) =>
    `Entschuldigung${n ? `, ${n}` : ""}: Ihre Daten konnten gerade nicht gespeichert werden. Bitte warten Sie daher nicht auf unseren Anruf, sondern schreiben Sie unserem Vertriebsteam über [WhatsApp](${w}) oder rufen Sie **${s}** an, um einen Besuch zu vereinbaren.`,
  reference: (r, w) => `Ihre Referenz lautet **${r}**. Sie können uns damit auch [über WhatsApp schreiben](${w}).`,
  whatsappText: (r) => `Hallo, meine Referenz lautet ${r}.`,
};
