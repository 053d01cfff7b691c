import "server-only";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { formatDate, formatDay, formatDays, formatMinutes, formatSlot, formatTime, formatWeekdayShort } from "./format";
import { viewingSettings } from "./opening-hours";

const SLOT = { start: new Date("2026-11-28T11:00:00+08:00"), end: new Date("2026-11-28T12:00:00+08:00") };
const NON_LATIN_DIGITS = /[٠-٩۰-۹०-९０-９]/;

describe("formatSlot", () => {
  it.each([
    ["en", "Saturday 28 November at 11:00"],
    ["de", "Samstag, 28. November um 11:00 Uhr"],
    ["fr", "samedi 28 novembre à 11 h"],
    ["ms", "Sabtu, 28 November, pukul 11.00 pagi"],
    ["hi", "शनिवार, 28 नवंबर को सुबह 11:00 बजे"],
    ["es", "sábado, 28 de noviembre, a las 11:00"],
    ["ru", "суббота, 28 ноября в 11:00"],
    ["zh", "11月28日星期六 11:00"],
    ["ar", "السبت، 28 نوفمبر في 11:00"],
  ] as const)("%s reads %s", (language, text) => {
    expect(formatSlot(SLOT, language).replaceAll("\u00a0", " ")).toBe(text);
  });

  const SATURDAY: Record<LocaleCode, string> = {
    en: "Saturday",
    ms: "Sabtu",
    zh: "星期六",
    hi: "शनिवार",
    ru: "суббота",
    es: "sábado",
    fr: "samedi",
    de: "Samstag",
    ar: "السبت",
  };

  it.each(LOCALE_CODES)("%s names the weekday, the date and the time, in Latin digits", (language) => {
    const text = formatSlot(SLOT, language);
    expect(text).toContain(SATURDAY[language]);
    expect(text).toContain("28");
    // The time as the language's clock writes it ("11 h", "11.00 pagi"), the same in a slot as in a list of times.
    expect(text).toContain(formatTime(SLOT.start, language));
    expect(text).toContain("11");
    expect(text).not.toMatch(NON_LATIN_DIGITS);
    expect(formatDay(SLOT.start, language)).toContain(SATURDAY[language]);
    expect(formatDay(SLOT.start, language)).not.toContain(formatTime(SLOT.start, language));
  });

  it("gives short weekday names from Sunday = 0", () => {
    expect([0, 1, 6].map((d) => formatWeekdayShort(d, "en"))).toEqual(["Sun", "Mon", "Sat"]);
    expect(formatWeekdayShort(1, "zh")).toBe("周一");
  });

  it("shows the gallery's clock, not the server's", () => {
    expect(formatTime(SLOT.start, "en")).toBe("11:00");
    expect(formatTime(SLOT.start, "en", { ...viewingSettings, timeZone: "Europe/London" })).toBe("03:00");
    expect(formatSlot(SLOT.start, "en")).toBe(formatSlot(SLOT, "en"));
  });

  it("writes the time as the language does", () => {
    const at = new Date("2026-11-28T18:30:00+08:00");
    expect(formatTime(at, "fr")).toBe("18\u00a0h\u00a030");
    expect(formatTime(at, "de")).toBe("18:30\u00a0Uhr");
    expect(formatTime(at, "ms")).toBe("6.30\u00a0petang");
    expect(formatTime(at, "ru")).toBe("18:30");
  });
});

describe("durations", () => {
  it.each([
    [120, "en", "2 hours"],
    [60, "en", "1 hour"],
    [90, "en", "90 minutes"],
    [120, "ru", "2 часа"],
    [300, "ru", "5 часов"],
    [120, "zh", "2 小时"],
  ] as const)("%i minutes in %s: %s", (minutes, language, text) => {
    expect(formatMinutes(minutes, language)).toBe(text);
  });

  it("counts days in the language", () => {
    expect(formatDays(60, "en")).toBe("60 days");
    expect(formatDays(60, "de")).toBe("60 Tage");
    expect(formatDays(60, "zh")).toBe("60 天");
  });
});

describe("formatDate", () => {
  it.each([
    ["en", "30 November 2027"],
    ["ms", "30 November 2027"],
    ["zh", "2027年11月30日"],
    ["de", "30. November 2027"],
    ["ar", "30 نوفمبر 2027"],
    ["fr", "30 novembre 2027"],
  ] as const)("writes a calendar day in %s, with Latin digits", (language, expected) => {
    expect(formatDate(new Date("2027-11-30T00:00:00Z"), language)).toBe(expected);
  });

  it("writes the first of the month as French does, 1er", () => {
    expect(formatDate(new Date("2025-12-01T00:00:00Z"), "fr")).toBe("1er décembre 2025");
    expect(formatDate(new Date("2025-12-11T00:00:00Z"), "fr")).toBe("11 décembre 2025");
    expect(formatDate(new Date("2025-12-21T00:00:00Z"), "fr")).toBe("21 décembre 2025");
    expect(formatDay(new Date("2026-05-01T11:00:00+08:00"), "fr")).toBe("vendredi 1er mai");
    expect(formatSlot(new Date("2026-05-01T11:00:00+08:00"), "fr")).toBe("vendredi 1er mai à 11\u00a0h");
    expect(formatDate(new Date("2025-12-01T00:00:00Z"), "es")).toBe("1 de diciembre de 2025");
  });

  it("keeps the day whatever the server's zone: the particulars' dates are days, not moments", () => {
    // Midnight UTC is already 08:00 in Kuantan and still the day before in the Americas; the day is the same.
    expect(formatDate(new Date("2029-12-31T00:00:00Z"), "en")).toBe("31 December 2029");
  });
});
