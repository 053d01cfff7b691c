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
