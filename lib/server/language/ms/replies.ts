import "server-only";
import type { LeadReplies } from "../types";

export const acknowledge = "Terima kasih, itu membantu saya mencadangkan unit yang sesuai untuk anda.";

export const leadReplies: LeadReplies = {
  stored: (n, p) =>
    `Terima kasih${n ? `, ${n}` : ""}! Pasukan jualan kami akan menelefon anda di nombor **${p}** tidak lama lagi untuk mengatur lawatan ke galeri jualan.`,
  notStored: (n, w, s) =>
    `Maaf${n ? `, ${n}` : ""}, butiran anda tidak dapat disimpan sekarang, jadi jangan menunggu panggilan kami. Sila hubungi pasukan jualan kami melalui [WhatsApp](${w}) atau telefon **${s}** untuk mengatur lawatan.`,
  reference: (r, w) => `Nombor rujukan anda ialah **${r}**. Anda juga boleh [menghubungi kami melalui WhatsApp](${w}) dengan rujukan ini.`,
  whatsappText: (r) => `Helo, nombor rujukan saya ialah ${r}.`,
};
