import "server-only";
import type { LanguageStyle } from "../types";

/** How the consultants speak Chinese: the model's instruction, its register and the glossary's words (messages/GLOSSARY.md). */
export const style: LanguageStyle = {
  instruction: "请用简体中文回答，除非访客用其他语言书写或要求使用其他语言。",
  register:
    'Simplified Chinese; address the visitor as 您; put a space between Chinese and Latin letters or figures ("3 间卧室", "由 AI 驱动"); visiting the sales gallery is 参观售楼处, gross yield 毛租金回报率.',
  glossary: {
    "sales gallery": "售楼处",
    "corner unit": "转角单位",
    "intermediate unit": "中间单位",
    "anchor tenant / hotel partner": "主力租户",
    "installment (monthly)": "月供",
    "rental yield": "租金回报率",
    "car park": "停车位",
    bedroom: "卧室",
    bathroom: "浴室",
    "unit (the home)": "单位",
    viewing: "看房",
    WhatsApp: "WhatsApp",
    Kuantan: "关丹",
    Pahang: "彭亨",
    Malaysia: "马来西亚",
  },
};
