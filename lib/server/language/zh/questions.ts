import "server-only";
import type { QualificationQuestions } from "../types";

export const questions: QualificationQuestions = {
  or: { between: "、", last: " 还是 " },
  purpose: {
    text: "为了给您推荐最合适的单位，请问您购房是用于自住、作为度假屋，还是用于投资？",
    offers: ["自住", "度假屋", "投资"],
  },
  unit: (choice) => `我们在关丹的哪一款户型最吸引您：${choice}？`,
  timeline: {
    text: "为了给您做好安排，请问您打算什么时候购买：马上、几个月内，还是明年？",
    offers: ["马上", "几个月内", "明年"],
  },
  budget: "为了给您推荐最合适的选择，方便透露一下您的大概预算吗？",
  financing: {
    text: "为了方便您规划付款，请问您打算全款还是贷款购买，或者贷款已经获批？",
    offers: ["全款", "贷款", "贷款已经获批"],
  },
  nationality: {
    text: "为了向您说明适用的购房规定，请问您的国籍是：马来西亚、新加坡，还是持有 MM2H 签证？",
    offers: ["马来西亚", "新加坡", "持有 MM2H 签证"],
  },
};
