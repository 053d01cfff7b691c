import "server-only";
import { ltr } from "../templates";
import type { LeadReplies } from "../types";

export const acknowledge = "شكرًا لك، هذا يساعدني على اقتراح الوحدة المناسبة لك.";

export const leadReplies: LeadReplies = {
  stored: (n, p) => `شكرًا لك${n ? ` يا ${n}` : ""}! سيتصل بك فريق المبيعات قريبًا على الرقم **${ltr(p)}** لترتيب زيارة إلى مركز المبيعات.`,
  notStored: (n, w, s) =>
    `عذرًا${n ? ` يا ${n}` : ""}، تعذّر حفظ بياناتك الآن، لذا لا تنتظر اتصالنا. يُرجى مراسلة فريق المبيعات عبر [واتساب](${w}) أو الاتصال على **${s}** لترتيب زيارة.`,
  reference: (r, w) => `رقمك المرجعي هو **${ltr(r)}**. يمكنك أيضًا [مراسلتنا عبر واتساب](${w}) مع ذكره.`,
  whatsappText: (r) => `مرحبًا، رقمي المرجعي هو ${r}.`,
};
