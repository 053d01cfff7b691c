import "server-only";
import { site } from "@/lib/shared/config/site";
import { LANGUAGES } from "@/lib/server/language";
import { QUERY_WORDS } from "@/lib/server/language/query";
import { BOUNDARY_WORDS } from "@/lib/server/language/boundaries";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { UnknownTopic } from "@/lib/server/language/types";
import { offlineAnswer } from "./answer";
import { formatRinggit } from "@/lib/server/ui/format";
import { B, C, sqft } from "@/test/support/property";

const { knowledge } = jest.requireActual<typeof import("@/lib/server/config/knowledge")>("@/lib/server/config/knowledge");
const PHONE = site.sales.phone;
const unknown = (language: LocaleCode, topic: UnknownTopic) => LANGUAGES[language].knowledge.unknown(topic, PHONE);
/** Any digit but the sales line's: a figure that answers another question. */
const figureIn = (reply: string) => /[\p{Nd}]/u.test(reply.replaceAll(PHONE, ""));

describe("a question whose subject the site does not know", () => {
  it.each([
    ["en", "What's the service charge per square foot on Cares?"],
    ["ms", "Berapa caj perkhidmatan bagi setiap kaki persegi?"],
    ["zh", "每平方尺的物业费是多少？"],
    ["hi", "प्रति वर्ग फुट मेंटेनेंस शुल्क कितना है?"],
    ["ru", "Какая плата за обслуживание за квадратный фут в месяц?"],
    ["es", "¿Cuál es la cuota mensual de mantenimiento de Blitz?"],
    ["fr", "Quelles sont les charges de copropriété par pied carré ?"],
    ["de", "Wie hoch ist das Hausgeld pro Quadratfuß im Monat?"],
    ["ar", "كم رسوم الصيانة لكل قدم مربع شهريا؟"],
  ] as const)("gets the honest answer alone, no price beside it, in %s: %s", (language, message) => {
    const reply = offlineAnswer(message, language);
    expect(reply).toBe(unknown(language, "maintenanceFeePerSqft"));
    expect(figureIn(reply)).toBe(false);
  });

  it.each([
    ["en", "Does Blitz come ready furnished?"],
    ["ms", "Blitz siap dengan perabot ke?"],
    ["es", "¿Blitz se entrega amueblado o vacío?"],
  ] as const)("is not read as a completion question when the handover describes the furniture, in %s: %s", (language, message) => {
    expect(offlineAnswer(message, language)).toBe(unknown(language, "furnishing"));
  });

  it.each([
    ["en", "What's the maintenance fee, and how big is Blitz?"],
    ["en", "Is it furnished? Also how big is Blitz?"],
    ["de", "Wie hoch ist das Hausgeld und wie groß ist Blitz?"],
  ] as const)("still answers a second question asked beside it, in %s: %s", (language, message) => {
    const reply = offlineAnswer(message, language);
    expect(reply).toContain(PHONE);
    expect(reply).toContain(language === "de" ? "743" : sqft(B));
  });

  it.each([
    ["en", "Will the value of Blitz rise over the next few years?"],
    ["ms", "Adakah harga Blitz akan meningkat?"],
    ["zh", "房价以后会上涨吗？"],
    ["hi", "क्या Blitz की कीमत आगे बढ़ेगी?"],
    ["de", "Werden die Preise in Zukunft steigen?"],
    ["ar", "كم سيرتفع السعر خلال ٥ سنوات؟"],
    ["en", "How many units are still left for Blitz?"],
    ["es", "¿Cuántas unidades de Blitz quedan?"],
  ] as const)("about future prices or the stock left, says it does not know, with no price, in %s: %s", (language, message) => {
    const reply = offlineAnswer(message, language);
    expect(reply).toBe(BOUNDARY_WORDS[language].phrases.notKnown(knowledge.name, PHONE));
  });
});

describe("a ranking word inside a question about what the site does not know", () => {
  it.each([
    ["en", "What's the maintenance fee for the cheapest unit?", "maintenanceFeePerSqft"],
    ["en", "Is the biggest unit furnished?", "furnishing"],
    ["fr", "Le plus grand logement est-il meublé ?", "furnishing"],
  ] as const)("ranks nothing, and names no unit's figure, in %s: %s", (language, message, topic) => {
    const reply = offlineAnswer(message, language);
    expect(reply).toBe(unknown(language, topic));
    expect(figureIn(reply)).toBe(false);
  });
});

describe("a subject nobody has published, asked beside a question of its own", () => {
  const notKnown = (language: LocaleCode) => BOUNDARY_WORDS[language].phrases.notKnown(knowledge.name, PHONE);

  it.each([
    ["en", "Is there a gym? And what's the rent for Cares?", formatRinggit("en", C.rental)],
    ["de", "Gibt es ein Fitnessstudio und wie hoch ist die Miete von Cares?", formatRinggit("de", C.rental)],
    ["en", "How far is the airport and how big is Blitz?", sqft(B)],
  ] as const)("says it does not know, then answers the question naming a unit, in %s: %s", (language, message, figure) => {
    const reply = offlineAnswer(message, language);
    expect(reply.startsWith(notKnown(language))).toBe(true);
    expect(reply).toContain(figure);
  });

  it.each([
    ["en", "Is there a gym? How big is it?"],
    ["en", "How far is Blitz from the airport?"],
    ["ms", "Ada gim tak? Berapa besar?"],
  ] as const)("adds nothing when the other words may only describe that subject, in %s: %s", (language, message) => {
    expect(offlineAnswer(message, language)).toBe(notKnown(language));
  });
});

describe("the hotel's share of the rent and the rental programme's fees", () => {
  it.each([
    ["en", "How much of the rent does the hotel keep under the rental programme?"],
    ["en", "Are there any fees for the rental programme?"],
    ["ms", "Berapa peratus hotel ambil daripada sewa?"],
    ["zh", "酒店代租要抽多少佣金？"],
    ["hi", "रेंटल प्रोग्राम में होटल कितना कमीशन लेता है?"],
    ["ru", "Какую долю аренды забирает отель?"],
    ["es", "¿Qué comisión cobra el hotel por gestionar el alquiler?"],
    ["fr", "Quel pourcentage du loyer l'hôtel garde-t-il ?"],
    ["de", "Welchen Anteil der Miete behält das Hotel?"],
    ["ar", "كم عمولة الفندق في برنامج التأجير؟"],
  ] as const)("are not known: the honest answer with the sales line, no rent figure, in %s: %s", (language, message) => {
    const reply = offlineAnswer(message, language);
    expect(reply).toBe(unknown(language, "rentalTerms"));
    expect(reply).toContain(PHONE);
  });

  it.each([
    ["en", "What's the management fee for the rental programme?"],
    ["ms", "Berapa yuran program sewaan hotel?"],
    ["zh", "代租计划收多少管理费？"],
    ["ru", "Сколько отель берёт за управление арендой?"],
    ["fr", "Comment le loyer est-il partagé avec l'hôtel ?"],
    ["de", "Wie wird die Miete mit dem Hotel aufgeteilt?"],
    ["ar", "كيف يتم تقسيم الإيجار مع الفندق؟"],
  ] as const)("a fee of the programme, or how the rent is split, is one of its terms, in %s: %s", (language, message) => {
    expect(offlineAnswer(message, language)).toBe(unknown(language, "rentalTerms"));
  });

  it("keeps the building's maintenance fee and the programme apart when asked in two questions", () => {
    const reply = offlineAnswer("What's the maintenance fee, and is there a rental programme?", "en");
    expect(reply).toContain(unknown("en", "maintenanceFeePerSqft"));
    expect(reply).toContain(LANGUAGES.en.knowledge.rentalProgramme(knowledge.brand));
    expect(reply).not.toContain(unknown("en", "rentalTerms"));
  });

  it("still says the programme exists when asked whether there is one", () => {
    expect(offlineAnswer("Does the hotel run a rental programme?", "en")).toBe(LANGUAGES.en.knowledge.rentalProgramme(knowledge.brand));
  });

  it("reads a share without the programme or the hotel as something else", () => {
    expect(offlineAnswer("What is the rent of Blitz?", "en")).not.toContain(unknown("en", "rentalTerms"));
    expect(offlineAnswer("What share of buyers are investors?", "en")).not.toBe(unknown("en", "rentalTerms"));
  });
});

describe("a message it cannot place", () => {
  it.each([
    ["en", "Who won the league last weekend?"],
    ["ms", "Siapa menang perlawanan bola malam tadi?"],
    ["zh", "今晚的球赛几点开始？"],
    ["hi", "आज रात मैच कितने बजे है?"],
    ["ru", "Во сколько сегодня матч сборной?"],
    ["es", "¿A qué hora juega la selección esta noche?"],
    ["fr", "À quelle heure est le match ce soir ?"],
    ["de", "Wann ist der Anpfiff heute Abend?"],
    ["ar", "متى تبدأ المباراة الليلة؟"],
  ] as const)("about sport is declined politely, with the sales line, in %s: %s", (language, message) => {
    expect(offlineAnswer(message, language)).toBe(QUERY_WORDS[language].phrases.refusal.offTopic(knowledge.name, PHONE));
  });

  it.each([
    ["en", "Hello, can you recommend a good dentist in town?"],
    ["fr", "Bonjour, où acheter du pain frais le dimanche ?"],
    ["en", "Thanks! What time does the museum open tomorrow?"],
    ["ar", "مرحبا، هل تعرف طبيبا جيدا في المدينة؟"],
    ["ar", "شكرا، متى يفتح المتحف غدا؟"],
    ["hi", "नमस्ते, क्या आप शहर में कोई अच्छा डॉक्टर जानते हैं?"],
    ["hi", "धन्यवाद, कल संग्रहालय कब खुलेगा?"],
  ] as const)('that greets or thanks is answered "not sure" with the sales line, never a greeting, in %s: %s', (language, message) => {
    expect(offlineAnswer(message, language)).toBe(QUERY_WORDS[language].phrases.notSure(knowledge.name, PHONE));
  });

  it.each([
    ["en", "hi"],
    ["ms", "salam"],
    ["zh", "你好"],
    ["ar", "مرحبا"],
    ["de", "Guten Morgen!"],
    ["ar", "مرحبا، كيف حالك اليوم؟"],
    ["hi", "नमस्ते, आप कैसे हैं?"],
  ] as const)("a greeting alone still gets the greeting, in %s: %s", (language, message) => {
    const reply = offlineAnswer(message, language);
    expect(reply).not.toBe(QUERY_WORDS[language].phrases.notSure(knowledge.name, PHONE));
    expect(reply).toContain("Blitz");
  });
});

describe("the floor a unit is on, and charging for electric cars", () => {
  const notKnown = (language: LocaleCode) => BOUNDARY_WORDS[language].phrases.notKnown(knowledge.name, PHONE);

  it.each([
    ["en", "Which floor is Blitz on?"],
    ["en", "Is there an EV charger in the car park?"],
    ["ms", "Blitz di aras berapa?"],
    ["ms", "Ada pengecas EV tak?"],
    ["zh", "Cares在第几层？"],
    ["zh", "停车场有充电桩吗？"],
    ["hi", "Blitz किस मंज़िल पर है?"],
    ["hi", "क्या चार्जिंग स्टेशन है?"],
    ["ru", "На каком этаже находится Blitz?"],
    ["ru", "Есть ли зарядка для электромобиля?"],
    ["es", "¿En qué planta está Cares?"],
    ["es", "¿Hay cargador para coches eléctricos?"],
    ["fr", "À quel étage se trouve Blitz ?"],
    ["fr", "Y a-t-il une borne de recharge ?"],
    ["de", "Auf welcher Etage ist Cares?"],
    ["de", "Gibt es eine Ladestation?"],
    ["ar", "في أي طابق تقع Blitz؟"],
    ["ar", "هل يوجد شاحن سيارات كهربائية؟"],
  ] as const)("says it does not know, with the sales line and no figure, in %s: %s", (language, message) => {
    const reply = offlineAnswer(message, language);
    expect(reply).toBe(notKnown(language));
    expect(reply).toContain(PHONE);
    expect(figureIn(reply)).toBe(false);
  });

  it("still counts the car parks themselves", () => {
    expect(offlineAnswer("How many car parks does Cares have?", "en")).toContain(`**${C.carParks} car parks**`);
  });
});
