import "server-only";
import type { PrivacyWords } from "../types";

export const privacy: PrivacyWords = {
  trainingObjection: {
    training: ["latihan", "melatih", "pembelajaran mesin"],
    refusal: ["jangan", "tidak", "tak", "bukan", "berhenti", "bantah*", "membantah", "menolak", "tolak", "keluarkan"],
  },
  trainingObjected:
    "Baik, perbualan anda tidak akan digunakan untuk latihan, sama ada untuk melatih kakitangan kami atau untuk pembelajaran mesin. Kami menyimpannya hanya untuk menjawab pertanyaan anda, dan hanya selama tempoh yang dinyatakan dalam notis privasi.",
};
