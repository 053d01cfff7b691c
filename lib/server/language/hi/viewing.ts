import "server-only";
import * as chrono from "chrono-node";
import { clock, plain } from "../patterns";
import { b } from "../templates";
import type { ViewingPhrases, ViewingWords } from "../types";

export const viewingWords: ViewingWords = {
  // chrono has no Hindi: the day and time words are put into English for its
  // English parser. "कल" is both yesterday and tomorrow; a booking is ahead.
  parser: chrono.en.GB,
  rewrites: [
    [/साढ़े\s*(\d{1,2})/gu, (_m, h) => `${h}:30`],
    [/सवा\s*(\d{1,2})/gu, (_m, h) => `${h}:15`],
    [/पौने\s*(\d{1,2})/gu, (_m, h) => `${Number(h) - 1}:45`],
    [/सुबह\s*(\d{1,2})(?::(\d{2}))?\s*बजे/gu, (_m, h, m) => ` ${clock(h, m, false)} `],
    [/(दोपहर|शाम|रात)\s*(?:को\s*)?(\d{1,2})(?::(\d{2}))?\s*बजे/gu, (_m, _p, h, m) => ` ${clock(h, m, true)} `],
    [/(\d{1,2})(?::(\d{2}))?\s*बजे\s*सुबह/gu, (_m, h, m) => ` ${clock(h, m, false)} `],
    [/(\d{1,2})(?::(\d{2}))?\s*बजे\s*(दोपहर|शाम|रात)/gu, (_m, h, m) => ` ${clock(h, m, true)} `],
    [/(\d{1,2})(?::(\d{2}))?\s*बजे/gu, (_m, h, m) => ` at ${h}:${m ?? "00"} `],
    [/सोमवार/gu, " Monday "],
    [/मंगलवार/gu, " Tuesday "],
    [/बुधवार/gu, " Wednesday "],
    [/(गुरुवार|बृहस्पतिवार|वीरवार)/gu, " Thursday "],
    [/शुक्रवार/gu, " Friday "],
    [/शनिवार/gu, " Saturday "],
    [/(रविवार|इतवार)/gu, " Sunday "],
    [/परसों/gu, " the day after tomorrow "],
    [/(?<![\p{L}\p{M}])कल(?![\p{L}\p{M}])/gu, " tomorrow "],
    [/(?<![\p{L}\p{M}])आज(?![\p{L}\p{M}])/gu, " today "],
    [/(?<![\p{L}\p{M}])(अगले|अगला|अगली)(?![\p{L}\p{M}])/gu, " next "],
    [/(?<![\p{L}\p{M}])इस(?![\p{L}\p{M}])/gu, " this "],
  ],
  greetings: plain("सुप्रभात|शुभ प्रभात|शुभ संध्या|शुभ रात्रि|गुड मॉर्निंग|गुड इवनिंग"),
  intent: plain("विज़िट|विजिट|देखने|देखना|देख सक|मिलने|मिलना|आ सक|आना|आऊँ|आऊं|अपॉइंटमेंट|मुलाकात|मुलाक़ात|बुक|सेल्स गैलरी"),
  callback: plain("कॉल|फ़ोन|फोन|WhatsApp|व्हाट्सएप|संपर्क"),
  partOfDay: [
    ["morning", plain("सुबह")],
    ["afternoon", plain("दोपहर")],
    ["evening", plain("शाम|रात")],
  ],
  ordinals: [
    plain("पहला|पहली|पहले"),
    plain("दूसरा|दूसरी|दूसरे"),
    plain("तीसरा|तीसरी|तीसरे"),
    plain("चौथा|चौथी|चौथे"),
    plain("पाँचवाँ|पांचवां|पाँचवीं|पांचवीं"),
  ],
  last: plain("आखिरी|आख़िरी|अंतिम"),
  choiceWords: "विकल्प|नंबर",
  politeWords: "कृपया|धन्यवाद",
};

export const viewingPhrases: ViewingPhrases = {
  booked: (w) => `सेल्स गैलरी में आपकी साइट विज़िट ${b(w)} के लिए बुक हो गई है। हमारी सेल्स टीम फ़ोन पर आपसे इसकी पुष्टि करेगी।`,
  noted: (w) => `मैंने सेल्स गैलरी में आपकी साइट विज़िट के लिए ${b(w)} नोट कर लिया है। इसकी पुष्टि के लिए क्या आप अपना नाम और फ़ोन नंबर बता सकते हैं?`,
  closed: "क्षमा करें, वह समय हमारे खुलने के समय से बाहर है।",
  tooSoon: (n) => `यह समय थोड़ा जल्दी है: आपकी साइट विज़िट की तैयारी के लिए हमें कम से कम ${n} पहले सूचना चाहिए।`,
  tooFar: (n) => `साइट विज़िट अधिकतम ${n} पहले तक बुक की जा सकती है।`,
  past: "वह समय बीत चुका है।",
  open: (h) => `सेल्स गैलरी ${h} खुली रहती है।`,
  daily: (r) => `रोज़ ${r}`,
  range: (o, c) => `${o} से ${c} तक`,
  nearest: "सबसे नज़दीकी उपलब्ध समय:",
  dayOpen: (d) => `${d} को सेल्स गैलरी में साइट विज़िट के लिए ये समय उपलब्ध हैं:`,
  which: "आपके लिए कौन-सा समय सबसे सुविधाजनक रहेगा?",
  noneOpen: "आने वाले हफ़्तों में कोई उपलब्ध समय नहीं मिला; हमारी सेल्स टीम आपके साथ ख़ुशी से समय तय करेगी।",
};
