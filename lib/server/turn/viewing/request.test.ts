import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import type { ViewingSettings } from "@/lib/server/calendar/opening-hours";
import { viewingSettings } from "@/lib/server/calendar/opening-hours";
import { parseViewingRequest, pickOfferedSlot } from "./request";
import type { PartOfDay } from "@/lib/server/calendar/types";

// Wednesday 25 November 2026, 10:00 in Kuantan.
const NOW = new Date("2026-11-25T10:00:00+08:00");
const kl = (local: string) => new Date(`${local}+08:00`);

type Expected = { at: string; partOfDay?: PartOfDay } | { day: string; partOfDay?: PartOfDay };

const REQUESTS: [LocaleCode, string, Expected][] = [
  ["en", "this Saturday at 11am", { at: "2026-11-28T11:00" }],
  ["en", "tomorrow 3pm", { at: "2026-11-26T15:00" }],
  ["en", "Sat 10:30", { at: "2026-11-28T10:30" }],
  ["en", "next Monday morning", { day: "2026-11-30", partOfDay: "morning" }],
  ["en", "Can I visit on Friday?", { day: "2026-11-27" }],
  ["en", "I'd like a viewing tomorrow at 3", { at: "2026-11-26T15:00" }],
  ["en", "Could we come by on 28/11 at 2pm?", { at: "2026-11-28T14:00" }],
  ["en", "Can I see the show unit at 4pm?", { at: "2026-11-25T16:00" }],
  ["ms", "Sabtu ini jam 11 pagi", { at: "2026-11-28T11:00" }],
  ["ms", "esok pukul 3 petang", { at: "2026-11-26T15:00" }],
  ["ms", "Boleh saya melawat galeri jualan pada hari Jumaat?", { day: "2026-11-27" }],
  ["ms", "Isnin depan pagi", { day: "2026-11-30", partOfDay: "morning" }],
  ["zh", "这周六上午11点", { at: "2026-11-28T11:00" }],
  ["zh", "明天下午3点", { at: "2026-11-26T15:00" }],
  ["zh", "我想周六上午去看房", { day: "2026-11-28", partOfDay: "morning" }],
  ["zh", "下周一下午两点可以参观吗", { at: "2026-11-30T14:00" }],
  ["hi", "शनिवार सुबह 11 बजे", { at: "2026-11-28T11:00" }],
  ["hi", "कल दोपहर 3 बजे", { at: "2026-11-26T15:00" }],
  ["hi", "क्या मैं शुक्रवार को सेल्स गैलरी देखने आ सकता हूँ?", { day: "2026-11-27" }],
  ["hi", "अगले सोमवार सुबह", { day: "2026-11-30", partOfDay: "morning" }],
  ["hi", "शनिवार को साढ़े 11 बजे", { at: "2026-11-28T11:30" }],
  ["ru", "в эту субботу в 11 утра", { at: "2026-11-28T11:00" }],
  ["ru", "завтра в 3 часа дня", { at: "2026-11-26T15:00" }],
  ["ru", "Можно записаться на просмотр в пятницу?", { day: "2026-11-27" }],
  ["ru", "в следующий понедельник утром", { day: "2026-11-30", partOfDay: "morning" }],
  ["es", "este sábado a las 11", { at: "2026-11-28T11:00" }],
  ["es", "mañana a las 3 de la tarde", { at: "2026-11-26T15:00" }],
  ["es", "el próximo lunes por la mañana", { day: "2026-11-30", partOfDay: "morning" }],
  ["es", "¿Puedo visitar la sala de ventas el viernes?", { day: "2026-11-27" }],
  ["fr", "ce samedi à 11h", { at: "2026-11-28T11:00" }],
  ["fr", "samedi 28 novembre à 10\u00a0h\u00a030", { at: "2026-11-28T10:30" }],
  ["fr", "ce samedi à 14h30", { at: "2026-11-28T14:30" }],
  ["ms", "Sabtu, 28 November, pukul 11.00\u00a0pagi", { at: "2026-11-28T11:00" }],
  ["de", "Samstag, 28. November um 11:00\u00a0Uhr", { at: "2026-11-28T11:00" }],
  ["hi", "शनिवार, 28 नवंबर को सुबह 11:00\u00a0बजे", { at: "2026-11-28T11:00" }],
  ["fr", "demain à 15h", { at: "2026-11-26T15:00" }],
  ["fr", "lundi prochain matin", { day: "2026-11-30", partOfDay: "morning" }],
  ["fr", "Je voudrais visiter l'espace de vente vendredi", { day: "2026-11-27" }],
  ["de", "diesen Samstag um 11 Uhr", { at: "2026-11-28T11:00" }],
  ["de", "morgen um 15 Uhr", { at: "2026-11-26T15:00" }],
  ["de", "nächsten Montag vormittags", { day: "2026-11-30", partOfDay: "morning" }],
  ["de", "Kann ich am Freitag zur Besichtigung kommen?", { day: "2026-11-27" }],
  ["ar", "السبت الساعة 11 صباحًا", { at: "2026-11-28T11:00" }],
  ["ar", "غدًا الساعة 3 مساءً", { at: "2026-11-26T15:00" }],
  ["ar", "أريد زيارة صالة المبيعات يوم الجمعة", { day: "2026-11-27" }],
  ["ar", "السبت ١١:٣٠ صباحا", { at: "2026-11-28T11:30" }],
  // Greetings name no part of the day.
  ["en", "Good evening, can I visit Saturday at 11?", { at: "2026-11-28T11:00" }],
  ["zh", "晚上好，我想周六11点参观", { at: "2026-11-28T11:00" }],
  ["es", "Buenas tardes, ¿puedo visitar el sábado a las 11?", { at: "2026-11-28T11:00" }],
  ["ru", "Добрый вечер! Можно приехать в субботу в 11?", { at: "2026-11-28T11:00" }],
  ["ar", "مساء الخير، أريد زيارة المعرض يوم السبت الساعة 11", { at: "2026-11-28T11:00" }],
  // With a phone number in the same message.
  ["en", "I'm David, 012-345 6789, can I visit Saturday 11am?", { at: "2026-11-28T11:00" }],
  ["en", "I will come on 12/12", { day: "2026-12-12" }],
];

describe("parseViewingRequest", () => {
  it.each(REQUESTS)("%s: %s", (language, text, expected) => {
    const request = parseViewingRequest(text, language, NOW);
    expect(request).not.toBeNull();
    if ("at" in expected) {
      expect(request).toEqual({ start: kl(expected.at), hasTime: true, partOfDay: null });
    } else {
      expect(request).toEqual({ start: kl(`${expected.day}T00:00`), hasTime: false, partOfDay: expected.partOfDay ?? null });
    }
  });

  it("covers all nine languages", () => {
    expect(new Set(REQUESTS.map(([language]) => language))).toEqual(new Set(LOCALE_CODES));
  });

  const NOT_REQUESTS: [LocaleCode, string][] = [
    ["en", "I want a 3-bedroom"],
    ["en", "+60 12-345 6789"],
    ["en", "7.2%"],
    ["en", "What is the rental yield? Is it 7.2%?"],
    ["en", "My budget is around RM1.2 million, buying within 3 months"],
    ["en", "Please call me tomorrow at 3pm"],
    ["en", "I'm Singaporean"],
    ["en", "I'll be free in 5 minutes"],
    ["en", "Can I visit?"],
    ["ms", "Saya mahu unit 3 bilik"],
    ["ms", "Sila telefon saya esok pukul 3 petang"],
    ["zh", "我想要三房的单位"],
    ["zh", "我的电话是012-345 6789"],
    ["hi", "मुझे 3 बेडरूम चाहिए"],
    ["hi", "मेरा नंबर 98765 43210 है"],
    ["ru", "Мне нужна квартира с 3 спальнями"],
    ["ru", "Позвоните мне завтра в 15:00"],
    ["es", "Quiero un piso de 3 dormitorios"],
    ["es", "Llámeme mañana a las 15:00"],
    ["fr", "Je veux un appartement de 3 chambres"],
    ["fr", "Appelez-moi demain à 15h"],
    ["de", "Ich möchte eine Wohnung mit 3 Schlafzimmern"],
    ["de", "Rufen Sie mich morgen um 15 Uhr an"],
    ["ar", "أريد شقة من 3 غرف"],
    ["ar", "اتصل بي غدا الساعة 3 مساء"],
    ["ar", "العائد 7.2%"],
  ];

  it.each(NOT_REQUESTS)("%s: %s is no request", (language, text) => {
    expect(parseViewingRequest(text, language, NOW)).toBeNull();
  });

  it("reads the time on the gallery's clock, whatever zone the server runs in", () => {
    const inLondon: ViewingSettings = { ...viewingSettings, timeZone: "Europe/London" };
    // 25 November is winter time in London: UTC+0.
    expect(parseViewingRequest("tomorrow 3pm", "en", NOW, { settings: inLondon })?.start).toEqual(new Date("2026-11-26T15:00:00Z"));
    expect(parseViewingRequest("tomorrow 3pm", "en", NOW)?.start).toEqual(new Date("2026-11-26T07:00:00Z"));
  });

  it("follows daylight saving in a zone that has it", () => {
    const inBerlin: ViewingSettings = { ...viewingSettings, timeZone: "Europe/Berlin" };
    // Sunday 29 March 2026: clocks went forward the same morning; 11:00 is then UTC+2.
    const saturday = new Date("2026-03-28T12:00:00Z");
    expect(parseViewingRequest("tomorrow 11am viewing", "en", saturday, { settings: inBerlin })?.start).toEqual(
      new Date("2026-03-29T09:00:00Z"),
    );
  });

  it("takes a bare day or time as an answer only right after the consultant asked when", () => {
    expect(parseViewingRequest("Saturday", "en", NOW)).toBeNull();
    expect(parseViewingRequest("Saturday", "en", NOW, { afterQuestion: true })).toEqual({
      start: kl("2026-11-28T00:00"),
      hasTime: false,
      partOfDay: null,
    });
    expect(parseViewingRequest("周六", "zh", NOW, { afterQuestion: true })?.start).toEqual(kl("2026-11-28T00:00"));
    expect(parseViewingRequest("3pm", "en", NOW, { afterQuestion: true })?.start).toEqual(kl("2026-11-25T15:00"));
    expect(parseViewingRequest("I want a 3-bedroom", "en", NOW, { afterQuestion: true })).toBeNull();
  });

  it("puts a time without a day today while it is ahead, else tomorrow", () => {
    expect(parseViewingRequest("Can I visit at 4pm?", "en", NOW)?.start).toEqual(kl("2026-11-25T16:00"));
    const evening = kl("2026-11-25T17:00");
    expect(parseViewingRequest("Can I visit at 4pm?", "en", evening)?.start).toEqual(kl("2026-11-26T16:00"));
  });
});

describe("pickOfferedSlot", () => {
  // Saturday 11:00, 12:00 and Sunday 10:00.
  const OFFERED = [kl("2026-11-28T11:00"), kl("2026-11-28T12:00"), kl("2026-11-29T10:00")];

  const PICKS: [LocaleCode, string, number | null][] = [
    ["en", "the first one", 0],
    ["en", "2", 1],
    ["en", "Option 3 please", 2],
    ["en", "11am works", 0],
    ["en", "12:00 is fine", 1],
    ["en", "Sunday", 2],
    ["en", "the last one", 2],
    ["en", "Saturday", null],
    ["en", "3pm", null],
    ["en", "4", null],
    ["en", "Good morning! The first one", 0],
    ["en", "what about parking?", null],
    ["ms", "yang kedua", 1],
    ["ms", "Ahad", 2],
    ["zh", "第二个", 1],
    ["zh", "周日", 2],
    ["zh", "上午11点可以", 0],
    ["hi", "पहला वाला", 0],
    ["hi", "रविवार", 2],
    ["hi", "12 बजे ठीक है", 1],
    ["ru", "второй вариант", 1],
    ["ru", "в воскресенье", 2],
    ["es", "la primera", 0],
    ["es", "el domingo", 2],
    ["fr", "le troisième", 2],
    ["fr", "dimanche", 2],
    ["de", "der zweite Termin", 1],
    ["de", "Sonntag passt", 2],
    ["ar", "السبت", null],
    ["ar", "الأحد", 2],
    ["ar", "الثاني", 1],
    ["ar", "٣", 2],
  ];

  it.each(PICKS)("%s: %s", (language, text, index) => {
    expect(pickOfferedSlot(text, OFFERED, language, NOW)).toEqual(index === null ? null : OFFERED[index]);
  });

  it("takes a weekday that only one offered slot falls on", () => {
    const spread = [kl("2026-11-27T11:00"), kl("2026-11-28T11:00"), kl("2026-11-30T11:00")];
    expect(pickOfferedSlot("السبت", spread, "ar", NOW)).toEqual(spread[1]);
  });

  it("picks nothing from an empty offer", () => {
    expect(pickOfferedSlot("the first one", [], "en", NOW)).toBeNull();
  });
});
