import "server-only";
import type { LeadReplies } from "../types";

export const acknowledge = "谢谢，这有助于我为您推荐合适的单位。";

export const leadReplies: LeadReplies = {
  stored: (n, p) => `谢谢${n ? `，${n}` : ""}！我们的销售团队将很快致电 **${p}**，为您安排参观售楼处。`,
  notStored: (n, w, s) =>
    `抱歉${n ? `，${n}` : ""}，您的联系方式暂时未能保存，请不要等待我们的来电。请通过 [WhatsApp](${w}) 联系我们的销售团队，或致电 **${s}** 预约参观。`,
  reference: (r, w) => `您的参考编号是 **${r}**。您也可以凭此编号[通过 WhatsApp 联系我们](${w})。`,
  whatsappText: (r) => `您好，我的参考编号是 ${r}。`,
};
