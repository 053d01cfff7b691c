import "server-only";
/**
 * The words a visitor uses to ask for a viewing, per language. chrono-node reads
 * the dates and times; these tables only say whether a message is about a visit,
 * which part of the day it names, which offered slot it picks, and rewrite the
 * few forms chrono misreads (or has no parser for) into ones it reads.
 */
import * as chrono from "chrono-node";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { PartOfDay } from "@/lib/server/calendar/types";

type Replacer = (match: string, ...groups: string[]) => string;

export interface Lexicon {
  parser: chrono.Chrono;
  /** Applied in order before parsing. */
  rewrites: readonly [RegExp, string | Replacer][];
  /** "Good evening" greets; it names no part of the day. Removed before reading. */
  greetings: RegExp;
  /** A visit, viewing or appointment is asked for. */
  intent: RegExp;
  /** The visitor wants a call back, not a visit: a bare day and time then is no booking. */
  callback: RegExp;
  partOfDay: readonly [PartOfDay, RegExp][];
  /** "first" … "fifth": the offered slot at that index. */
  ordinals: readonly RegExp[];
  last: RegExp;
}

// \b knows only ASCII letters; these bounds hold in every script.
const B = "(?<![\\p{L}\\p{M}])";
const E = "(?![\\p{L}\\p{M}])";
/** Words starting with one of the stems. */
const stems = (source: string) => new RegExp(`${B}(?:${source})`, "iu");
/** Whole words only. */
const words = (source: string) => new RegExp(`${B}(?:${source})${E}`, "iu");
/** Scripts without spaces between words (Chinese): plain substrings. */
const plain = (source: string) => new RegExp(`(?:${source})`, "u");

const pad = (n: number) => String(n).padStart(2, "0");
/** "3", "30", pm → "15:30". */
const clock = (hour: string, minute: string | undefined, pm: boolean) => {
  const h = Number(hour);
  return `${pad(pm && h < 12 ? h + 12 : !pm && h === 12 ? 0 : h)}:${minute ?? "00"}`;
};

export const LEXICON: Record<LocaleCode, Lexicon> = {
  en: {
    // Malaysia writes dates day first: 28/11 is 28 November.
    parser: chrono.en.GB,
    rewrites: [],
    greetings: words("good (?:morning|afternoon|evening|day)"),
    intent: stems(
      "visit|view|viewing|appointment|tour|come|drop (?:by|in)|stop by|pop (?:by|in)|book|schedule|arrange|meet|look around|see (?:it|the|a|your|them|this|unit|show)|show ?(?:unit|flat|room)|sales gallery",
    ),
    callback: stems("call|ring|phone|whats ?app|contact|text me|message me|reach me|e-?mail"),
    partOfDay: [
      ["morning", stems("morning")],
      ["afternoon", stems("afternoon|lunchtime|after lunch")],
      ["evening", stems("evening|tonight")],
    ],
    ordinals: [words("first|1st"), words("second|2nd"), words("third|3rd"), words("fourth|4th"), words("fifth|5th")],
    last: words("last|latest"),
  },
  my: {
    // chrono has no Malay; its Indonesian parser reads the same sentences once
    // the words that differ are given their Indonesian form.
    parser: chrono.id.casual,
    rewrites: [
      [words("esok"), "besok"],
      [words("isnin"), "Senin"],
      [words("khamis"), "Kamis"],
      [words("jumaat"), "Jumat"],
      [words("hadapan"), "depan"],
      [words("tengah hari"), "siang"],
      [words("mac"), "Maret"],
      [words("julai"), "Juli"],
      [words("ogos"), "Agustus"],
      [words("disember"), "Desember"],
    ],
    greetings: words("selamat (?:pagi|tengah hari|petang|malam)"),
    intent: stems("lawat|melawat|tengok|lihat|temu ?janji|janji ?temu|datang|singgah|tempah|buat tempahan|jumpa|galeri jualan|unit contoh"),
    callback: stems("telefon|hubungi|call|panggil|whats ?app|mesej"),
    partOfDay: [
      ["morning", words("pagi")],
      ["afternoon", words("tengah hari|petang|siang")],
      ["evening", words("malam")],
    ],
    ordinals: [words("pertama"), words("kedua"), words("ketiga"), words("keempat"), words("kelima")],
    last: words("terakhir"),
  },
  zh: {
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
  },
  hi: {
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
    ordinals: [plain("पहला|पहली|पहले"), plain("दूसरा|दूसरी|दूसरे"), plain("तीसरा|तीसरी|तीसरे"), plain("चौथा|चौथी|चौथे"), plain("पाँचवाँ|पांचवां|पाँचवीं|पांचवीं")],
    last: plain("आखिरी|आख़िरी|अंतिम"),
  },
  ru: {
    parser: chrono.ru.casual,
    // chrono reads "3 часа дня" as a duration; give it the 24-hour time.
    rewrites: [
      [/(\d{1,2})(?::(\d{2}))?\s*(?:час(?:а|ов)?\s*)?(дня|вечера)/giu, (_m, h, m) => clock(h, m, true)],
      [/(\d{1,2})(?::(\d{2}))?\s*(?:час(?:а|ов)?\s*)?утра/giu, (_m, h, m) => clock(h, m, false)],
    ],
    greetings: words("доброе утро|добрый (?:день|вечер)|доброго (?:утра|дня|вечера)"),
    intent: stems("просмотр|посмотреть|осмотр|визит|посетить|посещ|приехать|приеду|прийти|приду|подъехать|подъеду|зайти|зайду|встрет|встреч|запис|офис продаж|шоурум"),
    callback: stems("позвон|перезвон|звонок|набер|whats ?app|ватсап|связ"),
    partOfDay: [
      ["morning", stems("утр")],
      ["afternoon", words("днём|днем|дня|после обеда")],
      ["evening", stems("вечер")],
    ],
    ordinals: [
      words("перв(?:ый|ая|ое|ого|ую|ом)"),
      words("втор(?:ой|ая|ое|ого|ую|ом)"),
      words("трет(?:ий|ья|ье|ьего|ью|ьем)"),
      words("четв[её]рт(?:ый|ая|ое|ого|ую|ом)"),
      words("пят(?:ый|ая|ое|ого|ую|ом)"),
    ],
    last: stems("последн"),
  },
  es: {
    parser: chrono.es.casual,
    // "mañana" is also "morning": "el lunes por la mañana" must not become tomorrow.
    rewrites: [
      [/(\d{1,2})(?::(\d{2}))?\s*(?:horas?\s*)?(?:de|por|en) la (?:tarde|noche)/giu, (_m, h, m) => clock(h, m, true)],
      [/(\d{1,2})(?::(\d{2}))?\s*(?:horas?\s*)?(?:de|por|en) la mañana/giu, (_m, h, m) => clock(h, m, false)],
      [/(?:por|en|de) la (?:mañana|tarde|noche)/giu, " "],
    ],
    greetings: words("buen(?:os|as) (?:días|dias|tardes|noches)"),
    intent: stems("visit|cita|ver(?:lo|la|los|las)?(?![\\p{L}])|pasar|ir a|acudir|reserv|agendar|concertar|sala de ventas|piso piloto|conocer"),
    callback: stems("llam|llám|telefon|whats ?app|contact"),
    partOfDay: [
      ["morning", words("(?:por|en|de) la mañana")],
      ["afternoon", words("tarde|mediodía")],
      ["evening", words("noche")],
    ],
    ordinals: [words("primer[oa]?"), words("segund[oa]"), words("tercer[oa]?"), words("cuart[oa]"), words("quint[oa]")],
    last: words("últim[oa]|ultim[oa]"),
  },
  fr: {
    parser: chrono.fr.casual,
    rewrites: [],
    greetings: words("bonjour|bonsoir|bon après-midi|bon apres-midi"),
    intent: stems("visit|rendez-vous|rdv|passer|venir|voir|réserv|reserv|espace de vente|appartement témoin"),
    callback: stems("appel|rappel|téléphon|telephon|whats ?app|contact|joindre"),
    partOfDay: [
      ["morning", stems("matin")],
      ["afternoon", stems("après-midi|apres-midi|midi")],
      ["evening", stems("soir")],
    ],
    ordinals: [
      words("premi(?:er|ère|ere)|1er|1re|1ère"),
      words("deuxième|deuxieme|seconde?|2e|2ème"),
      words("troisième|troisieme|3e|3ème"),
      words("quatrième|quatrieme|4e|4ème"),
      words("cinquième|cinquieme|5e|5ème"),
    ],
    last: words("derni(?:er|ère|ere)"),
  },
  de: {
    parser: chrono.de.casual,
    rewrites: [],
    greetings: words("guten (?:morgen|tag|abend)"),
    intent: stems("besichtig|besuch|termin|vorbei|anschauen|anzuschauen|ansehen|anzusehen|kommen|verkaufsbüro|musterwohnung|buchen|vereinbaren"),
    callback: stems("anruf|anrufen|ruf|zurückruf|rückruf|telefon|whats ?app|kontakt|melden Sie"),
    partOfDay: [
      ["morning", stems("vormittag|morgens|früh")],
      ["afternoon", stems("nachmittag|mittag")],
      ["evening", stems("abend")],
    ],
    ordinals: [words("erste[nmrs]?"), words("zweite[nmrs]?"), words("dritte[nmrs]?"), words("vierte[nmrs]?"), words("fünfte[nmrs]?")],
    last: words("letzte[nmrs]?"),
  },
  ar: {
    parser: chrono.ar.casual,
    rewrites: [],
    greetings: plain("صباح الخير|مساء الخير|صباح النور|مساء النور"),
    intent: plain("زيارة|أزور|ازور|نزور|معاينة|موعد|حجز|أحجز|احجز|آتي|اتي|أحضر|احضر|مشاهدة|أشاهد|اشاهد|أرى|مركز المبيعات|صالة المبيعات|المعرض"),
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
  },
};

const CHOICE_WORDS = "option|number|no\\.?|nr\\.?|choice|#|nombor|pilihan|номер|вариант|número|numero|opción|opcion|numéro|nummer|رقم|الخيار|विकल्प|नंबर|选项|第";
const POLITE_WORDS = "please|pls|thanks|thank you|tolong|terima kasih|bitte|danke|s'il vous plaît|svp|merci|por favor|gracias|пожалуйста|спасибо|कृपया|धन्यवाद|من فضلك|لو سمحت|شكرا|吧|谢谢";

/** "2", "option 2 please", "#2", "选项2", "رقم 2": a bare number naming an offered slot (never "2pm"). */
export const CHOICE_NUMBER = new RegExp(
  `^\\s*(?:(?:${CHOICE_WORDS})\\s*)?(\\d)\\s*(?:个|個)?[\\s.,)!。！]*(?:(?:${POLITE_WORDS})[\\s.!。！]*)?$`,
  "iu",
);
