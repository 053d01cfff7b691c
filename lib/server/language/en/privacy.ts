import "server-only";
import type { PrivacyWords } from "../types";

export const privacy: PrivacyWords = {
  trainingObjection: {
    training: ["training", "train your", "train the ai", "train ai", "train models", "machine learning"],
    refusal: ["don't", "dont", "do not", "not", "no", "never", "stop", "object*", "opt out", "opt-out", "refuse", "exclude", "withdraw*"],
  },
  trainingObjected:
    "Understood: your conversation will not be used for training, neither to train our staff nor for machine learning. We keep it only to answer your enquiry, and only for as long as the privacy notice says.",
};
