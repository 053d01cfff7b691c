import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
// eslint-disable-next-line no-restricted-imports -- a test, not browser code: it checks the splitter against the speech route's own-words rule
import { isOwnWords } from "@/lib/server/speech/own-words";
import { createSentenceSplitter, MIN_SENTENCE_WEIGHT, sentenceWeight, splitSentences } from "./sentences";

// A reply per language, as a model writes it (markdown, prices, a phone, an e-mail),
// with the sentences it must give. Short openers ("Hello!") go with the next sentence.
const REPLIES: Record<LocaleCode, { reply: string; sentences: string[] }> = {
  en: {
    reply:
      "Hello! I'm the consultant for **Aurelia Residences Kuantan**. Ardentz (Type A) is a corner unit of 1,299 sq. ft. with 3 bedrooms and 3 bathrooms. " +
      "The monthly installment is **RM4,841**, e.g. over 35 years, and the expected yield is 7.2%. Prices start from about RM1.2 million.\n\n" +
      "For a viewing, call Mr. Lee at +60 13-288 4650 or write to sales@aurelia.my. Would you like me to book one?",
    sentences: [
      "Hello! I'm the consultant for **Aurelia Residences Kuantan**.",
      "Ardentz (Type A) is a corner unit of 1,299 sq. ft. with 3 bedrooms and 3 bathrooms.",
      "The monthly installment is **RM4,841**, e.g. over 35 years, and the expected yield is 7.2%.",
      "Prices start from about RM1.2 million.",
      "For a viewing, call Mr. Lee at +60 13-288 4650 or write to sales@aurelia.my.",
      "Would you like me to book one?",
    ],
  },
  ms: {
    reply:
      "Selamat datang! Saya perunding **Aurelia Residences Kuantan**. Ardentz ialah unit sudut seluas 1,299 kps. dengan 3 bilik tidur. " +
      "Ansuran bulanan ialah **RM4,841** dan hasil sewa dijangka 7.2%. Sila hubungi En. Lee di +60 13-288 4650 atau e-mel sales@aurelia.my untuk lawatan. Terima kasih!",
    sentences: [
      "Selamat datang! Saya perunding **Aurelia Residences Kuantan**.",
      "Ardentz ialah unit sudut seluas 1,299 kps. dengan 3 bilik tidur.",
      "Ansuran bulanan ialah **RM4,841** dan hasil sewa dijangka 7.2%.",
      "Sila hubungi En. Lee di +60 13-288 4650 atau e-mel sales@aurelia.my untuk lawatan.",
      "Terima kasih!",
    ],
  },
  zh: {
    reply:
      "您好！我是**奥蕾莉亚公寓**的顾问。Ardentz（A型）是转角单位，面积1,299 sq. ft. 有3间卧室。每月分期付款为**RM4,841**，预期回报率7.2%。\n" +
      "欢迎致电+60 13-288 4650，或发邮件至sales@aurelia.my预约参观！需要我为您安排吗？",
    sentences: [
      "您好！我是**奥蕾莉亚公寓**的顾问。",
      "Ardentz（A型）是转角单位，面积1,299 sq. ft. 有3间卧室。",
      "每月分期付款为**RM4,841**，预期回报率7.2%。",
      "欢迎致电+60 13-288 4650，或发邮件至sales@aurelia.my预约参观！",
      "需要我为您安排吗？",
    ],
  },
  hi: {
    reply:
      "नमस्ते! मैं **ऑरेलिया रेज़िडेंसेज़ कुआंतान** का सलाहकार हूँ। Ardentz एक कोने की यूनिट है, जिसका क्षेत्रफल 1,299 sq. ft. है। " +
      "मासिक किस्त **RM4,841** है और अनुमानित किराया प्रतिफल 7.2% है। डॉ. ली से +60 13-288 4650 पर संपर्क करें या sales@aurelia.my पर लिखें। क्या मैं आपके लिए विज़िट बुक करूँ?",
    sentences: [
      "नमस्ते! मैं **ऑरेलिया रेज़िडेंसेज़ कुआंतान** का सलाहकार हूँ।",
      "Ardentz एक कोने की यूनिट है, जिसका क्षेत्रफल 1,299 sq. ft. है।",
      "मासिक किस्त **RM4,841** है और अनुमानित किराया प्रतिफल 7.2% है।",
      "डॉ. ली से +60 13-288 4650 पर संपर्क करें या sales@aurelia.my पर लिखें।",
      "क्या मैं आपके लिए विज़िट बुक करूँ?",
    ],
  },
  ru: {
    reply:
      "Здравствуйте! Я консультант **Aurelia Residences Kuantan**. Ardentz — угловая квартира площадью 1299 кв. футов с тремя спальнями. " +
      "Ежемесячный платёж — **RM4,841**, т. е. около RM58 тыс. в год. Доходность составляет 7,2 %. " +
      "Галерея продаж находится на ул. Телук Сисек, звоните по тел. +60 13-288 4650. Хотите записаться на просмотр?",
    sentences: [
      "Здравствуйте! Я консультант **Aurelia Residences Kuantan**.",
      "Ardentz — угловая квартира площадью 1299 кв. футов с тремя спальнями.",
      "Ежемесячный платёж — **RM4,841**, т. е. около RM58 тыс. в год.",
      "Доходность составляет 7,2 %.",
      "Галерея продаж находится на ул. Телук Сисек, звоните по тел. +60 13-288 4650.",
      "Хотите записаться на просмотр?",
    ],
  },
  es: {
    reply:
      "¡Hola! Soy el asesor de **Aurelia Residences Kuantan**. Ardentz es una unidad esquinera de 1.299 pies cuadrados (aprox. 120,7 m²) con 3 dormitorios. " +
      "La cuota mensual es de **RM4.841** y la rentabilidad prevista es del 7,2 %. La Sra. García le atenderá en el +60 13-288 4650 o en sales@aurelia.my. ¿Desea reservar una visita?",
    sentences: [
      "¡Hola! Soy el asesor de **Aurelia Residences Kuantan**.",
      "Ardentz es una unidad esquinera de 1.299 pies cuadrados (aprox. 120,7 m²) con 3 dormitorios.",
      "La cuota mensual es de **RM4.841** y la rentabilidad prevista es del 7,2 %.",
      "La Sra. García le atenderá en el +60 13-288 4650 o en sales@aurelia.my.",
      "¿Desea reservar una visita?",
    ],
  },
  fr: {
    reply:
      "Bonjour ! Je suis le conseiller d'**Aurelia Residences Kuantan**. Ardentz est un logement d'angle de 1 299 pi² (env. 120,7 m²), p. ex. idéal pour une famille. " +
      "La mensualité est de **RM4 841** et le rendement attendu de 7,2 %. M. Lee vous répond au +60 13-288 4650 ou à sales@aurelia.my. Souhaitez-vous réserver une visite ?",
    sentences: [
      "Bonjour ! Je suis le conseiller d'**Aurelia Residences Kuantan**.",
      "Ardentz est un logement d'angle de 1 299 pi² (env. 120,7 m²), p. ex. idéal pour une famille.",
      "La mensualité est de **RM4 841** et le rendement attendu de 7,2 %.",
      "M. Lee vous répond au +60 13-288 4650 ou à sales@aurelia.my.",
      "Souhaitez-vous réserver une visite ?",
    ],
  },
  de: {
    reply:
      "Hallo! Ich bin der Berater von **Aurelia Residences Kuantan**. Ardentz ist eine Eckwohnung mit 1.299 Quadratfuß im 3. Stock. " +
      "Dazu gibt es Annehmlichkeiten, z. B. Pool und Sky Lounge. Die Monatsrate beträgt **RM4.841**, die Rendite ca. 7,2 %. " +
      "Dr. Lee erreichen Sie unter +60 13-288 4650 oder per E-Mail an sales@aurelia.my. Möchten Sie eine Besichtigung vereinbaren?",
    sentences: [
      "Hallo! Ich bin der Berater von **Aurelia Residences Kuantan**.",
      "Ardentz ist eine Eckwohnung mit 1.299 Quadratfuß im 3. Stock.",
      "Dazu gibt es Annehmlichkeiten, z. B. Pool und Sky Lounge.",
      "Die Monatsrate beträgt **RM4.841**, die Rendite ca. 7,2 %.",
      "Dr. Lee erreichen Sie unter +60 13-288 4650 oder per E-Mail an sales@aurelia.my.",
      "Möchten Sie eine Besichtigung vereinbaren?",
    ],
  },
  ar: {
    reply:
      "مرحبا! أنا مستشار **Aurelia Residences Kuantan**. أردنتز وحدة زاوية بمساحة 1,299 sq. ft. وثلاث غرف نوم. القسط الشهري **RM4,841** والعائد المتوقع 7.2%. " +
      "ستستقبلكم د. أمينة في صالة المبيعات، اتصلوا على +60 13-288 4650 أو راسلونا على sales@aurelia.my. هل تودون حجز زيارة؟",
    sentences: [
      "مرحبا! أنا مستشار **Aurelia Residences Kuantan**.",
      "أردنتز وحدة زاوية بمساحة 1,299 sq. ft. وثلاث غرف نوم.",
      "القسط الشهري **RM4,841** والعائد المتوقع 7.2%.",
      "ستستقبلكم د. أمينة في صالة المبيعات، اتصلوا على +60 13-288 4650 أو راسلونا على sales@aurelia.my.",
      "هل تودون حجز زيارة؟",
    ],
  },
};

// Deterministic pseudo-random numbers (mulberry32), so a failing chunking can be replayed.
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cuts text into pieces of 1 to `max` UTF-16 units, as a stream might (even through an emoji). */
function pieces(text: string, seed: number, max = 12): string[] {
  const next = random(seed);
  const out: string[] = [];
  for (let at = 0; at < text.length;) {
    const size = 1 + Math.floor(next() * max);
    out.push(text.slice(at, at + size));
    at += size;
  }
  return out;
}

/** Streams `deltas` through a splitter, checking each sentence against the reply as the server holds it then. */
function stream(deltas: string[], language: LocaleCode): string[] {
  const splitter = createSentenceSplitter(language);
  const sentences: string[] = [];
  let soFar = "";
  for (const delta of deltas) {
    soFar += delta;
    for (const sentence of splitter.push(delta)) {
      // The speech route reads a sentence of a reply still streaming only up to a boundary it can see.
      expect(isOwnWords(sentence, [{ text: soFar, complete: false }])).toBe(true);
      sentences.push(sentence);
    }
  }
  for (const sentence of splitter.flush()) {
    expect(isOwnWords(sentence, [{ text: soFar, complete: true }])).toBe(true);
    sentences.push(sentence);
  }
  return sentences;
}

const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);
const squeeze = (text: string) => text.replace(/\s+/g, "");

describe("createSentenceSplitter, a reply in each language", () => {
  it("has a reply for every language", () => {
    expect(Object.keys(REPLIES).sort()).toEqual([...LOCALE_CODES].sort());
  });

  describe.each(Object.entries(REPLIES) as [LocaleCode, (typeof REPLIES)[LocaleCode]][])("%s", (language, { reply, sentences }) => {
    it("gives the expected sentences from one push", () => {
      expect(stream([reply], language)).toEqual(sentences);
    });

    it("gives the same sentences however the stream is cut", () => {
      for (const seed of SEEDS) expect(stream(pieces(reply, seed), language)).toEqual(sentences);
      expect(stream([...reply], language)).toEqual(sentences); // one character at a time
    });

    it("loses and repeats nothing", () => {
      expect(squeeze(sentences.join(""))).toBe(squeeze(reply));
    });
  });
});

describe("createSentenceSplitter keeps these in one sentence", () => {
  // Each text holds its trap after enough words to make a sentence, so only the trap keeps it whole.
  it.each([
    ["sq. ft.", "en", "The Ardentz unit has a built-up area of 1,299 sq. ft. and faces the South China Sea."],
    ["7.2%", "en", "The expected gross rental yield for Ardentz is 7.2% per year at today's rents."],
    ["RM4,841", "en", "The monthly installment for the Ardentz corner unit is RM4,841 over thirty-five years."],
    ["RM1.2 million", "en", "Prices for the larger corner units start from RM1.2 million including furnishing."],
    ["e.g. Teluk", "en", "Nearby attractions, e.g. Teluk Cempedak beach, are a short drive from the residences."],
    ["i.e. Aurelia", "en", "The anchor tenant, i.e. Aurelia Hotels, also manages the rental programme for owners."],
    ["Dr. Aminah", "en", "Our sales director Dr. Aminah Yusof will show you around the gallery tomorrow morning."],
    ["No. 5", "en", "The sales gallery is at No. 5 Jalan Teluk Sisek in the centre of Kuantan town."],
    ["Mr. Lee", "en", "Our senior property consultant Mr. Lee will call you back within the hour."],
    ["Tel. +60 13-288 4650", "en", "For a viewing please contact our sales team, Tel. +60 13-288 4650, on any day of the week."],
    [
      "https://aurelia.my/en/viewing?unit=A.1&lang=en",
      "en",
      "You can book a visit at https://aurelia.my/en/viewing?unit=A.1&lang=en whenever it suits you.",
    ],
    [
      "sales.team@aurelia-residences.my",
      "en",
      "Write to our team at sales.team@aurelia-residences.my for the full price list and the floor plans.",
    ],
    ["www.AureliaKuantan.MY", "en", "The brochure and the price list are on www.AureliaKuantan.MY for you to download."],
    ["120.7", "en", "The Ardentz unit measures 120.7 square metres and its balcony another 12.5 square metres."],
    [
      "Ardentz. The corner unit**",
      "en",
      "**Aurelia Residences Ardentz. The corner unit** has three bedrooms and a balcony facing the sea.",
    ],
    ["Kuantan. Pahang]", "en", "[Aurelia Residences in Kuantan. Pahang](https://aurelia.my) is our new project by the sea."],
    ["Blitz. Cares`", "en", "Type `Ardentz in Aurelia Residences. Blitz. Cares` into the search box to compare all three."],
    ["1. Ardentz", "en", "Our largest units\n1. Ardentz has three bedrooms and three bathrooms facing the sea."],
    ["… simply", "en", "The view from the Ardentz balcony is… simply breathtaking at every hour of the day."],
    ["\nand a private", "en", "The Ardentz unit has three bedrooms\nand a private balcony that faces the sea."],
    ["Sdn. Bhd.", "ms", "Projek ini dibangunkan oleh Aurelia Development Sdn. Bhd. yang berpangkalan di Kuantan."],
    ["En. Lee", "ms", "Untuk maklumat lanjut, sila hubungi En. Lee di galeri jualan kami."],
    ["sq. ft. 回报率", "zh", "Ardentz的转角单位面积为1,299 sq. ft. 回报率为7.2%，每月分期付款为RM4,841。"],
    ["sq. ft. है", "hi", "Ardentz नाम की कोने वाली यूनिट का क्षेत्रफल 1,299 sq. ft. है और इसमें तीन शयनकक्ष हैं।"],
    ["ए. के. शर्मा", "hi", "कल सुबह दस बजे हमारे वरिष्ठ सलाहकार ए. के. शर्मा आपको बिक्री गैलरी दिखाएँगे।"],
    ["डॉ. अमीना", "hi", "कल सुबह दस बजे हमारी वरिष्ठ बिक्री निदेशक डॉ. अमीना आपको बिक्री गैलरी दिखाएँगी।"],
    ["ул. Телук", "ru", "Галерея продаж находится на ул. Телук Сисек в центре города Куантан."],
    ["т. е. Ardentz", "ru", "Доходность составляет 7,2 %, т. е. Ardentz приносит около RM5,400 в месяц."],
    ["г. Куантан", "ru", "Наша галерея продаж в г. Куантан работает ежедневно с 10:00 до 18:00."],
    ["т.е. Ardentz", "ru", "Доходность составляет 7,2 %, т.е. Ardentz приносит около RM5,400 в месяц."],
    ["Jln. Teluk", "en", "The sales gallery of Aurelia Residences is at Jln. Teluk Sisek in Kuantan."],
    ["approx. RM", "en", "The monthly installment of the Ardentz unit is approx. RM4,841 over 35 years."],
    ["Jln. Teluk", "ms", "Galeri jualan Aurelia Residences terletak di Jln. Teluk Sisek, Kuantan."],
    ["ca. RM", "de", "Die Monatsrate für die Eckwohnung Ardentz beträgt ca. RM4.841 über 35 Jahre."],
    ["Nr. 5", "de", "Die Verkaufsgalerie von Aurelia Residences liegt in der Jalan Teluk Sisek Nr. 5."],
    ["bzw. Blitz", "de", "Die Wohnungen Ardentz bzw. Blitz haben drei bzw. zwei Schlafzimmer."],
    ["env. RM", "fr", "La mensualité du logement d'angle Ardentz est d'env. RM4 841 sur 35 ans."],
    ["aprox. RM", "es", "La cuota mensual de la unidad esquinera Ardentz es de aprox. RM4.841 al mes."],
    ["Sra. García", "es", "Mañana por la mañana la Sra. García le mostrará la galería de ventas."],
    ["M. Dupont", "fr", "Notre conseiller principal M. Dupont vous accueillera à la galerie de vente demain."],
    ["12. Stockwerk", "de", "Die Wohnung Ardentz liegt im 12. Stockwerk mit Blick auf das Meer und den Fluss."],
    ["z. B. Pool", "de", "Es gibt viele Annehmlichkeiten, z. B. Pool, Fitnessraum und eine Sky Lounge."],
    ["د. أمينة", "ar", "غدا صباحا في العاشرة ستعرض عليكم مديرة المبيعات د. أمينة صالة المبيعات في كوانتان."],
    ["sq. ft. وتضم", "ar", "تبلغ مساحة وحدة أردنتز الزاوية 1,299 sq. ft. وتضم ثلاث غرف نوم وثلاثة حمامات."],
  ] as [string, LocaleCode, string][])("%s (%s)", (trap, language, text) => {
    const at = text.indexOf(trap);
    expect(at).toBeGreaterThanOrEqual(0);
    const firstMark = trap.search(/[.!?…\n]/);
    if (firstMark >= 0) expect(sentenceWeight(text.slice(0, at + firstMark))).toBeGreaterThanOrEqual(MIN_SENTENCE_WEIGHT);
    expect(splitSentences(text, language)).toEqual([text]);
    for (const seed of SEEDS.slice(0, 5)) expect(stream(pieces(text, seed, 4), language)).toEqual([text]);
  });
});

describe("createSentenceSplitter cuts these", () => {
  it.each([
    ["sq. ft. then a new sentence", "en", "The Ardentz unit measures 1,299 sq. ft. Each bedroom has its own bathroom."],
    ["a price then a new sentence", "en", "The monthly installment is RM4,841. The expected yield is about 7.2% a year."],
    ["an e-mail address ending a sentence", "en", "Please write to sales@aurelia.my. Our team answers within one working day."],
    ["a URL ending a sentence", "en", "Book your visit at https://aurelia.my. The gallery opens daily at ten."],
    ["a question, a line break", "en", "Is the Ardentz unit ready to move in?\nHandover is planned for the end of 2027."],
    ["a bold sentence", "en", "**Ardentz is our largest corner unit.** It has three bedrooms and a sea view."],
    ["a quotation", "en", 'The brochure calls it "a home above the sea." Ardentz has the widest balcony of all.'],
    ["an abbreviation at the end", "en", "The unit is on the 12th floor of Block A. It faces the river and the old town."],
    ["Chinese without spaces", "zh", "欢迎来到奥蕾莉亚公寓！Ardentz是三房两厅的转角单位。"],
    ["a Chinese quotation", "zh", "宣传册称它为“海上之家。”Ardentz拥有最宽敞的阳台。"],
    ["the danda", "hi", "Ardentz एक कोने की यूनिट है।इसमें तीन शयनकक्ष और तीन स्नानघर हैं।"],
    ["the Arabic question mark", "ar", "هل تودون زيارة صالة المبيعات؟ نحن في وسط مدينة كوانتان."],
    ["a German abbreviation that ends a sentence", "de", "Es gibt Pool, Fitnessraum, Sky Lounge usw. Die Übergabe ist für 2027 geplant."],
    ["a Latin full stop in Hindi", "hi", "गैलरी सुबह 10:00 बजे खुलती है. क्या मैं आपके लिए विज़िट बुक करूँ?"],
    ["a Latin full stop after a plural verb", "hi", "Ardentz यूनिट में तीन बेडरूम हैं. Blitz में दो बेडरूम और दो बाथरूम हैं।"],
    ["a year in Russian", "ru", "Ожидаемая дата завершения — 31 декабря 2029 г. Башни сдадут досрочно."],
    ["years in Russian", "ru", "Цены не менялись в 2024–2025 гг. Сейчас они начинаются от RM650,000."],
    ["и т. д.", "ru", "В комплексе есть бассейн, спортзал, лаунж и т. д. Хотите записаться на просмотр?"],
    ["и т.п.", "ru", "В комплексе есть бассейн, спортзал, лаунж и т.п. Хотите записаться на просмотр?"],
    ["кв. м.", "ru", "Площадь квартиры Ardentz составляет 120,7 кв. м. Хотите записаться на просмотр?"],
    ["руб.", "ru", "Ежемесячный платёж составляет около 95 тыс. руб. Это ориентировочная сумма."],
    ["a.m.", "en", "The sales gallery opens every day at 10 a.m. Come and see the show unit with us."],
    ["Sdn. Bhd.", "en", "The towers are developed by Aurelia Development Sdn. Bhd. Construction began in 2025."],
    ["Sdn. Bhd.", "ms", "Projek ini dibangunkan oleh Aurelia Development Sdn. Bhd. Pembinaan bermula pada 2025."],
  ] as [string, LocaleCode, string][])("%s (%s)", (_label, language, text) => {
    const sentences = splitSentences(text, language);
    expect(sentences).toHaveLength(2);
    expect(squeeze(sentences.join(""))).toBe(squeeze(text));
    for (const seed of SEEDS.slice(0, 5)) expect(stream(pieces(text, seed, 4), language)).toEqual(sentences);
  });

  it("takes each list item as a sentence, with a short heading joined to the first", () => {
    const list =
      "## Our units\n- **Ardentz**: 1,299 sq ft, 3 bedrooms\n- **Blitz**: 743 sq ft, 2 bedrooms\n- **Cares**: 790 sq ft, 2 bedrooms\n\nWhich one interests you?";
    expect(splitSentences(list, "en")).toEqual([
      "## Our units\n- **Ardentz**: 1,299 sq ft, 3 bedrooms",
      "- **Blitz**: 743 sq ft, 2 bedrooms",
      "- **Cares**: 790 sq ft, 2 bedrooms",
      "Which one interests you?",
    ]);
  });
});

describe("createSentenceSplitter while the stream runs", () => {
  it("waits for the character after a full stop before deciding", () => {
    const splitter = createSentenceSplitter("en");
    expect(splitter.push("The expected yield of Ardentz is 7.")).toEqual([]);
    expect(splitter.push("2% a year. ")).toEqual([]);
    expect(splitter.push("T")).toEqual(["The expected yield of Ardentz is 7.2% a year."]);
    expect(splitter.push("he rent is RM5,400.")).toEqual([]);
    expect(splitter.flush()).toEqual(["The rent is RM5,400."]);
  });

  it("waits for what follows a Chinese full stop, which may be a closing quote", () => {
    const splitter = createSentenceSplitter("zh");
    expect(splitter.push("宣传册称它为“海上之家。")).toEqual([]);
    expect(splitter.push("”")).toEqual([]);
    expect(splitter.push("Ardentz")).toEqual(["宣传册称它为“海上之家。”"]);
  });

  it("joins a short sentence to the next, and says how short is short", () => {
    expect(splitSentences("Yes. The Ardentz corner unit is still available.", "en")).toEqual([
      "Yes. The Ardentz corner unit is still available.",
    ]);
    expect(splitSentences("是的。Ardentz还有。欢迎来到奥蕾莉亚公寓！", "zh")).toEqual(["是的。Ardentz还有。", "欢迎来到奥蕾莉亚公寓！"]);
    // Just under and just at the minimum: letters and digits, a Han character counting three.
    const under = `${"a".repeat(MIN_SENTENCE_WEIGHT - 1)}. The next sentence is long enough.`;
    const at = `${"a".repeat(MIN_SENTENCE_WEIGHT)}. The next sentence is long enough.`;
    expect(splitSentences(under, "en")).toHaveLength(1);
    expect(splitSentences(at, "en")).toHaveLength(2);
  });

  it("gives a short last sentence on its own at the end", () => {
    expect(splitSentences("The Ardentz corner unit is still available. Thanks!", "en")).toEqual([
      "The Ardentz corner unit is still available.",
      "Thanks!",
    ]);
  });

  it("starts afresh after flush, and gives nothing for nothing", () => {
    const splitter = createSentenceSplitter("en");
    splitter.push("The first reply has one sentence only.");
    expect(splitter.flush()).toEqual(["The first reply has one sentence only."]);
    expect(splitter.flush()).toEqual([]);
    expect(splitter.push("  \n ")).toEqual([]);
    expect(splitter.flush()).toEqual([]);
    expect(splitter.push("The second reply starts here. It has two sentences.")).toEqual(["The second reply starts here."]);
    expect(splitter.flush()).toEqual(["It has two sentences."]);
  });

  it("never cuts through an emoji streamed in halves", () => {
    const text = "Welcome to Aurelia Residences! 😊 Ardentz has three bedrooms.";
    const at = text.indexOf("😊") + 1; // between the two halves of the surrogate pair
    const splitter = createSentenceSplitter("en");
    expect(splitter.push(text.slice(0, at))).toEqual([]);
    expect(splitter.push(text.slice(at))).toEqual(["Welcome to Aurelia Residences!"]);
    expect(splitter.flush()).toEqual(["😊 Ardentz has three bedrooms."]);
  });
});

describe("createSentenceSplitter, however the stream is cut", () => {
  // Replies with every trap the splitter knows, in each language: abbreviations, decimals, prices in
  // Malaysian and Indian grouping, times, bold, lists, links, the sales phone and each script's own marks.
  const SAMPLES: [LocaleCode, string][] = [
    [
      "en",
      "Hello! **Ardentz** is approx. 1,299 sq. ft. and the yield is 7.2%. The installment is RM2,876 a month, e.g. over 35 years.\n" +
        "- No. 5 Jln. Teluk Sisek, open 10:00 to 18:00\n- Developer: Aurelia Sdn. Bhd. The gallery opens at 10 a.m. Call Mr. Lee on +60 13-288 4650 or see https://aurelia.my/en/viewing?unit=A.1. Shall I book?",
    ],
    [
      "ms",
      "Selamat datang! Ardentz seluas 1,299 kps. dengan hasil 7.2%. Ansuran **RM2,876** sebulan. Galeri di Jln. Teluk Sisek dibuka pukul 10.00 pagi.\n" +
        "1. Pemaju: Aurelia Sdn. Bhd. yang berpangkalan di Kuantan\n2. Hubungi En. Lee di +60 13-288 4650. Terima kasih!",
    ],
    [
      "zh",
      "您好！**Ardentz**面积1,299 sq. ft. 回报率7.2%。每月分期RM2,876。展厅10:00至18:00开放！需要预约吗？详情见https://aurelia.my。\n- 电话：+60 13-288 4650",
    ],
    [
      "hi",
      "नमस्ते! Ardentz की कीमत RM11,50,000 से शुरू होती है। इसकी किस्त **RM2,876** प्रति माह है और रिटर्न 7.2% है। डॉ. ली से +60 13-288 4650 पर बात करें! " +
        "गैलरी सुबह 10:00 बजे खुलती है. क्या मैं विज़िट बुक करूँ? Ardentz का क्षेत्रफल 1,299 sq. ft. है।\n- बिक्री गैलरी: https://aurelia.my",
    ],
    [
      "ru",
      "Здравствуйте! Ожидаемая дата завершения — 31 декабря 2029 г. Платёж — **RM2,876**, т. е. около RM35 тыс. в год. Доходность 7,2 %. " +
        "Галерея на ул. Телук Сисек работает с 10:00, есть бассейн, лаунж и т. д. Площадь — 120,7 кв. м. Звоните по тел. +60 13-288 4650.",
    ],
    [
      "es",
      "¡Hola! Ardentz mide aprox. 120,7 m² y la rentabilidad es del 7,2 %. La cuota es de **RM2.876**. La Sra. García le atiende desde las 10:00 en el Nº 5.\n" +
        "- Teléfono: +60 13-288 4650\n- Web: https://aurelia.my/es ¿Desea reservar una visita?",
    ],
    [
      "fr",
      "Bonjour ! Ardentz fait env. 120,7 m², au n° 5 de la Jalan Teluk Sisek. La galerie ouvre à 11 h et le rendement est de 7,2 %. " +
        "M. Lee vous répond au +60 13-288 4650. La mensualité est de **RM2 876**. Souhaitez-vous réserver une visite ?",
    ],
    [
      "de",
      "Hallo! Ardentz hat ca. 120,7 m² im 3. Stock, Nr. 5 der Jalan Teluk Sisek. Es gibt z. B. Pool bzw. Sky Lounge usw. Die Rendite beträgt 7,2 %. " +
        "Die Monatsrate beträgt **RM2.876**, ab 10:00 Uhr erreichen Sie Dr. Lee unter +60 13-288 4650. Möchten Sie kommen?",
    ],
    [
      "ar",
      "مرحبا! تبلغ مساحة أردنتز 1,299 sq. ft. والعائد 7.2%، والقسط **RM2,876** شهريا. هل تودون زيارة صالة المبيعات؟ " +
        "تستقبلكم د. أمينة من 10:00، اتصلوا على +60 13-288 4650 أو زوروا https://aurelia.my. شكرا لكم!",
    ],
  ];

  function split(chunks: string[], language: LocaleCode): string[] {
    const splitter = createSentenceSplitter(language);
    return [...chunks.flatMap((chunk) => splitter.push(chunk)), ...splitter.flush()];
  }

  it("has a sample for every language", () => {
    expect(new Set(SAMPLES.map(([language]) => language))).toEqual(new Set(LOCALE_CODES));
  });

  it.each(SAMPLES)("gives the whole text's sentences (%s), cut at any one point or at many", (language, text) => {
    const whole = splitSentences(text, language);
    expect(whole.length).toBeGreaterThan(2);
    for (let at = 1; at < text.length; at++) expect(split([text.slice(0, at), text.slice(at)], language)).toEqual(whole);
    for (let at = 1; at + 2 < text.length; at++) {
      expect(split([text.slice(0, at), text.slice(at, at + 1), text.slice(at + 1, at + 2), text.slice(at + 2)], language)).toEqual(whole);
    }
    for (let seed = 1; seed <= 200; seed++) expect(split(pieces(text, seed, 6), language)).toEqual(whole);
  });
});
