import "server-only";
/**
 * The sales gallery's opening hours, as the content module (lib/shared/config/site.ts)
 * sets them. All times are read on the gallery's own clock.
 */
import { site } from "@/lib/shared/config/site";
import type { Slot } from "./types";
import { addDays, type CivilDate, civilKey, wallClock, weekdayOf, zonedInstant } from "./wall-clock";

/** Indexed as Date#getDay: 0 = Sunday. */
export const WEEKDAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** "HH:MM" on the gallery's clock. */
export interface DayHours {
  open: string;
  close: string;
}

export interface ViewingSettings {
  /** IANA zone of the gallery, e.g. "Asia/Kuala_Lumpur". */
  timeZone: string;
  /** null: closed all day. */
  hours: Readonly<Record<WeekdayKey, DayHours | null>>;
  slotMinutes: number;
  minNoticeMinutes: number;
  maxDaysAhead: number;
  /** "YYYY-MM-DD" on the gallery's clock. */
  closedDates: readonly string[];
}

/** The settings as the marketer left them. */
export const viewingSettings: ViewingSettings = site.viewings;

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight for "HH:MM"; NaN for anything else. */
export function minutesOfDay(hhmm: string): number {
  const match = HHMM.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
}

/** The calendar day the gallery's clock shows at `instant`. */
export function galleryDay(instant: Date, settings: ViewingSettings = viewingSettings): CivilDate {
  const { year, month, day } = wallClock(instant, settings.timeZone);
  return { year, month, day };
}

/** A day's hours in minutes after midnight, or null when the gallery is closed all that day. */
export function openingOn(day: CivilDate, settings: ViewingSettings = viewingSettings): { open: number; close: number } | null {
  if (settings.closedDates.includes(civilKey(day))) return null;
  const hours = settings.hours[WEEKDAY_KEYS[weekdayOf(day)]];
  if (!hours) return null;
  const open = minutesOfDay(hours.open);
  const close = minutesOfDay(hours.close);
  return open < close ? { open, close } : null;
}

/**
 * True when a viewing starting at `start` fits inside that day's opening hours:
 * the whole slot, so a 17:30 start with 60-minute slots and an 18:00 close is not
 * open. Any start inside the hours counts (10:30 is fine); offers use slot boundaries.
 */
export function isOpen(start: Date, settings: ViewingSettings = viewingSettings): boolean {
  const clock = wallClock(start, settings.timeZone);
  const hours = openingOn(clock, settings);
  if (!hours) return false;
  const minute = clock.hour * 60 + clock.minute;
  return minute >= hours.open && minute + settings.slotMinutes <= hours.close;
}

/** The slot that starts at `start`. */
export function slotAt(start: Date, settings: ViewingSettings = viewingSettings): Slot {
  return { start, end: new Date(start.getTime() + settings.slotMinutes * 60_000) };
}

/** Every slot of a day, on boundaries counted from opening time, each ending by closing time. */
export function slotsOn(day: CivilDate, settings: ViewingSettings = viewingSettings): Slot[] {
  const hours = openingOn(day, settings);
  if (!hours) return [];
  const slots: Slot[] = [];
  for (let minute = hours.open; minute + settings.slotMinutes <= hours.close; minute += settings.slotMinutes) {
    const start = zonedInstant({ ...day, hour: Math.floor(minute / 60), minute: minute % 60 }, settings.timeZone);
    slots.push(slotAt(start, settings));
  }
  return slots;
}

/** The last day a visitor may book, counted in whole gallery days from today. */
export function lastBookableDay(now: Date, settings: ViewingSettings = viewingSettings): CivilDate {
  return addDays(galleryDay(now, settings), settings.maxDaysAhead);
}

/**
 * What is wrong with a set of settings, in words a marketer can act on; empty
 * when they are usable. The content module's own settings are checked by a test.
 */
export function settingsProblems(settings: ViewingSettings): string[] {
  const problems: string[] = [];
  try {
    new Intl.DateTimeFormat("en", { timeZone: settings.timeZone });
  } catch {
    problems.push(`timeZone "${settings.timeZone}" is not a time zone name`);
  }
  for (const key of WEEKDAY_KEYS) {
    const hours = settings.hours[key];
    if (hours === null) continue;
    if (!hours) {
      problems.push(`hours.${key} is missing (write null for a closed day)`);
      continue;
    }
    const open = minutesOfDay(hours.open);
    const close = minutesOfDay(hours.close);
    if (Number.isNaN(open) || Number.isNaN(close)) problems.push(`hours.${key} must be "HH:MM" times`);
    else if (close - open < settings.slotMinutes) problems.push(`hours.${key} is shorter than one slot`);
  }
  if (!Number.isInteger(settings.slotMinutes) || settings.slotMinutes <= 0) problems.push("slotMinutes must be a positive whole number");
  if (!Number.isInteger(settings.minNoticeMinutes) || settings.minNoticeMinutes < 0) problems.push("minNoticeMinutes must be 0 or more");
  if (!Number.isInteger(settings.maxDaysAhead) || settings.maxDaysAhead < 1) problems.push("maxDaysAhead must be at least 1");
  for (const date of settings.closedDates) {
    const [year, month, day] = date.split("-").map(Number);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || civilKey(addDays({ year, month, day }, 0)) !== date) {
      problems.push(`closed date "${date}" is not a YYYY-MM-DD date`);
    }
  }
  return problems;
}
