import "server-only";
import type { LeadReplies } from "../types";

export const acknowledge = "Thank you, that helps me point you to the right unit.";

export const leadReplies: LeadReplies = {
  stored: (n, p) =>
    `Thank you${n ? `, ${n}` : ""}! Our sales team will call you at **${p}** shortly to arrange a viewing at the sales gallery.`,
  notStored: (n, w, s) =>
    `Sorry${n ? `, ${n}` : ""}: I could not save your details just now, so please don't wait for our call. Message our sales team on [WhatsApp](${w}) or call **${s}** to arrange a viewing.`,
  reference: (r, w) => `Your reference is **${r}**. You can also [message us on WhatsApp](${w}) with it.`,
  whatsappText: (r) => `Hello, my reference is ${r}.`,
};
