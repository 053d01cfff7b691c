import "server-only";
import type { QualificationQuestions } from "../types";

export const questions: QualificationQuestions = {
  or: { between: ", ", last: " ou " },
  purpose: {
    text: "Pour vous conseiller au mieux, s'agit-il d'une résidence principale, d'une résidence secondaire ou d'un investissement ?",
    offers: ["résidence principale", "résidence secondaire", "investissement"],
  },
  unit: (choice) => `Laquelle de nos résidences à Kuantan a retenu votre attention : ${choice} ?`,
  timeline: {
    text: "Pour tout préparer à votre rythme, quand envisagez-vous d'acheter : tout de suite, d'ici quelques mois ou l'année prochaine ?",
    offers: ["tout de suite", "d'ici quelques mois", "l'année prochaine"],
  },
  budget: "Pour vous proposer les meilleures options, quel budget envisagez-vous, approximativement ?",
  financing: {
    text: "Pour vous aider à planifier l'achat, paierez-vous comptant ou avec un prêt, ou votre prêt est-il déjà accordé ?",
    offers: ["comptant", "avec un prêt", "votre prêt est-il déjà accordé"],
  },
  nationality: {
    text: "Pour vous indiquer les règles qui s'appliquent à vous, puis-je vous demander votre nationalité : malaisienne, singapourienne ou titulaire du visa MM2H ?",
    offers: ["malaisienne", "singapourienne", "titulaire du visa MM2H"],
  },
};
