import "server-only";
import { parseMarkdown } from "@/lib/shared/chat/markdown";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { formatClock, formatDay, formatDays, formatMinutes, formatSlot, formatTime } from "@/lib/server/calendar/format";
import { type ViewingSettings, viewingSettings } from "@/lib/server/calendar/opening-hours";
import { openingHoursText, viewingConfirmed, viewingDayOffer, viewingOffer, viewingReply } from "./phrases";
import type { ViewingRefusal } from "@/lib/server/calendar/slots";

const kl = (local: string) => new Date(`${local}+08:00`);
const hour = (local: string) => ({ start: kl(local), end: new Date(kl(local).getTime() + 3_600_000) });
const SLOT = hour("2026-11-28T11:00");
const OFFERED = [hour("2026-11-28T15:00"), hour("2026-11-28T16:00"), hour("2026-11-30T10:00")];
const DAY = [hour("2026-11-28T10:00"), hour("2026-11-28T14:00"), hour("2026-11-28T17:00")];
const REASONS: ViewingRefusal[] = ["closed", "too-soon", "too-far", "past"];

// Each language in its own script, with the term the site uses for the sales gallery.
const SCRIPT: Record<LocaleCode, RegExp> = {
  en: /sales gallery/iu,
  ms: /galeri jualan/iu,
  zh: /售楼处/iu,
  hi: /सेल्स गैलरी/iu,
  ru: /офис\p{L}* продаж/iu,
  es: /sala de ventas/iu,
  fr: /espace de vente/iu,
  de: /Verkaufsbüro/iu,
  ar: /مركز المبيعات/iu,
};

const orderedItems = (text: string) => {
  const lists = parseMarkdown(text, { origin: "https://example.com" }).filter((b) => b.kind === "list");
  expect(lists).toHaveLength(1);
  const list = lists[0];
  expect(list.kind === "list" && list.ordered).toBe(true);
  return list.kind === "list" ? list.items.map((item) => item.map((i) => (i.kind === "text" ? i.text : "")).join("")) : [];
};

describe("viewingConfirmed", () => {
  it.each(LOCALE_CODES)("%s: books with contact, asks for it without", (language) => {
    const booked = viewingConfirmed(SLOT, language, { haveContact: true });
    const noted = viewingConfirmed(SLOT, language, { haveContact: false });
    const when = `**${formatSlot(SLOT, language)}**`;
    expect(booked).toContain(when);
    expect(noted).toContain(when);
    expect(booked).toMatch(SCRIPT[language]);
    expect(noted).toMatch(SCRIPT[language]);
    expect(booked).not.toMatch(/[?？؟]/);
    expect(noted).toMatch(/[?？؟]/);
  });
});

describe("viewingOffer", () => {
  it.each(LOCALE_CODES)("%s: says why, the hours, and lists the slots to pick from", (language) => {
    const texts = REASONS.map((reason) => viewingOffer(OFFERED, reason, language));
    expect(new Set(texts).size).toBe(REASONS.length);
    for (const text of texts) {
      expect(orderedItems(text)).toEqual(OFFERED.map((slot) => formatSlot(slot, language)));
      expect(text).toContain(formatClock(10 * 60, language));
      expect(text).toContain(formatClock(18 * 60, language));
      expect(text).toMatch(SCRIPT[language]);
    }
    expect(texts[1]).toContain(formatMinutes(viewingSettings.minNoticeMinutes, language));
    expect(texts[2]).toContain(formatDays(viewingSettings.maxDaysAhead, language));
  });

  it.each(LOCALE_CODES)("%s: says something useful when no slot is open", (language) => {
    const text = viewingOffer([], "closed", language);
    expect(text.length).toBeGreaterThan(20);
    expect(parseMarkdown(text, { origin: "https://example.com" }).some((b) => b.kind === "list")).toBe(false);
  });

  it("reads as the consultant should in English", () => {
    expect(viewingOffer(OFFERED.slice(0, 2), "closed", "en")).toBe(
      "I'm afraid that time is outside our opening hours. The sales gallery is open daily 10:00–18:00. The nearest open times are:\n\n" +
        "1. Saturday 28 November at 15:00\n2. Saturday 28 November at 16:00\n\nWhich would suit you best?",
    );
  });
});

describe("viewingDayOffer", () => {
  it.each(LOCALE_CODES)("%s: names the day once and lists its times", (language) => {
    const text = viewingDayOffer(DAY, language);
    expect(text).toContain(formatDay(DAY[0].start, language));
    expect(orderedItems(text)).toEqual(DAY.map((slot) => formatTime(slot.start, language)));
    expect(text).toMatch(SCRIPT[language]);
  });

  it("lists each slot with its day when they fall on different days", () => {
    expect(orderedItems(viewingDayOffer(OFFERED, "en"))).toEqual(OFFERED.map((slot) => formatSlot(slot, "en")));
  });

  it("is what viewingOffer says for a day without a time", () => {
    expect(viewingOffer(DAY, "pick-a-time", "de")).toBe(viewingDayOffer(DAY, "de"));
  });
});

describe("viewingReply", () => {
  it("confirms a bookable slot and offers otherwise", () => {
    expect(viewingReply({ ok: true, slot: SLOT }, "fr", { haveContact: true })).toBe(viewingConfirmed(SLOT, "fr", { haveContact: true }));
    expect(viewingReply({ ok: false, reason: "too-soon", suggestions: OFFERED }, "ar", { haveContact: false })).toBe(
      viewingOffer(OFFERED, "too-soon", "ar"),
    );
    expect(viewingReply({ ok: false, reason: "pick-a-time", suggestions: DAY }, "zh", { haveContact: false })).toBe(
      viewingDayOffer(DAY, "zh"),
    );
  });
});

describe("tone", () => {
  const everything = (language: LocaleCode) =>
    [
      viewingConfirmed(SLOT, language, { haveContact: true }),
      viewingConfirmed(SLOT, language, { haveContact: false }),
      ...REASONS.map((reason) => viewingOffer(OFFERED, reason, language)),
      viewingOffer([], "past", language),
      viewingDayOffer(DAY, language),
    ].join("\n");

  it("addresses a Spanish visitor as usted", () => {
    const text = everything("es");
    expect(text).toMatch(/\b(su|le|usted)\b/);
    expect(text).not.toMatch(/\b(tu|tú|te|ti|contigo)\b/i);
  });

  it("writes Malaysian, not Indonesian", () => {
    const monday = hour("2026-11-30T10:00");
    const text = `${everything("ms")}\n${viewingConfirmed(monday, "ms", { haveContact: true })}`;
    expect(text).toContain("Isnin");
    expect(text).not.toMatch(/\b(Senin|besok|sore|kamu|silakan|nomor)\b/i);
  });
});

describe("openingHoursText", () => {
  const hours = viewingSettings.hours;
  const sundaysClosed: ViewingSettings = { ...viewingSettings, hours: { ...hours, sun: null } };
  const shortWeekend: ViewingSettings = {
    ...viewingSettings,
    hours: { ...hours, sat: { open: "10:00", close: "16:00" }, sun: { open: "10:00", close: "16:00" } },
  };

  it.each<[LocaleCode, ViewingSettings, string | null]>([
    ["en", viewingSettings, "daily 10:00–18:00"],
    ["ru", viewingSettings, "ежедневно с 10:00 до 18:00"],
    ["ar", viewingSettings, "يوميًا من 10:00 إلى 18:00"],
    ["fr", viewingSettings, "tous les jours de 10 h à 18 h"],
    ["de", viewingSettings, "täglich 10:00–18:00 Uhr"],
    ["ms", viewingSettings, "setiap hari, 10.00 pagi hingga 6.00 petang"],
    ["hi", viewingSettings, "रोज़ सुबह 10:00 बजे से शाम 6:00 बजे तक"],
    ["de", sundaysClosed, "Mo–Sa 10:00–18:00 Uhr"],
    ["en", sundaysClosed, "Mon–Sat 10:00–18:00"],
    ["zh", sundaysClosed, "周一至周六 10:00–18:00"],
    ["en", shortWeekend, "Mon–Fri 10:00–18:00, Sat–Sun 10:00–16:00"],
    ["en", { ...viewingSettings, hours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null } }, null],
  ])("%s: %s", (language, settings, text) => {
    expect(openingHoursText(language, settings)?.replaceAll("\u00a0", " ") ?? null).toBe(text);
  });
});
