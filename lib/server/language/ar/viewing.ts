import "server-only";
import * as chrono from "chrono-node";
import { plain, words } from "../patterns";
import { b } from "../templates";
import type { ViewingPhrases, ViewingWords } from "../types";

export const viewingWords: ViewingWords = {
  parser: chrono.ar.casual,
  rewrites: [],
  greetings: plain("صباح الخير|مساء الخير|صباح النور|مساء النور"),
  intent: plain(
    "زيارة|أزور|ازور|نزور|معاينة|موعد|حجز|أحجز|احجز|آتي|اتي|أحضر|احضر|مشاهدة|أشاهد|اشاهد|أرى|مركز المبيعات|صالة المبيعات|المعرض",
  ),
  callback: plain("اتصل|اتصال|كلمني|هاتف|واتساب"),
  partOfDay: [
    ["morning", plain("صباح")],
    ["afternoon", plain("ظهر|عصر")],
    ["evening", plain("مساء|مسا|ليلا")],
  ],
  ordinals: [
    words("الأول|الاول|الأولى|الاولى"),
    words("الثاني|الثانية"),
    words("الثالث|الثالثة"),
    words("الرابع|الرابعة"),
    words("الخامس|الخامسة"),
  ],
  last: words("الأخير|الاخير|الأخيرة|الاخيرة"),
  choiceWords: "رقم|الخيار",
  politeWords: "من فضلك|لو سمحت|شكرا",
};

export const viewingPhrases: ViewingPhrases = {
  booked: (w) => `تم حجز موعد معاينتك في مركز المبيعات يوم ${b(w)}. سيؤكد لك فريق المبيعات الموعد عبر الهاتف.`,
  noted: (w) => `لقد سجّلت ${b(w)} موعدًا لمعاينتك في مركز المبيعات. هل يمكنني الحصول على اسمك ورقم هاتفك لتأكيده؟`,
  closed: "عذرًا، هذا الوقت خارج ساعات العمل لدينا.",
  tooSoon: (n) => `هذا الموعد قريب جدًا؛ يلزمنا ${n} على الأقل لتجهيز معاينتك.`,
  tooFar: (n) => `يمكن حجز المعاينة قبل موعدها بمدة أقصاها ${n}.`,
  past: "لقد مضى هذا الوقت بالفعل.",
  open: (h) => `مركز المبيعات مفتوح ${h}.`,
  daily: (r) => `يوميًا ${r}`,
  range: (o, c) => `من ${o} إلى ${c}`,
  daySpan: " إلى ",
  listSeparator: "، ",
  nearest: "أقرب المواعيد المتاحة:",
  dayOpen: (d) => `هذه المواعيد المتاحة للمعاينة في مركز المبيعات يوم ${d}:`,
  which: "أيّ موعد يناسبك أكثر؟",
  noneOpen: "لم أجد موعدًا متاحًا في الأسابيع القادمة؛ وسيسعد فريق المبيعات بترتيب موعد معك.",
};
