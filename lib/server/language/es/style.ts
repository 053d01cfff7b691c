import "server-only";
import type { LanguageStyle } from "../types";

/** How the consultants speak Spanish: the model's instruction, its register and the glossary's words (messages/GLOSSARY.md). */
export const style: LanguageStyle = {
  instruction: "Responde en español, salvo que el visitante escriba en otro idioma o pida otro.",
  register:
    "Spain's Spanish; address the visitor as usted, never tú (su, le, puede, cuénteme); dormitorio for a bedroom, plaza de aparcamiento for a car park.",
  glossary: {
    "sales gallery": "sala de ventas",
    "corner unit": "unidad de esquina",
    "intermediate unit": "unidad intermedia",
    "anchor tenant / hotel partner": "inquilino ancla",
    "installment (monthly)": "cuota mensual",
    "rental yield": "rentabilidad del alquiler",
    "car park": "plaza de aparcamiento",
    bedroom: "dormitorio",
    bathroom: "baño",
    "unit (the home)": "unidad",
    viewing: "visita",
    WhatsApp: "WhatsApp",
    Kuantan: "Kuantan",
    Pahang: "Pahang",
    Malaysia: "Malasia",
  },
};
