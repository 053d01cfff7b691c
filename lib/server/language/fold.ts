import "server-only";
/** The one folded form the qualification reader matches in, across the nine languages' scripts. */
import { normaliseDigits } from "@/lib/shared/chat/digits";
import { normaliseText } from "./normalise";

// Traditional characters seen in Hong Kong, Taiwan and Malaysian Chinese messages, for the words we match.
const TRADITIONAL: Record<string, string> = {
  個: "个",
  貸: "贷",
  現: "现",
  萬: "万",
  幣: "币",
  內: "内",
  買: "买",
  資: "资",
  國: "国",
  來: "来",
  馬: "马",
  華: "华",
  灣: "湾",
  護: "护",
  簽: "签",
  證: "证",
  錢: "钱",
  預: "预",
  們: "们",
  後: "后",
  為: "为",
  這: "这",
  兩: "两",
  幾: "几",
  億: "亿",
  塊: "块",
  會: "会",
  歡: "欢",
  選: "选",
  權: "权",
  實: "实",
  須: "须",
  給: "给",
  裡: "里",
  還: "还",
  沒: "没",
  無: "无",
  別: "别",
  週: "周",
  業: "业",
  嗎: "吗",
  麼: "么",
  準: "准",
  獲: "获",
  經: "经",
  務: "务",
  開: "开",
  時: "时",
  間: "间",
  區: "区",
  亞: "亚",
  羅: "罗",
  蘭: "兰",
  爾: "尔",
  齊: "齐",
  購: "购",
  銀: "银",
  級: "级",
  單: "单",
  種: "种",
  轉: "转",
  邊: "边",
  陸: "陆",
  東: "东",
  聯: "联",
  韓: "韩",
  紐: "纽",
  遜: "逊",
  亂: "乱",
  歐: "欧",
  鎊: "镑",
  圓: "圆",
  產: "产",
  價: "价",
};
const TRADITIONAL_RE = new RegExp(`[${Object.keys(TRADITIONAL).join("")}]`, "gu");

/**
 * normaliseText (lower case, accents and Arabic marks dropped) plus what
 * visitors type inconsistently here: script digits, the Devanagari nukta and
 * candrabindu, Arabic ى/ة/tatweel, joiners and traditional Chinese.
 */
export function fold(text: string): string {
  return normaliseText(normaliseDigits(text).replace(/٫/g, ".").replace(/٬/g, ","))
    .replace(TRADITIONAL_RE, (c) => TRADITIONAL[c])
    .replace(/\u093c/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/ى/g, "ي")
    .replace(/ی/g, "ي")
    .replace(/ک/g, "ك")
    .replace(/ة/g, "ه")
    .replace(/[\u0640\u200b-\u200d]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
