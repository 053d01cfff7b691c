import "server-only";
import { b, ltr } from "../templates";
import type { Bound, QueryWords } from "../query-types";
import { AR_BEDROOMS, AR_CAR_PARKS, arCount } from "./plural";

const bound = (x: Bound, what: string) => (x === "max" ? `${what} بحد أقصى` : x === "min" ? `${what} على الأقل` : what);
const limit = (x: Bound) => (x === "min" ? "لا يقل عن" : "لا يزيد على");
/** The sales line inside Arabic text: the number keeps its order only inside an isolate. */
const line = (phone: string) => b(ltr(phone));

export const query: QueryWords = {
  yearly: ["السنوي", "سنوي", "سنويا", "في السنة", "بالسنة", "في العام", "خلال سنة"],
  squareMetres: ["متر مربع", "المتر المربع", "بالمتر", "م2", "م²", "أمتار"],
  difference: ["الفرق", "فرق", "يزيد", "يقل"],
  comparative: ["أكثر من", "أكبر من", "أغلى من", "أعلى من"],
  howMuch: ["كم"],
  corner: ["زاوية", "ركنية", "ركن", "زاوي"],
  intermediate: ["وسطية", "في الوسط"],
  under: ["أقل من", "حتى", "كحد أقصى", "حد أقصى", "بحد أقصى", "لا يزيد عن", "لا يزيد على", "لا يتجاوز", "تحت", "في حدود"],
  over: ["أكثر من", "فوق", "لا يقل عن"],
  budget: ["ميزانيتي", "ميزانية", "تناسبني", "أستطيع", "بإمكاني"],
  currency: ["رينغيت", "رنجت", "رنغيت"],
  numbers: { غرفتي: 2, موقفي: 2, موقفان: 2 },
  asks: ["كم", "ما", "ماذا", "أي", "هل", "كيف", "أين", "وكم", "فكم"],
  refusals: {
    injection: ["تجاهل", "التعليمات السابقة", "كل التعليمات", "انس التعليمات", "موجه النظام", "أنت الآن", "تظاهر"],
    guarantee: ["مضمون", "ضمان", "تضمن", "مكفول", "كتابيا"],
    discount: ["خصم", "تخفيض", "سعر خاص"],
    advice: ["تنصحني بالشراء", "هل أشتري", "هل يجب أن أشتري", "الشراء الآن", "نصيحتك", "هل يستحق"],
    offTopic: ["مدرسة", "مدارس", "الطقس", "مطعم", "مطاعم", "وصفة", "كرة القدم", "سعر الصرف", "نكتة"],
  },
  languageNames: {
    en: ["الإنجليزية", "الإنكليزية", "إنجليزي", "إنكليزي"],
    ms: ["الملايوية", "الماليزية"],
    zh: ["الصينية"],
    hi: ["الهندية"],
    ru: ["الروسية"],
    es: ["الإسبانية"],
    fr: ["الفرنسية"],
    de: ["الألمانية"],
    ar: ["العربية", "بالعربي"],
  },
  replyIn: ["أجب", "أجبني", "رد", "تحدث", "تكلم", "اكتب", "باللغة"],
  markers: [],
  phrases: {
    units: { corner: "الوحدات الركنية", intermediate: "الوحدات الوسطية", all: "الوحدات" },
    count: (what, x, n) => bound(x, arCount(n, what === "rooms" ? AR_BEDROOMS : AR_CAR_PARKS)),
    amount: (what, x, amount) =>
      what === "size" ? `مساحة ${limit(x)} ${amount} قدم مربع` : `${what === "price" ? "قسط شهري" : "إيجار شهري"} ${limit(x)} RM${amount}`,
    scope: (units, conditions) => (conditions.length ? `${units} (${conditions.join("، ")})` : units),
    ranked: (label, scope, winners, value) => `${label} بين ${scope}: ${winners}، ${value}.`,
    fits: (scope, items) => `${scope}: ${items.map((i) => `${i.name} ${b(i.value)}`).join("، ")}.`,
    none: (scope, phone) => `لا توجد وحدة تستوفي هذه الشروط (${scope}). يمكن لفريق المبيعات مساعدتك عبر واتساب على ${line(phone)}.`,
    yearly: (name, what, yearly, monthly) =>
      what === "price"
        ? `مجموع أقساط ${name} في السنة: ${b(yearly)} (${monthly} شهريًا).`
        : `الإيجار المتوقع لوحدة ${name} في السنة: ${b(yearly)} (${monthly} شهريًا).`,
    squareMetres: (name, sqft, m2) => `مساحة ${name} ${sqft} قدم مربع، أي نحو ${b(`${m2} متر مربع`)}.`,
    nouns: {
      size: "المساحة",
      price: "القسط الشهري",
      rental: "الإيجار الشهري المتوقع",
      yield: "العائد الإيجاري",
      rooms: "غرف النوم",
      carParks: "مواقف السيارات",
      yearlyPrice: "مجموع الأقساط في السنة",
      yearlyRental: "الإيجار المتوقع في السنة",
      squareMetres: "المساحة بالمتر المربع",
    },
    gap: (what, v) =>
      ({
        size: `${v} قدم مربع`,
        price: `RM${v} شهريًا`,
        rental: `RM${v} شهريًا`,
        yield: `${v} نقطة مئوية`,
        rooms: `${v}`,
        carParks: `${v}`,
        yearlyPrice: `RM${v} سنويًا`,
        yearlyRental: `RM${v} سنويًا`,
        squareMetres: `${v} متر مربع`,
      })[what],
    difference: (noun, hi, lo, gap) => `${noun}: ${hi.name} ${hi.value} و${lo.name} ${lo.value}، والفرق ${b(gap)}.`,
    refusal: {
      injection: (p, phone) =>
        `لا يمكنني تغيير طريقة عملي، لكن يسعدني مساعدتك بخصوص ${p}: المساحات والأقساط والإيجارات والعوائد والمعاينات. فريق المبيعات متاح عبر واتساب على ${line(phone)}.`,
      guarantee: (p, phone) =>
        `العوائد والإيجارات التي أذكرها لمشروع ${p} تقديرات وليست ضمانات، ولا يمكنني أن أعد بأي عائد. ما تنص عليه مستندات البيع يوضحه لك فريق المبيعات عبر واتساب على ${line(phone)}.`,
      discount: (p, phone) =>
        `لا يمكنني تقديم خصومات أو التفاوض على أسعار ${p}. يطلعك فريق المبيعات على العروض الحالية عبر واتساب على ${line(phone)}.`,
      advice: (p, phone) =>
        `لا يمكنني أن أنصحك بالشراء أو بتوقيته؛ القرار لك. يمكنني أن أقدم لك حقائق ${p}: المساحات والأقساط والإيجارات والعوائد. وللنقاش بالتفصيل، فريق المبيعات متاح عبر واتساب على ${line(phone)}.`,
      offTopic: (p, phone) =>
        `عذرًا، لا يمكنني المساعدة إلا فيما يخص ${p}: الوحدات والأقساط والإيجارات والعوائد والمرافق والمعاينات. ولأي سؤال آخر عن المشروع، فريق المبيعات متاح عبر واتساب على ${line(phone)}.`,
    },
    notSure: (p, phone) =>
      `عذرًا، لست متأكدًا من أنني فهمت سؤالك. يمكنني أن أخبرك عن ${p}: مساحة كل وحدة والقسط الشهري والإيجار المتوقع والعائد وغرف النوم ومواقف السيارات، وترتيب الوحدات أو مقارنتها (مثل "أرخص وحدة ركنية")، وترتيب معاينة. يمكن لفريق المبيعات مساعدتك عبر واتساب على ${line(phone)}.`,
  },
};
