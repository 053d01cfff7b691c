import "server-only";
import type { PrivacyWords } from "../types";

export const privacy: PrivacyWords = {
  trainingObjection: {
    training: ["formation", "entraînement", "entraîner", "apprentissage automatique"],
    refusal: ["pas", "ne", "jamais", "oppose", "opposer", "refuse", "exclure", "excluez", "arrêtez"],
  },
  trainingObjected:
    "C'est noté : votre conversation ne sera pas utilisée pour la formation, ni pour former nos équipes ni pour l'apprentissage automatique. Nous la conservons uniquement pour répondre à votre demande, et seulement pendant la durée indiquée dans la politique de confidentialité.",
};
