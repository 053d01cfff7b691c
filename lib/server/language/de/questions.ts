import "server-only";
import type { QualificationQuestions } from "../types";

export const questions: QualificationQuestions = {
  or: { between: ", ", last: " oder " },
  purpose: {
    text: "Damit ich Ihnen die passende Wohnung empfehlen kann: Suchen Sie eine Wohnung zur Eigennutzung, als Ferienwohnung oder als Kapitalanlage?",
    offers: ["zur Eigennutzung", "als Ferienwohnung", "als Kapitalanlage"],
  },
  unit: (choice) => `Welche unserer Residenzen in Kuantan hat Ihr Interesse geweckt: ${choice}?`,
  timeline: {
    text: "Damit wir alles rechtzeitig vorbereiten können: Wann möchten Sie kaufen – sofort, in den nächsten Monaten oder nächstes Jahr?",
    offers: ["sofort", "in den nächsten Monaten", "nächstes Jahr"],
  },
  budget: "Damit ich Ihnen passende Optionen zeigen kann: Welches Budget schwebt Ihnen ungefähr vor?",
  financing: {
    text: "Damit wir den Kauf gut planen können: Zahlen Sie bar oder mit einem Kredit, oder ist Ihr Kredit bereits genehmigt?",
    offers: ["bar", "mit einem Kredit", "Ihr Kredit bereits genehmigt"],
  },
  nationality: {
    text: "Damit ich Ihnen die geltenden Regeln erklären kann: Sind Sie malaysischer oder singapurischer Staatsbürger, oder haben Sie ein MM2H-Visum?",
    offers: ["malaysisch", "singapurisch", "MM2H-Visum"],
  },
};
