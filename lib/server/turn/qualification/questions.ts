import "server-only";
/**
 * One question per missing slot, asked one at a time once the visitor shows
 * interest, each phrased as help ("to suggest the right unit…") and offering
 * the answers we can read back.
 *
 * The order, and why:
 * 1. purpose — the easiest to answer, and it decides which unit to suggest
 *    (investors hear about yield, families about space);
 * 2. unit — the visitor is already looking at the units;
 * 3. timeline — how soon, before anything about money;
 * 4. budget — money, once we know what and when;
 * 5. financing — follows from the budget;
 * 6. nationality — the most personal, asked last, when the foreign-buyer rules
 *    it triggers (state minimum price, stamp duty) are worth explaining.
 */
import { site } from "@/lib/shared/config/site";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { fold } from "./text";
import { type Qualification, type Slot, SLOTS } from "@/lib/server/lead-profile/qualification";

/** Words a question offers as answers, and the slot value each stands for. */
export type Offer = readonly [words: string, value: Qualification];

interface Question {
  text: string;
  offers: readonly Offer[];
}

const own: Qualification = { purpose: "own-stay" };
const holiday: Qualification = { purpose: "holiday-home" };
const investment: Qualification = { purpose: "investment" };
const now: Qualification = { timeline: { withinMonths: 0 } };
const months3: Qualification = { timeline: { withinMonths: 3 } };
const months12: Qualification = { timeline: { withinMonths: 12 } };
const cash: Qualification = { financing: "cash" };
const loan: Qualification = { financing: "loan" };
const approved: Qualification = { financing: "loan-approved" };
const malaysian: Qualification = { nationality: { country: "MY" } };
const singaporean: Qualification = { nationality: { country: "SG" } };
const mm2h: Qualification = { nationality: { mm2h: true } };
const units: readonly Offer[] = site.units.map((u) => [u.name, { unit: u.type }] as const);

/** "Ardentz, Blitz or Cares", as each language asks a choice; names come from the content module. */
const OR: Record<LocaleCode, { between: string; last: string }> = {
  en: { between: ", ", last: " or " },
  my: { between: ", ", last: " atau " },
  zh: { between: "、", last: " 还是 " },
  hi: { between: ", ", last: " या " },
  ru: { between: ", ", last: " или " },
  es: { between: ", ", last: " o " },
  fr: { between: ", ", last: " ou " },
  de: { between: ", ", last: " oder " },
  ar: { between: " أو ", last: " أو " },
};
function unitChoice(language: LocaleCode): string {
  const names = site.units.map((u) => u.name);
  const { between, last } = OR[language];
  return names.length > 1 ? `${names.slice(0, -1).join(between)}${last}${names[names.length - 1]}` : names.join("");
}

const QUESTIONS: Record<LocaleCode, Record<Slot, Question>> = {
  en: {
    purpose: {
      text: "To suggest the right unit, is it for your own stay, a holiday home or an investment?",
      offers: [["your own stay", own], ["a holiday home", holiday], ["an investment", investment]],
    },
    unit: { text: `Which of our Kuantan residences catches your eye: ${unitChoice("en")}?`, offers: units },
    timeline: {
      text: "So we can plan around you, when are you hoping to buy: right away, within a few months, or next year?",
      offers: [["right away", now], ["within a few months", months3], ["next year", months12]],
    },
    budget: { text: "So I can suggest what suits you best, may I ask roughly what budget you have in mind?", offers: [] },
    financing: {
      text: "To help you plan the purchase, will you be paying in cash or with a loan, or is your loan already approved?",
      offers: [["in cash", cash], ["with a loan", loan], ["your loan already approved", approved]],
    },
    nationality: {
      text: "So I can explain the rules that apply to you, may I ask your nationality or residency: Malaysian, Singaporean, or an MM2H visa holder?",
      offers: [["Malaysian", malaysian], ["Singaporean", singaporean], ["an MM2H visa holder", mm2h]],
    },
  },
  my: {
    purpose: {
      text: "Untuk mencadangkan unit yang paling sesuai, adakah ia untuk didiami sendiri, rumah percutian atau pelaburan?",
      offers: [["didiami sendiri", own], ["rumah percutian", holiday], ["pelaburan", investment]],
    },
    unit: { text: `Kediaman kami di Kuantan yang manakah menarik perhatian anda: ${unitChoice("my")}?`, offers: units },
    timeline: {
      text: "Supaya kami dapat merancang bersama anda, bilakah anda bercadang untuk membeli: segera, dalam beberapa bulan atau tahun depan?",
      offers: [["segera", now], ["dalam beberapa bulan", months3], ["tahun depan", months12]],
    },
    budget: { text: "Supaya saya dapat mencadangkan pilihan terbaik, boleh saya tahu anggaran bajet anda?", offers: [] },
    financing: {
      text: "Untuk membantu anda merancang pembelian, adakah anda akan membayar secara tunai atau dengan pinjaman, atau pinjaman anda sudah diluluskan?",
      offers: [["secara tunai", cash], ["dengan pinjaman", loan], ["pinjaman anda sudah diluluskan", approved]],
    },
    nationality: {
      text: "Supaya saya dapat menerangkan peraturan yang berkaitan, boleh saya tahu kewarganegaraan anda: Malaysia, Singapura atau pemegang visa MM2H?",
      offers: [["Malaysia", malaysian], ["Singapura", singaporean], ["pemegang visa MM2H", mm2h]],
    },
  },
  zh: {
    purpose: {
      text: "为了给您推荐最合适的单位，请问是自住、度假屋还是投资？",
      offers: [["自住", own], ["度假屋", holiday], ["投资", investment]],
    },
    unit: { text: `我们在关丹的哪一款户型最吸引您：${unitChoice("zh")}？`, offers: units },
    timeline: {
      text: "为了给您做好安排，请问您打算什么时候购买：马上、几个月内，还是明年？",
      offers: [["马上", now], ["几个月内", months3], ["明年", months12]],
    },
    budget: { text: "为了给您推荐最合适的选择，方便透露一下您的大概预算吗？", offers: [] },
    financing: {
      text: "为了方便您规划付款，请问您打算全款还是贷款购买，或者贷款已经获批？",
      offers: [["全款", cash], ["贷款", loan], ["贷款已经获批", approved]],
    },
    nationality: {
      text: "为了向您说明适用的购房规定，请问您的国籍是：马来西亚、新加坡，还是持有 MM2H 签证？",
      offers: [["马来西亚", malaysian], ["新加坡", singaporean], ["持有 MM2H 签证", mm2h]],
    },
  },
  hi: {
    purpose: {
      text: "आपके लिए सही यूनिट सुझाने के लिए, क्या यह आपके अपने रहने के लिए है, हॉलिडे होम के लिए या निवेश के लिए?",
      offers: [["अपने रहने के लिए", own], ["हॉलिडे होम", holiday], ["निवेश के लिए", investment]],
    },
    unit: { text: `कुआंतान में हमारी कौन-सी रेज़िडेंस आपको सबसे ज़्यादा पसंद आई: ${unitChoice("hi")}?`, offers: units },
    timeline: {
      text: "आपकी योजना के अनुसार तैयारी के लिए, आप कब ख़रीदना चाहेंगे: तुरंत, कुछ महीनों में, या अगले साल?",
      offers: [["तुरंत", now], ["कुछ महीनों में", months3], ["अगले साल", months12]],
    },
    budget: { text: "आपके लिए सबसे अच्छे विकल्प सुझाने के लिए, क्या आप अपना अनुमानित बजट बता सकते हैं?", offers: [] },
    financing: {
      text: "ख़रीद की योजना में मदद के लिए, क्या आप नकद भुगतान करेंगे या लोन से, या आपका लोन पहले से स्वीकृत है?",
      offers: [["नकद", cash], ["लोन से", loan], ["आपका लोन पहले से स्वीकृत है", approved]],
    },
    nationality: {
      text: "आप पर लागू नियम समझाने के लिए, क्या आप अपनी नागरिकता बता सकते हैं: मलेशिया, सिंगापुर या MM2H वीज़ा धारक?",
      offers: [["मलेशिया", malaysian], ["सिंगापुर", singaporean], ["MM2H वीज़ा धारक", mm2h]],
    },
  },
  ru: {
    purpose: {
      text: "Чтобы подобрать подходящий вариант, подскажите: вы покупаете для собственного проживания, для отдыха или как инвестицию?",
      offers: [["для собственного проживания", own], ["для отдыха", holiday], ["как инвестицию", investment]],
    },
    unit: { text: `Какая из наших резиденций в Куантане вам больше всего приглянулась: ${unitChoice("ru")}?`, offers: units },
    timeline: {
      text: "Чтобы всё подготовить к нужному сроку, когда вы планируете покупку: сразу, в ближайшие несколько месяцев или в следующем году?",
      offers: [["сразу", now], ["в ближайшие несколько месяцев", months3], ["в следующем году", months12]],
    },
    budget: { text: "Чтобы предложить лучшие варианты, подскажите, на какой бюджет вы ориентируетесь?", offers: [] },
    financing: {
      text: "Чтобы помочь спланировать покупку: вы будете платить наличными или в кредит, или кредит уже одобрен?",
      offers: [["наличными", cash], ["в кредит", loan], ["кредит уже одобрен", approved]],
    },
    nationality: {
      text: "Чтобы рассказать, какие правила к вам применяются, подскажите ваше гражданство: Малайзия, Сингапур или виза MM2H?",
      offers: [["Малайзия", malaysian], ["Сингапур", singaporean], ["виза MM2H", mm2h]],
    },
  },
  es: {
    purpose: {
      text: "Para recomendarle la unidad adecuada, ¿la busca para vivir, como casa de vacaciones o como inversión?",
      offers: [["para vivir", own], ["casa de vacaciones", holiday], ["como inversión", investment]],
    },
    unit: { text: `¿Cuál de nuestras residencias en Kuantan le ha llamado más la atención: ${unitChoice("es")}?`, offers: units },
    timeline: {
      text: "Para organizarlo todo a su ritmo, ¿cuándo le gustaría comprar: de inmediato, en unos meses o el próximo año?",
      offers: [["de inmediato", now], ["en unos meses", months3], ["el próximo año", months12]],
    },
    budget: { text: "Para ofrecerle las mejores opciones, ¿podría indicarme su presupuesto aproximado?", offers: [] },
    financing: {
      text: "Para ayudarle a planificar la compra, ¿pagará al contado o con un préstamo, o ya tiene el préstamo aprobado?",
      offers: [["al contado", cash], ["con un préstamo", loan], ["ya tiene el préstamo aprobado", approved]],
    },
    nationality: {
      text: "Para explicarle las normas que le corresponden, ¿podría indicarme su nacionalidad: malasia, singapurense o titular de la visa MM2H?",
      offers: [["malasia", malaysian], ["singapurense", singaporean], ["titular de la visa MM2H", mm2h]],
    },
  },
  fr: {
    purpose: {
      text: "Pour vous conseiller au mieux, s'agit-il d'une résidence principale, d'une résidence secondaire ou d'un investissement ?",
      offers: [["résidence principale", own], ["résidence secondaire", holiday], ["investissement", investment]],
    },
    unit: { text: `Laquelle de nos résidences à Kuantan a retenu votre attention : ${unitChoice("fr")} ?`, offers: units },
    timeline: {
      text: "Pour tout préparer à votre rythme, quand envisagez-vous d'acheter : tout de suite, d'ici quelques mois ou l'année prochaine ?",
      offers: [["tout de suite", now], ["d'ici quelques mois", months3], ["l'année prochaine", months12]],
    },
    budget: { text: "Pour vous proposer les meilleures options, quel budget envisagez-vous, approximativement ?", offers: [] },
    financing: {
      text: "Pour vous aider à planifier l'achat, paierez-vous comptant ou avec un prêt, ou votre prêt est-il déjà accordé ?",
      offers: [["comptant", cash], ["avec un prêt", loan], ["votre prêt est-il déjà accordé", approved]],
    },
    nationality: {
      text: "Pour vous indiquer les règles qui s'appliquent à vous, puis-je vous demander votre nationalité : malaisienne, singapourienne ou titulaire du visa MM2H ?",
      offers: [["malaisienne", malaysian], ["singapourienne", singaporean], ["titulaire du visa MM2H", mm2h]],
    },
  },
  de: {
    purpose: {
      text: "Damit ich Ihnen die passende Einheit empfehlen kann: Suchen Sie zur Eigennutzung, als Ferienwohnung oder als Kapitalanlage?",
      offers: [["zur Eigennutzung", own], ["als Ferienwohnung", holiday], ["als Kapitalanlage", investment]],
    },
    unit: { text: `Welche unserer Residenzen in Kuantan hat Ihr Interesse geweckt: ${unitChoice("de")}?`, offers: units },
    timeline: {
      text: "Damit wir alles rechtzeitig vorbereiten können: Wann möchten Sie kaufen – sofort, in den nächsten Monaten oder nächstes Jahr?",
      offers: [["sofort", now], ["in den nächsten Monaten", months3], ["nächstes Jahr", months12]],
    },
    budget: { text: "Damit ich Ihnen passende Optionen zeigen kann: Welches Budget schwebt Ihnen ungefähr vor?", offers: [] },
    financing: {
      text: "Damit wir den Kauf gut planen können: Zahlen Sie bar oder mit einem Kredit, oder ist Ihr Kredit bereits genehmigt?",
      offers: [["bar", cash], ["mit einem Kredit", loan], ["Ihr Kredit bereits genehmigt", approved]],
    },
    nationality: {
      text: "Damit ich Ihnen die geltenden Regeln erklären kann: Darf ich nach Ihrer Staatsangehörigkeit fragen – malaysisch, singapurisch oder MM2H-Visum?",
      offers: [["malaysisch", malaysian], ["singapurisch", singaporean], ["MM2H-Visum", mm2h]],
    },
  },
  ar: {
    purpose: {
      text: "لنقترح عليك الوحدة المناسبة، هل هي للسكن الشخصي أم بيت لقضاء العطلات أم للاستثمار؟",
      offers: [["للسكن الشخصي", own], ["بيت لقضاء العطلات", holiday], ["للاستثمار", investment]],
    },
    unit: { text: `أيٌّ من مساكننا في كوانتان لفت انتباهك: ${unitChoice("ar")}؟`, offers: units },
    timeline: {
      text: "حتى نرتب كل شيء في الوقت المناسب لك، متى تخطط للشراء: فورًا، خلال بضعة أشهر، أم العام القادم؟",
      offers: [["فورًا", now], ["خلال بضعة أشهر", months3], ["العام القادم", months12]],
    },
    budget: { text: "لنقترح عليك أفضل الخيارات، هل يمكنك إخبارنا بميزانيتك التقريبية؟", offers: [] },
    financing: {
      text: "لمساعدتك في التخطيط للشراء، هل ستدفع نقدًا أم عبر قرض، أم أن قرضك معتمد بالفعل؟",
      offers: [["نقدًا", cash], ["عبر قرض", loan], ["قرضك معتمد بالفعل", approved]],
    },
    nationality: {
      text: "لنوضح لك القواعد التي تنطبق عليك، هل لي أن أسأل عن جنسيتك: ماليزي، سنغافوري، أم حامل تأشيرة MM2H؟",
      offers: [["ماليزي", malaysian], ["سنغافوري", singaporean], ["حامل تأشيرة MM2H", mm2h]],
    },
  },
};

/** The first slot the visitor has not filled, in the asking order of SLOTS; undefined when all are. */
export function nextQuestion(q: Qualification): Slot | undefined {
  return SLOTS.find((slot) => q[slot] === undefined);
}

export function slotQuestion(slot: Slot, language: LocaleCode): string {
  return QUESTIONS[language][slot].text;
}

/** The answers a slot's question offers, for quick replies and for reading the answer back. */
export function slotOffers(slot: Slot, language: LocaleCode): readonly Offer[] {
  return QUESTIONS[language][slot].offers;
}

const FOLDED = LOCALE_CODES.flatMap((language) => SLOTS.map((slot) => ({ slot, text: fold(QUESTIONS[language][slot].text) })));

/** The slot one of our questions in a consultant's message asks about, in any language. */
export function slotAskedIn(message: string): Slot | undefined {
  const folded = fold(message);
  return FOLDED.find((q) => folded.includes(q.text))?.slot;
}
