import "server-only";
/**
 * A time of day as each language writes it in running text, in one place: a viewing slot, a
 * day's list of times and the gallery's opening hours all take it (lib/server/calendar/format).
 * The gallery's clock is given as hour 0–23 and minute. Digits stay Latin, as for every figure.
 * A time never breaks across lines, so the space inside it is a no-break one (U+00A0).
 */
import type { LocaleCode } from "@/lib/shared/i18n/locales";

/** hour, minute → the time as the language writes it. */
export type Clock = (hour: number, minute: number) => string;

const NBSP = "\u00a0";
const pad = (n: number) => String(n).padStart(2, "0");
/** 0 → 12, 13 → 1: the twelve-hour figure. */
const twelve = (hour: number) => hour % 12 || 12;

/** "11:00", "18:30": the 24-hour clock, as English, Chinese, Russian, Spanish and Arabic write it here. */
export const clock24: Clock = (hour, minute) => `${pad(hour)}:${pad(minute)}`;

/** French: "11 h", "18 h 30" (not "11:00"). */
export const frenchClock: Clock = (hour, minute) => `${hour}${NBSP}h${minute ? `${NBSP}${pad(minute)}` : ""}`;

/** German: "11:00 Uhr". */
export const germanClock: Clock = (hour, minute) => `${clock24(hour, minute)}${NBSP}Uhr`;

/** Malay: "11.00 pagi", "1.00 tengah hari", "6.00 petang", "8.00 malam": a twelve-hour time with a point and the part of the day. */
export const malayClock: Clock = (hour, minute) => {
  const part = hour === 0 ? "tengah malam" : hour < 12 ? "pagi" : hour < 14 ? "tengah hari" : hour < 19 ? "petang" : "malam";
  return `${twelve(hour)}.${pad(minute)}${NBSP}${part}`;
};

/** Hindi: "सुबह 11:00 बजे", "दोपहर 1:00 बजे", "शाम 6:00 बजे", "रात 8:00 बजे": the part of the day, a twelve-hour time and बजे. */
export const hindiClock: Clock = (hour, minute) => {
  const part = hour < 4 || hour >= 20 ? "रात" : hour < 12 ? "सुबह" : hour < 16 ? "दोपहर" : "शाम";
  return `${part}${NBSP}${twelve(hour)}:${pad(minute)}${NBSP}बजे`;
};

/** Each language's clock; the language packs' `dates.clock` (lib/server/language/<code>/index.ts) read it from here. */
export const CLOCKS: Readonly<Record<LocaleCode, Clock>> = {
  en: clock24,
  ms: malayClock,
  zh: clock24,
  hi: hindiClock,
  ru: clock24,
  es: clock24,
  fr: frenchClock,
  de: germanClock,
  ar: clock24,
};

// ---------------------------------------------------------------------------
// Times said aloud
// ---------------------------------------------------------------------------

/** A written time: "11:00", "9:30" (hour 0–23, two-digit minutes), not part of a longer figure. */
const COLON_TIME = /(?<![\d:.,])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])/gu;

/** hour and minute as words a synthesiser reads as a time. */
type Said = (hour: number, minute: number) => string;

/** Replaces every written time the pattern finds (the hour in its first group, the minutes in the first later group that matched) by its spoken form. */
const saying = (pattern: RegExp, say: Said) => (text: string) =>
  text.replace(pattern, (_match, hour: string, ...rest: unknown[]) => {
    // After the groups come the offset and the whole text.
    const minute = rest.slice(0, -2).find((group): group is string => typeof group === "string");
    return say(Number(hour), Number(minute ?? 0));
  });

const russianCount = (n: number, forms: readonly [string, string, string]) => {
  const rule = new Intl.PluralRules("ru").select(n);
  return `${n} ${rule === "one" ? forms[0] : rule === "few" ? forms[1] : forms[2]}`;
};

/**
 * Each language's times as a voice should say them. eSpeak reads "11:00" as "eleven zero zero" and the
 * French "11 h" as the letter h, so the text it is given says "11 AM", "11 heures", "11 Uhr", "11点".
 * A dash between two times becomes the language's "to".
 */
const SPOKEN: Readonly<Record<LocaleCode, (text: string) => string>> = {
  en: (text) =>
    saying(
      COLON_TIME,
      (h, m) => `${twelve(h)}${m ? ` ${pad(m)}` : ""} ${h < 12 ? "AM" : "PM"}`,
    )(text).replace(/([AP]M)\s*–\s*(?=\d)/gu, "$1 to "),
  // "11.00 pagi" (a point only before the part of the day, so "7.05%" stays a figure) or "11:00".
  ms: saying(/(?<![\d:.,])([01]?\d|2[0-3])(?:\.([0-5]\d)(?=\s(?:pagi|tengah|petang|malam))|:([0-5]\d)(?![\d:]))/gu, (h, m) =>
    m ? `${h} ${m}` : `${h}`,
  ),
  zh: (text) => saying(COLON_TIME, (h, m) => `${h}点${m ? `${m}分` : ""}`)(text).replace(/点(\d+分)?\s*–\s*(?=\d)/gu, "点$1至"),
  hi: saying(/(?<![\d:.,])([01]?\d|2[0-3]):([0-5]\d)(?:\s?बजे)?(?![\d:])/gu, (h, m) => (m ? `${h} बजकर ${m} मिनट` : `${h} बजे`)),
  ru: saying(COLON_TIME, (h, m) =>
    m
      ? `${russianCount(h, ["час", "часа", "часов"])} ${russianCount(m, ["минута", "минуты", "минут"])}`
      : russianCount(h, ["час", "часа", "часов"]),
  ),
  es: saying(COLON_TIME, (h, m) => (m ? `${h} y ${m}` : `${h}`)),
  fr: saying(
    // "11 h", "18 h 30" (minutes that are not the next time's hour: "10 h 18 h 30"), or "11:00".
    /(?<![\d:.,])([01]?\d|2[0-3])(?:\s?h(?:\s?([0-5]\d)(?!\d|\s?h(?!\p{L})))?(?!\p{L})|:([0-5]\d)(?![\d:]))/gu,
    (h, m) => `${h} ${h > 1 ? "heures" : "heure"}${m ? ` ${m}` : ""}`,
  ),
  de: (text) =>
    saying(
      /(?<![\d:.,])([01]?\d|2[0-3]):([0-5]\d)(?:\s?Uhr)?(?![\d:])/gu,
      (h, m) => `${h} Uhr${m ? ` ${m}` : ""}`,
    )(text).replace(/Uhr( \d+)?\s*–\s*(?=\d)/gu, "Uhr$1 bis "),
  ar: saying(COLON_TIME, (h, m) => (m ? `${h} و${m} دقيقة` : `${h}`)),
};

/** The text with its times as the language says them aloud ("samedi 28 novembre à 11 h" → "… à 11 heures"). */
export function spokenTimes(language: LocaleCode, text: string): string {
  return SPOKEN[language](text);
}
