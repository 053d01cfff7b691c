import "server-only";
import { knowledge } from "@/lib/server/config/knowledge";
import { A, B, C, rm } from "@/test/support/property";
import { PUBLISHED } from "../published";
import { replyRules } from "./index";
import { allowedFigures, isAllowed } from "./allowed";
import { checkSentence, claimOf, inventedFigures } from "./sentence";

const rules = replyRules();
const verdict = (sentence: string) => {
  const v = checkSentence(sentence, rules);
  return v.ok ? "ok" : v.reason;
};

describe("the grounding check", () => {
  it.each([
    `${B.name} rents for an expected ${rm(B.rental)} a month, ${rm(B.rental * 12)} a year.`,
    `The installment for ${A.name} is ${rm(A.installment)} a month, or ${rm(A.installment * 12)} a year.`,
    `${A.name} is ${A.sizeSqft - B.sizeSqft} sq ft larger than ${B.name}, and ${rm(A.rental - B.rental)} more in rent.`,
    `${C.name} measures about ${Math.round(C.sizeSqft * 0.09290304)} m².`,
    "Prices for Blitz range from RM680,000 to RM820,000, 240 units in all.",
    "Completion is expected on 31 December 2029; the lease runs to 30 June 2124.",
    "The permit is valid until 30 November 2027.",
    "The sales gallery is open daily from 10:00 to 18:00; a viewing takes 60 minutes.",
    "Die Wohnung hat 1.299 Quadratfuß, die Rendite beträgt 7,2 %.",
    "Ardentz 的售价为 115万 至 142万令吉。",
    "Completion is expected in the fourth quarter of 2029, in December 2029.",
  ])("passes a figure of the fact sheet, or one worked out from it: %s", (sentence) => {
    expect(verdict(sentence)).toBe("ok");
  });

  it.each([
    ["Ardentz costs about RM1.2 million.", "1.2"],
    ["From the rent and the 7.2% yield, Ardentz is worth RM900,000.", "900,000"],
    ["The project will be completed in 2027.", "2027"],
    ["It is a 5-minute walk to the beach.", "5"],
    ["The maintenance fee is RM0.38 per sq ft.", "0.38"],
    ["Ten percent returns are typical here.", "ten"],
    ["该项目预计于2027年完工。", "2027"],
    ["الإيجار RM٤٥٠٠ شهريًا.", "4500"],
    ["You could move in by the third quarter of 2029.", "third quarter"],
    ["Keys are handed over in March 2029.", "2029"],
    ["预计 2029年3月 交房。", "2029"],
  ])("fails an invented figure: %s", (sentence, figure) => {
    expect(inventedFigures(sentence, rules)).toEqual([figure]);
  });

  it("accepts a fact rounded as written, never more than 2% off", () => {
    const allowed = allowedFigures();
    expect(isAllowed({ kind: "money", value: 1_400_000, tolerance: 50_000 }, allowed)).toBe(true); // 1.42 million as "1.4 million"
    expect(isAllowed({ kind: "money", value: 1_000_000, tolerance: 500_000 }, allowed)).toBe(false); // "1 million"
    expect(isAllowed({ kind: "money", value: 5_000, tolerance: 500 }, allowed)).toBe(false); // "RM5k" for RM5,400
    expect(isAllowed({ kind: "sqm", value: 121, tolerance: 0.5 }, allowed)).toBe(true);
  });

  it("allows a year alone only for the completion and the lease, and a permit's years only in its dates", () => {
    const allowed = allowedFigures(knowledge, PUBLISHED);
    expect(allowed.byKind.year).toEqual([2029, 2124]);
    expect(verdict("The permit runs out in 2027.")).toBe("figure");
  });
});

describe("the claims only the site may make", () => {
  it.each([
    ["Our sales team will call you tomorrow.", "callBack"],
    ["I've passed your number to the team.", "callBack"],
    ["Your details have been saved.", "callBack"],
    ["I have reserved a viewing slot for you.", "reservation"],
    ["We can offer you a 5% discount.", "discount"],
    ["It is guaranteed to return 7% a year.", "guarantee"],
    ["Only 5 units are left.", "stock"],
    ["我们的销售团队会尽快联系您。", "callBack"],
    ["Unser Vertriebsteam ruft Sie morgen an.", "callBack"],
    ["سيتصل بك فريق المبيعات غدًا.", "callBack"],
    ["Il ne reste que 3 logements.", "stock"],
    ["Ya, pembelian dua unit layak untuk diskaun 10%.", "discount"],
    ["Отель гарантирует доходность.", "guarantee"],
    ["हमारे सेल्स मैनेजर आपको कॉल करेंगे।", "callBack"],
    ["Su reserva está confirmada.", "reservation"],
  ])("finds a promise in %s", (sentence, kind) => {
    expect(claimOf(sentence, rules.claims)).toBe(kind);
  });

  it.each([
    "Rental yields are estimates, not guarantees.",
    "Die Rendite ist nicht garantiert.",
    "Le rendement n'est pas garanti.",
    "La rentabilidad no está garantizada.",
    "किराये का रिटर्न एक अनुमान है, कोई गारंटी नहीं।",
    "العائد الإيجاري تقدير وليس ضمانًا.",
    "租金回报率只是估算，并非保证。",
    "Доходность не гарантирована.",
    "Bumiputera buyers receive a 7% discount, within a 30% quota.",
    "You can leave your name and number, and our sales team can arrange a viewing.",
    "You can reach our sales team on WhatsApp at +60 13-288 4650.",
  ])("lets an honest sentence through: %s", (sentence) => {
    expect(claimOf(sentence, rules.claims)).toBeNull();
  });

  it.each([
    ["Our team will send the floor plans to your WhatsApp tonight.", "callBack"],
    ["We'll have the paperwork ready for you tomorrow.", "callBack"],
    ["Someone from our office is going to follow up with the figures.", "callBack"],
    ["You're assured of 7.2% annually.", "guarantee"],
    ["Returns of 7% a year are assured.", "guarantee"],
    ["There are 5 Blitz units available.", "stock"],
    ["Masih ada 5 unit Blitz.", "stock"],
    ["Pulangan 7% setahun adalah terjamin.", "guarantee"],
    ["还有5个Blitz单位可供选择。", "stock"],
    ["每年7%的回报是有保障的。", "guarantee"],
    ["Blitz की 5 यूनिट अभी उपलब्ध हैं।", "stock"],
    ["7% सालाना रिटर्न पक्का है।", "guarantee"],
    ["Доступно ещё 5 квартир Blitz.", "stock"],
    ["Доходность 7% в год вам обеспечена.", "guarantee"],
    ["Quedan disponibles 5 unidades Blitz.", "stock"],
    ["La rentabilidad del 7% anual está asegurada.", "guarantee"],
    ["Il reste encore 5 logements Blitz disponibles.", "stock"],
    ["Le rendement de 7 % par an est assuré.", "guarantee"],
    ["Es sind noch 5 Blitz-Einheiten verfügbar.", "stock"],
    ["لا تزال 5 وحدات Blitz متاحة.", "stock"],
    ["عائد 7% سنوياً مؤكد.", "guarantee"],
    ["Pasukan kami akan menghantar pelan lantai ke WhatsApp anda malam ini.", "callBack"],
    ["我们的团队今晚会把平面图发到您的WhatsApp。", "callBack"],
    ["我们明天会回电给您，或者联系我们的销售团队。", "callBack"],
    ["您每年可稳获7.2%。", "guarantee"],
    ["हमारी टीम आज रात आपके WhatsApp पर फ़्लोर प्लान भेजेगी।", "callBack"],
    ["आपको हर साल 7.2% का भरोसा है।", "guarantee"],
    ["Мы подготовим документы к завтрашнему дню.", "callBack"],
    ["Вам обеспечено 7,2% годовых.", "guarantee"],
    ["Le prepararemos los documentos para mañana.", "callBack"],
    ["Tiene asegurado un 7,2% anual.", "guarantee"],
    ["Notre équipe préparera les documents pour demain.", "callBack"],
    ["Vous êtes assuré de 7,2 % par an.", "guarantee"],
    ["Wir rufen Sie morgen zurück, oder kontaktieren Sie unser Vertriebsteam.", "callBack"],
    ["Ihnen sind 7,2 % jährlich sicher.", "guarantee"],
    ["سيرسل فريقنا المخططات إلى واتساب الخاص بك الليلة.", "callBack"],
  ])("finds a commitment by the team or an assurance the lists of phrases did not name: %s", (sentence, kind) => {
    expect(claimOf(sentence, rules.claims)).toBe(kind);
  });

  it.each([
    "We will not share your number with anyone.",
    "Our sales team will be happy to help.",
    "I'll explain the three unit types.",
    "Leave your name and number and our sales team will arrange a viewing.",
    "Three unit types are available: Blitz, Cares and Ardentz.",
    "三种户型可供选择。",
    "Il reste à confirmer le montant des frais.",
    "Hay tres tipos de unidades disponibles.",
    "Доступны три типа квартир.",
    "तीन यूनिट टाइप उपलब्ध हैं।",
    "La rentabilidad es una estimación y no está asegurada.",
    "Le rendement n'est pas assuré.",
    "العائد غير مؤكد.",
    "If you call our sales team, they can tell you more.",
    "Kami tidak akan berkongsi nombor anda.",
    "Мы не передадим ваш номер третьим лицам.",
    "Nous ne transmettrons pas votre numéro.",
    "Wir werden Ihre Nummer nicht weitergeben.",
    "Der Fertigstellungstermin ist der 31. Dezember 2029.",
  ])("lets a sentence about the team that commits to nothing through: %s", (sentence) => {
    expect(claimOf(sentence, rules.claims)).toBeNull();
  });

  it("does not let a denial before one clause cover a promise in the next", () => {
    expect(claimOf("Don't worry, we will call you tomorrow.", rules.claims)).toBe("callBack");
    expect(claimOf("We can't promise anything, but the team will call you today.", rules.claims)).toBe("callBack");
  });
});

describe("certainty said of a money figure, and money given back or not asked for", () => {
  it.each([
    "The 7.2% yield is certain.",
    "Rental income is safe.",
    "Returns are locked in at 7.2%.",
    "Your rent is set in stone.",
    "Price growth is certain.",
    "Die Rendite von 7,2 % ist sicher.",
    "Die Mieteinnahmen sind sicher.",
    "Die Rendite bleibt stabil.",
    "Le rendement de 7,2 % est certain.",
    "Les loyers sont sûrs.",
    "Le rendement ne changera pas.",
    "收益率7.2%是稳定的，不会变。",
    "租金收入是确定的。",
    "Pulangan 7.2% adalah pasti.",
    "Pulangan 7.2% pasti.",
    "Sewa adalah tetap.",
    "7.2% रिटर्न पक्का है।",
    "7.2% रिटर्न सुरक्षित है।",
    "किराये की आय स्थिर रहेगी।",
    "Доходность 7,2% надёжна.",
    "Доходность 7,2% точно будет.",
    "Арендный доход стабилен.",
    "Доходность останется неизменной.",
    "La rentabilidad es segura.",
    "Los ingresos por alquiler son fijos.",
    "El alquiler se mantendrá estable.",
    "العائد 7.2% مضمون.",
    "العائد 7.2% أكيد.",
    "العائد 7.2% ثابت.",
  ])("finds a return stated as certain: %s", (sentence) => {
    expect(claimOf(sentence, rules.claims)).toBe("guarantee");
  });

  it.each([
    "The developer will refund your booking fee.",
    "We will waive the deposit for you.",
    "Our team will give you a special price.",
    "I'll arrange a free consultation with our lawyer.",
    "We'll cover your moving costs.",
    "Der Bauträger wird Ihnen die Reservierungsgebühr erstatten.",
    "Wir werden Ihnen die Anzahlung erlassen.",
    "Wir übernehmen Ihre Umzugskosten.",
    "Le promoteur vous remboursera les frais de réservation.",
    "Nous annulerons l'acompte pour vous.",
    "Nous prendrons en charge vos frais de déménagement.",
    "开发商会退还您的订金。",
    "我们会为您免除押金。",
    "我会为您安排一次免费律师咨询。",
    "Pemaju akan memulangkan yuran tempahan anda.",
    "Kami akan kecualikan deposit untuk anda.",
    "Kami akan tanggung kos pindah anda.",
    "डेवलपर आपकी बुकिंग फीस लौटा देगा।",
    "हम आपका डिपॉज़िट माफ़ कर देंगे।",
    "हम आपकी शिफ्टिंग का खर्च उठाएंगे।",
    "Застройщик вернёт вам взнос за бронирование.",
    "Мы отменим депозит для вас.",
    "Мы оплатим ваш переезд.",
    "El promotor le devolverá la señal.",
    "Le perdonaremos el depósito.",
    "Cubriremos sus gastos de mudanza.",
    "سيعيد المطور لك رسوم الحجز.",
    "سنلغي العربون من أجلك.",
    "سأرتب لك استشارة مجانية مع محامينا.",
  ])("finds money given back or not asked for: %s", (sentence) => {
    expect(claimOf(sentence, rules.claims)).not.toBeNull();
  });

  it.each([
    "The 7.2% yield is an estimate, not a guarantee.",
    "Rental income is not certain and depends on the market.",
    "Yields are estimates; they are not fixed.",
    "Returns are not fixed, and rental income is never certain.",
    "The expected rent for Blitz is RM3,100 a month.",
    "Our sales team can tell you about payment terms.",
    "Residents have secure parking in a safe neighbourhood.",
    "The yield is 7.2% in a safe area.",
    "The rent is paid to you, and the area is safe.",
    "Die Rendite von 7,2 % ist eine Schätzung und nicht sicher.",
    "Die Rendite ist nicht sicher.",
    "Die Anlage hat sichere Parkplätze in einer sicheren Gegend.",
    "Der Bauträger wird die Kosten nicht übernehmen.",
    "Le rendement n'est pas garanti.",
    "Le rendement n'est pas fixe.",
    "Les loyers ne sont pas certains et dépendent du marché.",
    "Le quartier est sûr et le parking est sécurisé.",
    "收益率7.2%只是估算，并非保证。",
    "租金收入并不确定，取决于市场。",
    "收益率不是固定的。",
    "小区很安全，停车场有保安。",
    "Pulangan 7.2% ialah anggaran, bukan jaminan.",
    "Pendapatan sewa tidak pasti dan bergantung pada pasaran.",
    "Kawasan ini selamat dan tempat letak kereta terkawal.",
    "किराये की आय निश्चित नहीं है और बाज़ार पर निर्भर करती है।",
    "इलाका सुरक्षित है और पार्किंग भी सुरक्षित है।",
    "Доходность 7,2% — это оценка, а не гарантия.",
    "Доходность не стабильна.",
    "Район безопасный, парковка охраняемая.",
    "La rentabilidad es una estimación y no está asegurada.",
    "Los ingresos por alquiler no son seguros y dependen del mercado.",
    "Es un barrio seguro con aparcamiento vigilado.",
    "دخل الإيجار غير مؤكد ويعتمد على السوق.",
    "العائد ليس ثابتاً.",
    "الحي آمن والمواقف محمية.",
    "اترك اسمك ورقم هاتفك هنا، وسيرتب فريق المبيعات معاينة في مركز المبيعات.",
  ])("lets an honest sentence about returns, or safety that is no money, through: %s", (sentence) => {
    expect(claimOf(sentence, rules.claims)).toBeNull();
  });
});

describe("a money figure said never to move", () => {
  it.each([
    "The 7.2% yield won't change.",
    "Rental income will never fall.",
    "Don't worry, the yield won't change.",
    "Die Rendite wird sich nicht ändern.",
    "Die Miete ändert sich nicht.",
    "Le rendement ne changera pas.",
    "收益率7.2%是稳定的，不会变。",
    "La rentabilidad no cambiará.",
    "Доходность не изменится.",
    "Pulangan 7.2% tidak akan berubah.",
    "रिटर्न कभी नहीं बदलेगा।",
    "العائد لن يتغير.",
  ])("is a guarantee, its own negation notwithstanding: %s", (sentence) => {
    expect(claimOf(sentence, rules.claims)).toBe("guarantee");
  });

  it.each([
    "We cannot promise the yield will not fall.",
    "It is not true that the yield won't change.",
    "The yield can change and is not guaranteed.",
    "Die Rendite kann sich ändern und ist nicht garantiert.",
    "Доходность может измениться.",
    "Pulangan boleh berubah.",
    "Kami tidak boleh janji pulangan tidak akan turun.",
    "العائد قد يتغير.",
    "لا يمكننا أن نعد بأن العائد لن ينخفض.",
  ])("is denied by a negation earlier in its clause: %s", (sentence) => {
    expect(claimOf(sentence, rules.claims)).toBeNull();
  });
});
