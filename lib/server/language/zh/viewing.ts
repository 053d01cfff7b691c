import "server-only";
import * as chrono from "chrono-node";
import { plain } from "../patterns";
import { b } from "../templates";
import type { ViewingPhrases, ViewingWords } from "../types";

export const viewingWords: ViewingWords = {
  parser: chrono.zh.casual,
  rewrites: [],
  greetings: plain("早上好|早安|上午好|中午好|下午好|晚上好"),
  intent: plain("参观|看房|看看|看一下|预约|拜访|来访|到访|过来|过去看|去看|样板|售楼"),
  callback: plain("打电话|来电|致电|回电|联系我|WhatsApp"),
  partOfDay: [
    ["morning", plain("上午|早上|早晨")],
    ["afternoon", plain("下午|中午")],
    ["evening", plain("晚上|傍晚")],
  ],
  ordinals: [plain("第一|第1"), plain("第二|第2"), plain("第三|第3"), plain("第四|第4"), plain("第五|第5")],
  last: plain("最后|最晚"),
  choiceWords: "选项|第",
  politeWords: "吧|谢谢",
};

export const viewingPhrases: ViewingPhrases = {
  booked: (w) => `您参观售楼处的时间已预约为 ${b(w)}。我们的销售团队将致电与您确认。`,
  noted: (w) => `我已为您记下参观售楼处的时间：${b(w)}。可以告诉我您的姓名和电话号码，以便我们为您确认预约吗？`,
  closed: "抱歉，该时间不在我们的开放时间内。",
  tooSoon: (n) => `时间有些紧：我们需要至少提前 ${n}为您安排看房。`,
  tooFar: (n) => `看房最多可提前 ${n}预约。`,
  past: "该时间已经过去了。",
  open: (h) => `售楼处开放时间为${h}。`,
  daily: (r) => `每天 ${r}`,
  range: (o, c) => `${o}–${c}`,
  daySpan: "至",
  listSeparator: "，",
  nearest: "最近的可预约时间：",
  dayOpen: (d) => `${d}售楼处可预约参观的时间如下：`,
  which: "请问哪个时间最方便您？",
  noneOpen: "未来几周暂无可预约的时间，我们的销售团队很乐意与您另行安排。",
};
