import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { extractQualification, qualificationFromTurns } from "./extract";
import { slotQuestion } from "./questions";
import { type Budget, type Qualification, qualificationSchema, type Slot } from "@/lib/server/lead-profile/qualification";

const ringgit = (amount: number, bound: Budget["bound"] = "about", extra: Partial<Budget> = {}): Qualification => ({
  budget: { amount, currency: "MYR", bound, ...extra },
});

type Row = [language: LocaleCode, message: string, expected: Qualification];

/** Answers given unprompted, in the visitor's own words. */
const statements: Row[] = [
  ["en", "My budget is around RM1.2 million", ringgit(1_200_000)],
  ["en", "We're looking to buy within 3 months, cash buyer", { timeline: { withinMonths: 3 }, financing: "cash" }],
  ["en", "It's for my own stay, I'm Singaporean", { purpose: "own-stay", nationality: { country: "SG" } }],
  ["en", "Looking for a holiday home under 800k", { purpose: "holiday-home", ...ringgit(800_000, "max") }],
  ["en", "I'd like the Blitz as an investment to rent out", { unit: "typeB", purpose: "investment" }],
  ["en", "My loan is already approved and we want to buy next year", { financing: "loan-approved", timeline: { withinMonths: 12 } }],
  ["en", "I am a Malaysian citizen, budget RM 900,000", { nationality: { country: "MY" }, ...ringgit(900_000) }],
  ["en", "I'm British and hold an MM2H visa", { nationality: { country: "GB", mm2h: true } }],
  ["en", "I need a loan, I can pay up to RM3,000 a month", { financing: "loan", ...ringgit(3_000, "max", { monthly: true }) }],
  ["en", "corner unit, 3 bedrooms", { unit: "typeA" }],
  ["en", "Looking for a corner unit, 2 bedrooms", { unit: "typeC" }],
  ["en", "Still waiting for my loan to be approved", { financing: "loan" }],
  ["en", "Somewhere between 800k and 1.2m", ringgit(1_200_000, "max")],
  ["en", "Not for investment, it's for my family to live in", { purpose: "own-stay" }],
  [
    "en",
    "I'm from Russia, budget about USD 300k",
    { nationality: { country: "RU" }, budget: { amount: 300_000, currency: "USD", bound: "about" } },
  ],
  ["ms", "Bajet saya dalam lingkungan RM800 ribu", ringgit(800_000)],
  ["ms", "Saya nak beli untuk pelaburan, bayar tunai", { purpose: "investment", financing: "cash" }],
  ["ms", "Untuk didiami sendiri, dalam 6 bulan", { purpose: "own-stay", timeline: { withinMonths: 6 } }],
  ["ms", "Saya warganegara Singapura", { nationality: { country: "SG" } }],
  ["ms", "Pinjaman saya sudah diluluskan", { financing: "loan-approved" }],
  ["ms", "Saya suka Cares", { unit: "typeC" }],
  ["ms", "Rumah percutian, tahun depan", { purpose: "holiday-home", timeline: { withinMonths: 12 } }],
  ["ms", "1.2 juta", ringgit(1_200_000)],
  ["zh", "预算120万令吉左右", ringgit(1_200_000)],
  ["zh", "我是新加坡人，打算三个月内全款购买", { nationality: { country: "SG" }, timeline: { withinMonths: 3 }, financing: "cash" }],
  ["zh", "买来自住", { purpose: "own-stay" }],
  [
    "zh",
    "我们打算投资，预算大约120万令吉，三个月内购买。",
    { purpose: "investment", budget: { amount: 1_200_000, currency: "MYR", bound: "about" }, timeline: { withinMonths: 3 } },
  ],
  ["zh", "主要是收租，租出去", { purpose: "investment" }],
  ["zh", "贷款已经批了", { financing: "loan-approved" }],
  ["zh", "我喜欢A户型", { unit: "typeA" }],
  ["zh", "明年买度假屋", { timeline: { withinMonths: 12 }, purpose: "holiday-home" }],
  ["zh", "預算80萬以內", ringgit(800_000, "max")],
  ["hi", "मेरा बजट लगभग 12 लाख रिंगित है", ringgit(1_200_000)],
  ["hi", "मैं भारत से हूँ", { nationality: { country: "IN" } }],
  ["hi", "यह निवेश के लिए है, किराए पर देने के लिए", { purpose: "investment" }],
  ["hi", "हम तीन महीने में खरीदना चाहते हैं", { timeline: { withinMonths: 3 } }],
  ["hi", "मैं नकद भुगतान करूँगा", { financing: "cash" }],
  ["hi", "मुझे Blitz पसंद है", { unit: "typeB" }],
  ["hi", "मेरा लोन स्वीकृत हो गया है", { financing: "loan-approved" }],
  ["hi", "अपने रहने के लिए, अगले साल", { purpose: "own-stay", timeline: { withinMonths: 12 } }],
  ["ru", "Я из России, бюджет около 1,2 млн ринггитов", { nationality: { country: "RU" }, ...ringgit(1_200_000) }],
  ["ru", "Покупаю для себя, в течение 3 месяцев", { purpose: "own-stay", timeline: { withinMonths: 3 } }],
  ["ru", "Как инвестицию, буду сдавать в аренду", { purpose: "investment" }],
  ["ru", "Ипотека уже одобрена", { financing: "loan-approved" }],
  ["ru", "Оплата наличными", { financing: "cash" }],
  ["ru", "Мне нравится Ardentz", { unit: "typeA" }],
  ["ru", "Планирую в следующем году", { timeline: { withinMonths: 12 } }],
  ["ru", "Я сингапурец", { nationality: { country: "SG" } }],
  ["ru", "Хочу угловую квартиру с тремя спальнями", { unit: "typeA" }],
  ["es", "Mi presupuesto es de unos 250 mil euros", { budget: { amount: 250_000, currency: "EUR", bound: "about" } }],
  ["es", "Soy de España y pagaré al contado", { nationality: { country: "ES" }, financing: "cash" }],
  ["es", "Es para vivir, en los próximos 6 meses", { purpose: "own-stay", timeline: { withinMonths: 6 } }],
  ["es", "Como inversión, para alquilarlo", { purpose: "investment" }],
  ["es", "Necesito una hipoteca", { financing: "loan" }],
  ["es", "Me gusta Cares", { unit: "typeC" }],
  ["es", "Casa de vacaciones, el próximo año", { purpose: "holiday-home", timeline: { withinMonths: 12 } }],
  ["es", "Ya tengo la hipoteca aprobada", { financing: "loan-approved" }],
  ["es", "Sí, quiero pagar al contado", { financing: "cash" }],
  ["fr", "Mon budget est d'environ 1,2 million de ringgits", ringgit(1_200_000)],
  ["fr", "Je suis français, je paierai comptant", { nationality: { country: "FR" }, financing: "cash" }],
  ["fr", "C'est pour une résidence secondaire", { purpose: "holiday-home" }],
  ["fr", "Un investissement, d'ici 6 mois", { purpose: "investment", timeline: { withinMonths: 6 } }],
  ["fr", "Mon prêt est déjà accordé", { financing: "loan-approved" }],
  ["fr", "Je préfère Blitz", { unit: "typeB" }],
  ["fr", "Je viens de Singapour", { nationality: { country: "SG" } }],
  ["fr", "Je suis prêt à acheter l'année prochaine", { timeline: { withinMonths: 12 } }],
  ["de", "Mein Budget liegt bei etwa 300.000 Euro", { budget: { amount: 300_000, currency: "EUR", bound: "about" } }],
  ["de", "Ich bin Deutscher und zahle in bar", { nationality: { country: "DE" }, financing: "cash" }],
  ["de", "Als Kapitalanlage zur Vermietung", { purpose: "investment" }],
  ["de", "Zur Eigennutzung, innerhalb von 6 Monaten", { purpose: "own-stay", timeline: { withinMonths: 6 } }],
  ["de", "Meine Finanzierung ist bereits genehmigt", { financing: "loan-approved" }],
  ["de", "Mir gefällt die Ardentz", { unit: "typeA" }],
  ["de", "Ich komme aus der Schweiz", { nationality: { country: "CH" } }],
  ["de", "Eine Ferienwohnung, nächstes Jahr", { purpose: "holiday-home", timeline: { withinMonths: 12 } }],
  ["ar", "ميزانيتي حوالي مليون رينغيت", ringgit(1_000_000)],
  ["ar", "أنا سعودي وسأدفع نقدًا", { nationality: { country: "SA" }, financing: "cash" }],
  ["ar", "للاستثمار والتأجير", { purpose: "investment" }],
  ["ar", "للسكن الشخصي خلال ثلاثة أشهر", { purpose: "own-stay", timeline: { withinMonths: 3 } }],
  ["ar", "القرض معتمد بالفعل", { financing: "loan-approved" }],
  ["ar", "يعجبني Blitz", { unit: "typeB" }],
  ["ar", "أنا من الإمارات", { nationality: { country: "AE" } }],
  ["ar", "بيت لقضاء العطلات، العام القادم", { purpose: "holiday-home", timeline: { withinMonths: 12 } }],
  // Visitors mix languages: the page's language does not limit what is read.
  ["zh", "I'm Singaporean, budget RM1m", { nationality: { country: "SG" }, ...ringgit(1_000_000) }],
  ["en", "我是马来西亚人", { nationality: { country: "MY" } }],
  ["ar", "Soy de México", { nationality: { country: "MX" } }],
];

/** Questions and asides that must give nothing: asking about a thing is not stating it. */
const nothing: [LocaleCode, string][] = [
  ["en", "What is the rental yield?"],
  ["en", "How much is Type A?"],
  ["en", "Is it a good investment?"],
  ["en", "Can foreigners buy here?"],
  ["en", "Do you offer financing or a loan?"],
  ["en", "The Ardentz is 1,299 sq ft with 3 car parks"],
  ["en", "Call me on +60 12-345 6789"],
  ["en", "If I pay cash, is there a discount?"],
  ["en", "Tell me about the holiday home rental programme"],
  ["en", "The yield is 7.2% and the rent RM5,400"],
  ["en", "Is the Blitz suitable for my own stay"],
  ["en", "I'm not in a hurry"],
  ["en", "The Ardentz has 3 bedrooms"],
  ["en", "My friend bought one for 900k"],
  ["en", "I'll visit in 2 weeks"],
  ["en", "I'm Chinese"],
  ["en", "I'm not Malaysian"],
  ["en", "I'm applying for MM2H"],
  ["ms", "Berapa harga Ardentz?"],
  ["ms", "Adakah warga asing boleh beli?"],
  ["ms", "Boleh buat pinjaman bank?"],
  ["ms", "Saya nak tengok unit hujung minggu ini"],
  ["zh", "A户型多少钱？"],
  ["zh", "外国人可以买吗？"],
  ["zh", "有贷款吗？"],
  ["hi", "टाइप A की कीमत क्या है?"],
  ["hi", "क्या विदेशी खरीद सकते हैं?"],
  ["hi", "किराये से आय कितनी है?"],
  ["ru", "Сколько стоит тип A?"],
  ["ru", "Какая доходность?"],
  ["ru", "Можно ли иностранцам купить?"],
  ["es", "¿Cuánto cuesta el tipo A?"],
  ["es", "¿Cuál es la rentabilidad?"],
  ["es", "¿Pueden comprar los extranjeros?"],
  ["es", "Si pago al contado, ¿hay descuento?"],
  ["fr", "Quel est le rendement locatif ?"],
  ["fr", "Combien coûte le type A ?"],
  ["fr", "Est-ce que les étrangers peuvent acheter ?"],
  ["fr", "Si je paie comptant, y a-t-il une remise ?"],
  ["de", "Wie hoch ist die Rendite?"],
  ["de", "Was kostet Typ A?"],
  ["de", "Können Ausländer kaufen?"],
  ["ar", "ما هو العائد على الاستثمار؟"],
  ["ar", "كم سعر النوع A؟"],
  ["ar", "هل يمكن للأجانب الشراء؟"],
];

/** Bare replies to the question for one slot. */
const answers: [LocaleCode, Slot, string, Qualification][] = [
  ["en", "financing", "cash", { financing: "cash" }],
  ["en", "timeline", "3 months", { timeline: { withinMonths: 3 } }],
  ["en", "nationality", "Singapore", { nationality: { country: "SG" } }],
  ["en", "purpose", "investment", { purpose: "investment" }],
  ["en", "unit", "the second one", { unit: "typeB" }],
  ["en", "budget", "about 1 million", ringgit(1_000_000)],
  ["en", "nationality", "local", { nationality: { country: "MY" } }],
  ["ms", "financing", "loan", { financing: "loan" }],
  ["zh", "timeline", "半年", { timeline: { withinMonths: 6 } }],
  ["zh", "unit", "第三个", { unit: "typeC" }],
  ["hi", "budget", "50 लाख", ringgit(5_000_000)],
  ["ru", "nationality", "Казахстан", { nationality: { country: "KZ" } }],
  ["es", "budget", "900.000", ringgit(900_000)],
  ["fr", "purpose", "location", { purpose: "investment" }],
  ["de", "financing", "bar", { financing: "cash" }],
  ["ar", "timeline", "شهرين", { timeline: { withinMonths: 2 } }],
];

describe("extractQualification", () => {
  it.each(statements)("[%s] %s", (language, message, expected) => {
    expect(extractQualification(message, language)).toEqual(expected);
  });

  it.each(nothing)("[%s] %s gives nothing", (language, message) => {
    expect(extractQualification(message, language)).toEqual({});
  });

  it.each(answers)("[%s] answering %s: %s", (language, asked, message, expected) => {
    expect(extractQualification(message, language, { asked })).toEqual(expected);
  });

  it("reads a bare reply only as the answer to its own question", () => {
    expect(extractQualification("cash", "en", { asked: "financing" })).toEqual({ financing: "cash" });
    expect(extractQualification("3 months", "en")).toEqual({});
    expect(extractQualification("the second one", "en", { asked: "purpose" })).toEqual({ purpose: "holiday-home" });
  });

  it("keeps every row's result valid against the schema", () => {
    for (const [language, message] of statements) {
      expect(qualificationSchema.safeParse(extractQualification(message, language)).success).toBe(true);
    }
  });

  it("covers every language with at least five statements", () => {
    const perLanguage = new Map<LocaleCode, number>();
    for (const [language] of statements) perLanguage.set(language, (perLanguage.get(language) ?? 0) + 1);
    expect(statements.length + nothing.length).toBeGreaterThanOrEqual(60);
    for (const count of perLanguage.values()) expect(count).toBeGreaterThanOrEqual(5);
    expect(perLanguage.size).toBe(9);
  });
});

describe("qualificationFromTurns", () => {
  it("merges the visitor's messages oldest first and reads replies to our questions", () => {
    const q = qualificationFromTurns(
      [
        { role: "user", content: "Hi, I'm looking at the Blitz as an investment" },
        { role: "assistant", content: `Blitz is a lovely choice. ${slotQuestion("timeline", "en")}` },
        { role: "user", content: "3 months" },
        { role: "user", content: "Actually, next year. I'm Singaporean." },
        { role: "assistant", content: slotQuestion("financing", "en") },
        { role: "user", content: "cash" },
      ],
      "en",
    );
    expect(q).toEqual({
      unit: "typeB",
      purpose: "investment",
      timeline: { withinMonths: 12 },
      nationality: { country: "SG" },
      financing: "cash",
    });
  });

  it("never reads the consultant's own words as the visitor's", () => {
    expect(qualificationFromTurns([{ role: "assistant", content: "Many buyers pay cash within 3 months." }], "en")).toEqual({});
  });
});
