import "server-only";
import { normaliseText } from "@/lib/server/language/normalise";
import { detectIntent, mentionsAllUnits, rankedBothWays, understand } from "./intents";

describe("detectIntent", () => {
  it.each([
    ["What is the rental yield?", "yield"],
    ["How much is the rent?", "rental"],
    ["How much does it cost?", "price"],
    ["How many parking spaces?", "carParks"],
    ["Hi, how big is Blitz?", "size"],
    ["Thanks! Where is it?", "location"],
    ["Where can I book a visit?", "viewing"],
    ["Who is the anchor tenant?", "tenant"],
    ["Wer ist der Ankermieter?", "tenant"],
    ["Кто арендатор?", "tenant"],
    ["Какая аренда?", "rental"],
    ["Saya tengah cari rumah", null],
    ["Où est le projet ?", "location"],
    ["Blitz ou Cares ?", null],
    ["السلام عليكم", "greeting"],
    ["شكرًا", "thanks"],
    ["¿Dónde está?", "location"],
    ["donde esta", "location"],
    ["this is nice", null],
    // "least" is a ranking, not a typo of "lease".
    ["Which costs the least?", "price"],
    ["Berapa tempat letak kereta?", "carParks"],
    ["dan sewanya?", "rental"],
    ["车位最少的是哪个？", "carParks"],
    ["那它每个月要供多少？", "price"],
    // Words one letter from a keyword that are words of their own: a lease contract, a view, a sale, "count".
    ["Ende des Pachtvertrags", "tenure"],
    ["¿Los pisos tienen vistas?", null],
    ["kalau kira utk 12 bulan", null],
    ["Когда планируют сдать объект?", "completion"],
    ["Сколько за неё платить в месяц?", "price"],
    // French "location" is a rent; "geringste" is no typo of a yield word.
    ["Combien rapporte la location de Cares chaque mois ?", "rental"],
    ["Welcher Wohnungstyp hat die geringste Wohnfläche?", "size"],
    ["امتى المشروع يخلص ويتسلم إن شاء الله؟", "completion"],
  ] as const)("%s → %s", (message, intent) => {
    expect(detectIntent(message)).toBe(intent);
  });

  it("recognises questions about all units", () => {
    expect(mentionsAllUnits("for all units")).toBe(true);
    expect(mentionsAllUnits("所有户型")).toBe(true);
    expect(mentionsAllUnits("Blitz only")).toBe(false);
    // Every month, not every unit.
    expect(mentionsAllUnits("那它每个月要供多少？")).toBe(false);
  });
});

describe("a figure named by its own phrase", () => {
  it("is asked beside the topic whose words hold it", () => {
    const u = understand(
      "I'm buying purely as an investment to rent out to oil & gas expats, what monthly rent could I expect on Ardentz?",
    );
    expect(u.intents).toEqual(expect.arrayContaining(["rentalProgramme", "rental"]));
    expect(understand("Разница в годовом доходе от аренды между Ardentz и Cares?").intents).toContain("rental");
  });
});

describe("a loan or a visa given as the reason for a question", () => {
  it("asks the fact the question asks, not the financing or the rules for foreigners", () => {
    expect(understand("Loan ke liye bank ko chahiye — Ardentz ki price range kya hai?").asked).not.toContain("financing");
    expect(understand("Для визы MM2H нужен документ — когда ожидается сдача дома?").asked).toEqual(["completion"]);
  });

  it("asks them when the sentence naming them asks, or nothing else is asked", () => {
    expect(understand("I need a loan. Which banks do you work with?").asked).toContain("financing");
    expect(understand("I'm a foreigner. Can I buy?").asked).toContain("foreignBuyers");
  });
});

describe("a figure asked in a question of its own beside a topic that would hold it", () => {
  it("asks the rent beside the rental programme", () => {
    expect(understand("纯投资，想放进酒店的租赁计划，Blitz 每月租金有多少？").asked).toEqual(
      expect.arrayContaining(["rentalProgramme", "rental"]),
    );
    // A topic's own words stay the topic's: the programme's fee is one of its terms, not the programme.
    expect(understand("What's the management fee for the rental programme?").asked).toEqual(["rentalTerms"]);
  });

  it('counts spoken Arabic\'s "تلات أوض نوم"', () => {
    expect(understand("محتاج شقة بتلات أوض نوم علشان العيال، عندكم؟")).toMatchObject({ asked: ["rooms"], count: 3 });
  });
});

describe("regional words for a figure", () => {
  it.each([
    ["Cares 的供款多少？", "price"],
    ["¿Cuánto pagaría al mes por Cares?", "price"],
    ["¿Cuántas recámaras tiene Blitz?", "rooms"],
    ["Ardentz 有几个泊车位？", "carParks"],
    ["Wie viele Autostellplätze hat Cares?", "carParks"],
    ["Saya berminat dengan Blitz, berapa keluasannya?", "size"],
    ["Когда сдадут дом в эксплуатацию? Ввод в эксплуатацию когда?", "completion"],
  ])("%s asks the %s", (message, intent) => {
    expect(understand(message).asked).toContain(intent);
  });
});

describe("the count a message asks about", () => {
  it.each([
    ["There are six of us, so four bedrooms at least?", 4],
    ["Keluarga kami lima orang, ada unit 3 bilik tidur?", 3],
    // A word that holds its count: "三房" is three bedrooms, "五口" five people.
    ["我们一家五口，一定要三房，有哪一款", 3],
    // A noun that holds its own count ("三房") is not the count of a number before it.
    ["我们一家五口要三房，那款有几个浴室？", 3],
    // A Malay plural written with a 2 counts nothing.
    ["anak2 dah besar, unit mana ada 3 bilik?", 3],
  ])("%s is the one beside what it counts", (message, count) => {
    expect(understand(message).count).toBe(count);
  });
});

describe("a lease of the land", () => {
  it("asks the tenure, not a rent", () => {
    for (const message of [
      "is the land leased? until when?",
      "Земля ведь в аренде — до какого числа?",
      "el terreno es en arrendamiento, ¿hasta qué fecha?",
    ])
      expect(detectIntent(message)).toBe("tenure");
    // A rent asked in a clause of its own stays a rent beside the land's tenure.
    expect(understand("what rent would Blitz get? and is the land freehold?").asked).toEqual(["rental", "tenure"]);
  });
});

describe("a count of one, as each language declines it", () => {
  it.each([
    ["Which type has one car park?"],
    ["Welcher Typ hat einen Parkplatz?"],
    ["Bei welcher Wohnung gibt's bloß einen einzigen Stellplatz?"],
    ["Welche Wohnung mit einer Garage?"],
    ["Какой тип с одним парковочным местом?"],
    ["Квартира с одной спальней?"],
  ])("%s asks about one", (message) => {
    expect(understand(message).count).toBe(1);
  });

  it.each([["how many car parks come with that one?"], ["Does the cheapest one have a balcony?"], ["which one has the most bedrooms?"]])(
    "%s counts nothing: its one is a pronoun",
    (message) => {
      expect(understand(message).count).toBeNull();
    },
  );

  it.each([["那它一共配几个停车位？"], ["这几个户型一起看，车位各几个？"]])(
    "%s counts nothing: its 一 is a word's (一共, 一起)",
    (message) => {
      expect(understand(message).count).toBeNull();
    },
  );

  it.each([["أي وحدة فيها موقف واحد؟"], ["哪个单位有一个车位？"], ["Lequel a une seule place de parking ?"]])(
    "%s counts one, beside what it counts",
    (message) => {
      expect(understand(message).count).toBe(1);
    },
  );
});

describe("words one letter from a keyword", () => {
  it('leaves English "lower" as it is, not French "loyer" (rent)', () => {
    expect(understand("which one has the lower installment").superlative).toEqual({ direction: "min", dimension: "price" });
    expect(understand("which one has the lower installment").asked).not.toContain("rental");
  });

  it('reads "done" as English, not Spanish "donde" (where)', () => {
    expect(understand("when is the whole project supposed to be done").asked).toEqual(["completion"]);
    expect(understand("¿donde está la galería?").asked).toEqual(["location"]);
  });

  it('reads a gross rent as rent, where German "gross" is a size', () => {
    expect(understand("what gross rent would Blitz bring in").asked).toEqual(["rental"]);
    expect(understand("wie gross ist Blitz").asked).toEqual(["size"]);
  });
});

describe("a ranking each way", () => {
  const both = (text: string) => rankedBothWays(normaliseText(text));

  it("finds the figure two opposite ranking words name, or none when they name none", () => {
    expect(both("between the biggest and the smallest unit")).toEqual({ dimension: "size" });
    expect(both("the cheapest and the priciest")).toEqual({ dimension: "price" });
    expect(both("最大和最小的户型")).toEqual({ dimension: "size" });
    expect(both("the highest and the lowest yield")).toEqual({});
  });

  it("finds none for one way, for two figures, or for a word inside a longer one", () => {
    expect(both("the biggest unit")).toBeNull();
    expect(both("the cheapest and the biggest")).toBeNull();
    expect(both("le plus petit suffit")).toBeNull();
  });
});

describe("a ranking by the units built", () => {
  it.each([
    ["which type has the most units built?", "max"],
    ["哪個戶型建得最多", "max"],
    ["Von welchem Typ werden am wenigsten Wohnungen gebaut?", "min"],
    ["ما هو النوع الأكثر عددا؟", "max"],
    ["किस टाइप की सबसे कम यूनिट हैं?", "min"],
    ["Квартир какого типа построено больше всего?", "max"],
    ["أي نوع عدد وحداته هو الأكثر في المشروع؟", "max"],
    ["أي نوع فيه أكبر عدد وحدات في المشروع؟", "max"],
    ["边个户型起得最少间?", "min"],
  ])("%s ranks by the units built", (message, direction) => {
    expect(understand(message).unitRank).toBe(direction);
  });

  it.each([
    ["which unit has the most bedrooms?"],
    ["Can I buy more units?"],
    ["how many units are there?"],
    ["哪个户型车位最多？"],
    ["मैं किराए से कमाई के लिए खरीदना चाहता हूँ — कौन सा यूनिट सबसे ज़्यादा किराया देगा और कितना?"],
    ["Unit paling banyak bilik tidur yang mana?"],
  ])("%s ranks no count of units", (message) => {
    expect(understand(message).unitRank).toBeNull();
  });
});

describe("regional ways to ask a published fact", () => {
  it.each([
    ["几时交屋？", "completion"],
    ["ये प्रोजेक्ट बनकर कब तक तैयार हो जाएगा?", "completion"],
    ["¿El terreno es en propiedad o en arrendamiento? ¿Hasta cuándo?", "tenure"],
    ["كم شقة من نوع Ardentz راح يبنون؟", "totalPrice"],
    ["¿Cuántas unidades Cares hay?", "totalPrice"],
    ["Сколько в месяц придётся платить по кредиту за Blitz?", "price"],
    ["Ardentz की कीमत? प्रति sqft कितना पड़ता है?", "pricePerSqft"],
    ["К какому сроку обещают достроить комплекс?", "completion"],
    ["Pour le Blitz, on rembourse combien chaque mois ?", "price"],
    ["how many of them are being built?", "totalPrice"],
    ["इस बिल्डिंग का काम किस तारीख़ तक ख़त्म होने की उम्मीद है?", "completion"],
    ["Дом когда обещают сдать?", "completion"],
    ["Ist das Grundstück nur gepachtet? Bis wann?", "tenure"],
    ["hi, how much would the monthly loan instalment on a Cares be?", "price"],
  ])("%s asks %s", (message, intent) => {
    expect(understand(message).intents).toContain(intent);
  });
});

describe("a unit bought to let", () => {
  it("asks no rent where another figure is asked, and still the rent asked in its own words", () => {
    for (const message of [
      "Lo compro para alquilar a estudiantes, necesito 3 habitaciones: ¿cuál es y qué rentabilidad tiene?",
      "Покупаю, чтобы сдавать туристам. Какая доходность у Ardentz?",
      "买来出租给学生，要三房，是哪个，回报率多少？",
    ])
      expect(understand(message).asked).not.toContain("rental");
    expect(understand("Lo compro para alquilar, ¿cuánto se alquila el Blitz?").asked).toContain("rental");
    expect(understand("Lo compro para alquilar. ¿Qué opciones hay?").asked).toContain("rental");
  });
});

describe("a completion asked as buyers say it", () => {
  it.each([
    ["请问大概几时可以拿锁匙？", "completion"],
    ["¿Cuándo se termina la obra?", "completion"],
    ["À combien se vend le Blitz ?", "totalPrice"],
  ] as const)("%s → %s", (message, intent) => {
    expect(understand(message).asked).toContain(intent);
  });
});

describe("a selling price asked by what a unit sells for", () => {
  it.each([
    "За сколько продаётся Cares?",
    "What does Cares sell for?",
    "¿En cuánto se vende el Cares?",
    "Cares卖多少？",
    "Cares कितने में बिक रहा है?",
    "Für wie viel wird Cares verkauft?",
    "بكم يباع Cares؟",
  ])("%s asks the selling price", (message) => {
    expect(understand(message).asked).toContain("totalPrice");
  });
});

describe("a size said as buyers type it", () => {
  it('reads "not too big" as the smallest of those wanted', () => {
    for (const message of [
      "I want a corner unit not too big: which one, and how many bedrooms?",
      "Je veux un appartement d'angle pas trop grand : lequel ?",
      "要转角的，不要太大，哪个？",
      "أبي وحدة زاوية مش كبيرة، أي وحدة؟",
    ])
      expect(understand(message).superlative).toEqual({ direction: "min", dimension: "size" });
  });

  it("reads a word with or without its nukta alike", () => {
    expect(understand("कितने वर्ग फ़ुट का है?").asked).toContain("size");
    expect(understand("कितने वर्ग फुट का है?").asked).toContain("size");
  });
});
