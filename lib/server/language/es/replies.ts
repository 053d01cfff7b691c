import "server-only";
import type { LeadReplies } from "../types";

export const acknowledge = "Gracias, eso me ayuda a recomendarle la unidad adecuada.";

export const leadReplies: LeadReplies = {
  stored: (n, p) =>
    `¡Gracias${n ? `, ${n}` : ""}! Nuestro equipo de ventas le llamará pronto al **${p}** para concertar una visita a la sala de ventas.`,
  notStored: (n, w, s) =>
    `Lo siento${n ? `, ${n}` : ""}: no he podido guardar sus datos en este momento, así que no espere nuestra llamada. Escriba a nuestro equipo de ventas por [WhatsApp](${w}) o llame al **${s}** para concertar una visita.`,
  reference: (r, w) => `Su referencia es **${r}**. También puede [escribirnos por WhatsApp](${w}) indicándola.`,
  whatsappText: (r) => `Hola, mi referencia es ${r}.`,
};
