import "server-only";
/**
 * Viewing times as a visitor reads them, always on the gallery's clock (a
 * viewing happens in Kuantan, wherever the visitor chats from). Digits stay
 * Latin in every language, as lib/server/ui/format.ts keeps them for figures.
 */
import { LANGUAGES } from "@/lib/server/language";
import { CLOCKS } from "@/lib/server/language/clock";
import { type LocaleCode } from "@/lib/shared/i18n/locales";
import { type ViewingSettings, viewingSettings } from "./opening-hours";
import type { Slot } from "./types";
import { wallClock } from "./wall-clock";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: LocaleCode, timeZone: string, style: "slot" | "day" | "weekday" | "date"): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${style}`;
  let format = formatters.get(key);
  if (!format) {
    // A language may write dates with another tag than its own (Malaysian English is en-GB, not American).
    const tag = `${LANGUAGES[language].dates.tag ?? language}-u-nu-latn`;
    const day: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long" };
    const time: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
    const date: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };
    const options = { slot: { ...day, ...time }, day, weekday: { weekday: "short" }, date }[style] as Intl.DateTimeFormatOptions;
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/**
 * "Saturday 28 November at 11:00", "السبت، 28 نوفمبر في 11:00", "11月28日星期六 11:00", "samedi 28 novembre à 11 h",
 * "Sabtu, 28 November, pukul 11.00 pagi". A language whose clock is not Intl's "11:00" composes its own (`dates.slot`).
 */
export function formatSlot(slot: Slot | Date, language: LocaleCode, settings: ViewingSettings = viewingSettings): string {
  const at = slot instanceof Date ? slot : slot.start;
  const compose = LANGUAGES[language].dates.slot;
  return compose
    ? compose(formatDay(at, language, settings), formatTime(at, language, settings))
    : formatter(language, settings.timeZone, "slot").format(at);
}

/** "Saturday 28 November". */
export function formatDay(at: Date, language: LocaleCode, settings: ViewingSettings = viewingSettings): string {
  const text = formatter(language, settings.timeZone, "day").format(at);
  return LANGUAGES[language].dates.day?.(text) ?? text;
}

/**
 * "30 November 2027", "2027年11月30日": a calendar date as the particulars hold it (midnight UTC, see
 * lib/shared/config/property-schema), so it is read in UTC whatever the gallery's zone.
 */
export function formatDate(day: Date, language: LocaleCode): string {
  const text = formatter(language, "UTC", "date").format(day);
  return LANGUAGES[language].dates.day?.(text) ?? text;
}

/** "11:00", "11 h", "11:00 Uhr", "11.00 pagi": the time on the gallery's clock, as the language writes it (language/clock). */
export function formatTime(at: Date, language: LocaleCode, settings: ViewingSettings = viewingSettings): string {
  const { hour, minute } = wallClock(at, settings.timeZone);
  return CLOCKS[language](hour, minute);
}

/** A short weekday name ("Mon", "周一"), for a day `weekday` (0 = Sunday). */
export function formatWeekdayShort(weekday: number, language: LocaleCode): string {
  // 4 January 1970 was a Sunday; read in UTC, any zone gives that weekday.
  return formatter(language, "UTC", "weekday").format(new Date(Date.UTC(1970, 0, 4 + weekday, 12)));
}

/** "10:00", "10 h", "10.00 pagi" for minutes after midnight, as the settings hold opening hours. */
export function formatClock(minutes: number, language: LocaleCode): string {
  return CLOCKS[language](Math.floor(minutes / 60), minutes % 60);
}

function formatUnit(value: number, unit: "minute" | "hour" | "day", language: LocaleCode): string {
  const text = new Intl.NumberFormat(`${language}-u-nu-latn`, { style: "unit", unit, unitDisplay: "long" }).format(value);
  // A language may space its figures otherwise than Intl does (Chinese on this site writes "2 小时").
  return LANGUAGES[language].dates.duration?.(text) ?? text;
}

/** "2 hours", "90 минут", "2 小时": a duration in whole hours when it is one, else minutes. */
export function formatMinutes(minutes: number, language: LocaleCode): string {
  return minutes % 60 === 0 ? formatUnit(minutes / 60, "hour", language) : formatUnit(minutes, "minute", language);
}

/** "60 days", "60 يومًا", "60 天". */
export function formatDays(days: number, language: LocaleCode): string {
  return formatUnit(days, "day", language);
}
