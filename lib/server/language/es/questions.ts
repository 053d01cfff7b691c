import "server-only";
import type { QualificationQuestions } from "../types";

export const questions: QualificationQuestions = {
  or: { between: ", ", last: " o " },
  purpose: {
    text: "Para recomendarle la unidad adecuada, ¿la busca para vivir, como casa de vacaciones o como inversión?",
    offers: ["para vivir", "casa de vacaciones", "como inversión"],
  },
  unit: (choice) => `¿Cuál de nuestras residencias en Kuantan le ha llamado más la atención: ${choice}?`,
  timeline: {
    text: "Para organizarlo todo a su ritmo, ¿cuándo le gustaría comprar: de inmediato, en unos meses o el próximo año?",
    offers: ["de inmediato", "en unos meses", "el próximo año"],
  },
  budget: "Para ofrecerle las mejores opciones, ¿podría indicarme su presupuesto aproximado?",
  financing: {
    text: "Para ayudarle a planificar la compra, ¿pagará al contado o con un préstamo, o ya tiene el préstamo aprobado?",
    offers: ["al contado", "con un préstamo", "ya tiene el préstamo aprobado"],
  },
  nationality: {
    text: "Para explicarle las normas que le corresponden, ¿podría indicarme su nacionalidad: malasia, singapurense o titular de la visa MM2H?",
    offers: ["malasia", "singapurense", "titular de la visa MM2H"],
  },
};
