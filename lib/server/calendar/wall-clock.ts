import "server-only";
/**
 * Wall-clock maths in a named time zone. Everything is computed through Intl
 * from the zone's name, never from a fixed offset, so a gallery in a zone with
 * daylight saving (or a marketer changing the zone) still gets the right hour.
 */

/** A calendar day with no time and no zone: "28 November 2026" wherever it is read. */
export interface CivilDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

export interface WallClock extends CivilDate {
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday, as Date#getDay. */
  weekday: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-US with h23 gives Latin digits and "00" at midnight rather than "24".
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function parts(instant: Date, timeZone: string): WallClock & { second: number } {
  const p: Record<string, string> = {};
  for (const { type, value } of partsFormatter(timeZone).formatToParts(instant)) p[type] = value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
    weekday: WEEKDAYS.indexOf(p.weekday),
  };
}

/** What a clock on the gallery's wall shows at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const { year, month, day, hour, minute, weekday } = parts(instant, timeZone);
  return { year, month, day, hour, minute, weekday };
}

/** The zone's offset from UTC at `instant`, in minutes (+480 for Kuala Lumpur). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/**
 * The instant at which the zone's clocks show this day and time. Two passes
 * settle a time near a daylight-saving change; a time that does not exist there
 * (skipped by a spring-forward) lands just after the gap.
 */
export function zonedInstant(local: CivilDate & { hour?: number; minute?: number }, timeZone: string): Date {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour ?? 0, local.minute ?? 0);
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  const second = guess - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

/** The day `days` after `date` (negative for before). */
export function addDays(date: CivilDate, days: number): CivilDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday: a calendar day's weekday is the same in every zone. */
export function weekdayOf(date: CivilDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: CivilDate, b: CivilDate): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** "2026-11-28": sorts as text, and is how closed dates are written in the settings. */
export function civilKey(date: CivilDate): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

export function sameDay(a: CivilDate, b: CivilDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}
