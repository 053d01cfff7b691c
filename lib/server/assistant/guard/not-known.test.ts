import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { replyRules } from "./index";
import { compileNotKnown, notKnownTopicOf } from "./not-known";
import { honestSentence } from "./stream";

const { notKnown, figures } = replyRules();

describe("notKnownTopicOf", () => {
  it.each([
    ["There is an international school 5 minutes away.", "amenities"],
    ["The management fee is low.", "maintenanceFeePerSqft"],
    ["The hotel keeps only a small share of the rent.", "rentalTerms"],
    ["Foreign buyers can purchase without restrictions.", "foreignBuyers"],
    ["The beach is a short drive away.", "distance"],
    ["It's a short stroll to the beach.", "distance"],
    ["Pantai hanya beberapa langkah dari sini.", "distance"],
    ["海滩步行即到。", "distance"],
    ["समुद्र तट बस कुछ कदम पर है।", "distance"],
    ["До пляжа рукой подать.", "distance"],
    ["La playa está a un paso.", "distance"],
    ["La plage est à deux pas.", "distance"],
    ["Der Strand ist nur einen Katzensprung entfernt.", "distance"],
    ["الشاطئ على بعد خطوات.", "distance"],
    ["Banks lend up to most of the price.", "financing"],
    ["Il y a une école internationale à côté.", "amenities"],
    ["Рядом есть международная школа.", "amenities"],
    ["附近有一所国际学校。", "amenities"],
    ["توجد مدرسة دولية بالقرب من الأبراج.", "amenities"],
  ])("finds what %s asserts about", (sentence, topic) => {
    expect(notKnownTopicOf(sentence, notKnown)).toBe(topic);
  });

  it.each([
    "I don't know the distance to the nearest school; our sales team can tell you.",
    "The maintenance fee is not yet confirmed, so I won't guess.",
    "Our sales team can tell you about financing.",
    "The development has an infinity pool overlooking the bay and a rooftop lounge.",
    "Owners can let their unit through the hotel team's rental programme.",
    "Je ne connais pas la distance jusqu'à l'école la plus proche.",
    "我不知道到最近学校的距离。",
  ])("lets an honest or unrelated sentence pass: %s", (sentence) => {
    expect(notKnownTopicOf(sentence, notKnown)).toBeNull();
  });

  it.each([
    ["There is an international school nearby, our sales team can tell you more.", "amenities"],
    ["The maintenance fee is low; our sales team can confirm.", "maintenanceFeePerSqft"],
    ["There is a mall next to the towers and our sales team can tell you more.", "amenities"],
    ["I don't know the fees. There is a school next door.", "amenities"],
    ["Ada sekolah antarabangsa berdekatan, pasukan jualan kami boleh beritahu lebih lanjut.", "amenities"],
    ["附近有一所国际学校，销售团队可以告诉您更多。", "amenities"],
    ["पास में एक अंतरराष्ट्रीय स्कूल है, सेल्स टीम आपको और बता सकती है।", "amenities"],
    ["Рядом есть международная школа, отдел продаж расскажет подробнее.", "amenities"],
    ["Hay un colegio internacional cerca, nuestro equipo de ventas puede contarle más.", "amenities"],
    ["Il y a une école internationale à proximité, notre équipe commerciale peut vous en dire plus.", "amenities"],
    ["In der Nähe gibt es eine internationale Schule, unser Vertriebsteam sagt Ihnen mehr.", "amenities"],
    ["توجد مدرسة دولية قريبة، ويمكن لفريق المبيعات إخبارك بالمزيد.", "amenities"],
  ])("does not let a mention of the sales team excuse what another clause asserts: %s", (sentence, topic) => {
    expect(notKnownTopicOf(sentence, notKnown)).toBe(topic);
  });

  it("reads a figure beside a topic the site does not know as a guess, however hedged", () => {
    expect(notKnownTopicOf("Our sales team says the beach is a 30-minute drive.", notKnown, figures)).toBe("distance");
    expect(notKnownTopicOf("The school is about 12 minutes away but I'm not sure.", notKnown, figures)).toBe("amenities");
    expect(notKnownTopicOf("Our sales team can tell you about the school.", notKnown, figures)).toBeNull();
    for (const sentence of [
      "The airport is 60 minutes away, our sales team can confirm.",
      "机场距离这里60分钟，销售团队可以确认。",
      "हवाई अड्डा यहाँ से 60 मिनट दूर है, सेल्स टीम पुष्टि कर सकती है।",
      "Аэропорт в 60 минутах отсюда, отдел продаж подтвердит.",
      "El aeropuerto está a 60 minutos, nuestro equipo de ventas puede confirmarlo.",
      "L'aéroport est à 60 minutes, notre équipe commerciale peut le confirmer.",
      "المطار على بعد 60 دقيقة، ويمكن لفريق المبيعات تأكيد ذلك.",
    ])
      expect(notKnownTopicOf(sentence, notKnown, figures)).toBe("distance");
    expect(notKnownTopicOf("Blitz is 743 sq ft; I don't know the maintenance fee.", notKnown, figures)).toBeNull();
  });

  it("leaves an optional fact alone once it is known", () => {
    const words = LOCALE_CODES.map((code) => LANGUAGES[code].guard.notKnown);
    expect(notKnownTopicOf("The maintenance fee is low.", compileNotKnown(words, ["amenities"]))).toBeNull();
  });
});

describe("the honest sentence for a fact the site does not have", () => {
  it("says the information is missing, not a figure, and gives the sales contact", () => {
    const sentence = honestSentence("notKnown", "en");
    expect(sentence).toContain("information");
    expect(sentence).toContain("WhatsApp");
  });
});
