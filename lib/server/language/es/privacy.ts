import "server-only";
import type { PrivacyWords } from "../types";

export const privacy: PrivacyWords = {
  trainingObjection: {
    training: ["formación", "entrenamiento", "entrenar", "aprendizaje automático"],
    refusal: ["no", "nunca", "me opongo", "oponerme", "rechazo", "excluya*", "excluir", "dejen de", "deje de"],
  },
  trainingObjected:
    "Entendido: su conversación no se usará con fines de formación, ni para formar a nuestro personal ni para el aprendizaje automático. Solo la conservamos para atender su consulta, y solo durante el plazo que indica el aviso de privacidad.",
};
