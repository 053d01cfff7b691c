import "server-only";
import type { PrivacyWords } from "../types";

export const privacy: PrivacyWords = {
  trainingObjection: {
    training: ["训练", "培训", "机器学习"],
    refusal: ["不要", "请勿", "勿", "不得", "不准", "别", "禁止", "拒绝", "不同意", "反对", "退出"],
  },
  trainingObjected:
    "好的，您的对话不会用于培训，既不用于培训我们的员工，也不用于机器学习。我们仅为答复您的咨询而保存它，保存期限以隐私声明为准。",
};
