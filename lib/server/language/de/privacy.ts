import "server-only";
import type { PrivacyWords } from "../types";

export const privacy: PrivacyWords = {
  trainingObjection: {
    training: ["schulung*", "training*", "trainier*", "maschinelles lernen", "maschinellen lernen"],
    refusal: ["nicht", "kein*", "widersprech*", "widerspruch", "untersag*", "verbiete*", "ausschließen", "ausnehmen"],
  },
  trainingObjected:
    "Verstanden: Ihr Chat wird nicht für Schulungszwecke verwendet, weder für die Schulung unserer Mitarbeitenden noch für maschinelles Lernen. Wir bewahren ihn nur auf, um Ihre Anfrage zu beantworten, und nur so lange, wie es der Datenschutzhinweis angibt.",
};
