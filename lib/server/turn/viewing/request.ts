import "server-only";
/**
 * Reads a visitor's wish for a viewing from one chat message, in any of the
 * nine languages, and which offered slot a reply takes. Dates and times are read
 * by chrono-node on the gallery's clock; each language's viewing words (lib/server/language) say the rest.
 */
import type { ParsedComponents, ParsedResult } from "chrono-node";
import { LANGUAGES } from "@/lib/server/language";
import { normaliseDigits } from "@/lib/shared/chat/digits";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { CHOICE_NUMBER } from "@/lib/server/viewings/lexicon";
import { type ViewingSettings, viewingSettings } from "@/lib/server/calendar/opening-hours";
import type { PartOfDay, ViewingRequest } from "@/lib/server/calendar/types";
import { addDays, type CivilDate, offsetMinutes, wallClock, weekdayOf, zonedInstant } from "@/lib/server/calendar/wall-clock";

// Arabic short vowels and tatweel: "غدًا" is written "غدا" just as often, and chrono knows only the bare form.
const ARABIC_MARKS = /[\u064B-\u0652\u0670\u0640]/g;

/** Nobody books a viewing for 3 a.m.: an hour before this, with no am/pm, is afternoon. */
const EARLIEST_MORNING_HOUR = 8;

function normalise(text: string, language: LocaleCode): string {
  const greetings = new RegExp(LANGUAGES[language].viewing.words.greetings.source, `${LANGUAGES[language].viewing.words.greetings.flags}g`);
  return normaliseDigits(text.normalize("NFC")).replace(ARABIC_MARKS, "").replace(greetings, " ").replace(/\s+/g, " ").trim();
}

export interface ReadOptions {
  settings?: ViewingSettings;
}

export interface RequestOptions extends ReadOptions {
  /**
   * The consultant has just asked when the visitor would like to come: a bare
   * day ("Saturday") or time ("11am") is then an answer, not small talk.
   */
  afterQuestion?: boolean;
}

interface Reading {
  /** The day, when the text names one ("Saturday", "tomorrow", "28/11"). */
  day: CivilDate | null;
  /** Only the weekday was named: offered slots match on it, not on a date. */
  weekdayOnly: boolean;
  weekday: number | null;
  /** Hour and minute on the gallery's clock, when the text names a time. */
  time: { hour: number; minute: number } | null;
  partOfDay: PartOfDay | null;
}

// "in 5 minutes" or "3 hours" are durations, not appointments.
const isDuration = (r: ParsedResult) => r.tags().has("result/relativeDateAndTime");

/** A day is named by a weekday, a day with its month, or a relative day ("tomorrow"). */
const namesDay = (c: ParsedComponents) => c.isCertain("weekday") || (c.isCertain("day") && c.isCertain("month"));

function readPartOfDay(text: string, language: LocaleCode): PartOfDay | null {
  return LANGUAGES[language].viewing.words.partOfDay.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/**
 * Characters of a message chrono-node reads. Its parsers' work grows faster than
 * the text (2,000 digits or times cost tens of milliseconds), and a visitor names
 * the day and time of a visit in the first sentences they write.
 */
export const CHRONO_READS = 300;

/** The start of the text chrono reads, cut at a space where there is one, so no word is halved. */
export function forChrono(text: string): string {
  if (text.length <= CHRONO_READS) return text;
  const head = text.slice(0, CHRONO_READS);
  const space = head.lastIndexOf(" ");
  return space > CHRONO_READS / 2 ? head.slice(0, space) : head;
}

/** The day and time a message names, on the gallery's clock; nothing about intent. */
function read(text: string, language: LocaleCode, now: Date, settings: ViewingSettings): Reading {
  const lexicon = LANGUAGES[language].viewing.words;
  const clean = normalise(text, language);
  const partOfDay = readPartOfDay(clean, language);
  let rewritten = forChrono(clean);
  for (const [pattern, replacement] of lexicon.rewrites) {
    const everywhere = pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
    rewritten = typeof replacement === "string" ? rewritten.replace(everywhere, replacement) : rewritten.replace(everywhere, replacement);
  }

  const reference = { instant: now, timezone: offsetMinutes(now, settings.timeZone) };
  const results = lexicon.parser.parse(rewritten, reference, { forwardDate: true }).filter((r) => !isDuration(r));
  // chrono may read a day and a time as two results ("завтра" … "в 15:00"): take each from where it is.
  const dated = results.find((r) => namesDay(r.start));
  const timed = results.find((r) => r.start.isCertain("hour"));

  let time: Reading["time"] = null;
  if (timed) {
    let hour = timed.start.get("hour") ?? 0;
    const minute = timed.start.get("minute") ?? 0;
    if (!timed.start.isCertain("meridiem") && hour < 12) {
      const afternoon = partOfDay === "afternoon" || partOfDay === "evening";
      if (afternoon || (partOfDay !== "morning" && hour > 0 && hour < EARLIEST_MORNING_HOUR)) hour += 12;
    }
    time = { hour, minute };
  }

  let day: CivilDate | null = null;
  let weekday: number | null = null;
  let weekdayOnly = false;
  if (dated) {
    const c = dated.start;
    day = { year: c.get("year") ?? 0, month: c.get("month") ?? 0, day: c.get("day") ?? 0 };
    weekdayOnly = c.isCertain("weekday") && !c.isCertain("day");
    if (c.isCertain("weekday")) {
      // chrono's Chinese parser can keep today's date beside a named weekday ("周六上午"): the weekday wins.
      weekday = c.get("weekday");
      const shift = ((((weekday ?? 0) - weekdayOf(day)) % 7) + 7) % 7;
      if (shift) day = addDays(day, shift);
    }
  }
  return { day, weekday, weekdayOnly, time, partOfDay };
}

/** A time with no day: today if it is still ahead, else tomorrow. */
function dayForTime(time: { hour: number; minute: number }, now: Date, settings: ViewingSettings): CivilDate {
  const { year, month, day } = wallClock(now, settings.timeZone);
  const today = { year, month, day };
  return zonedInstant({ ...today, ...time }, settings.timeZone).getTime() > now.getTime() ? today : addDays(today, 1);
}

/**
 * The viewing a message asks for, or null when it asks for none. A message
 * matches when it asks for a visit and names a day or a time ("can I visit on
 * Saturday?"), or names a day with a time or part of the day ("tomorrow 3pm",
 * "next Monday morning") and is not a call-back request. A bare "I want a
 * 3-bedroom", a phone number or "7.2%" never matches.
 */
export function parseViewingRequest(text: string, language: LocaleCode, now: Date, options: RequestOptions = {}): ViewingRequest | null {
  const settings = options.settings ?? viewingSettings;
  const reading = read(text, language, now, settings);
  const clean = normalise(text, language);
  const lexicon = LANGUAGES[language].viewing.words;
  const intent = lexicon.intent.test(clean) || Boolean(options.afterQuestion);
  const callback = lexicon.callback.test(clean);
  const { day, time, partOfDay } = reading;

  const asks = intent && Boolean(day || time);
  const names = !callback && Boolean(day) && Boolean(time || partOfDay);
  if (!asks && !names) return null;

  // Without a day there is a time: both rules above need one or the other.
  const clock = time ?? { hour: 0, minute: 0 };
  const when = day ?? dayForTime(clock, now, settings);
  return {
    start: zonedInstant({ ...when, ...clock }, settings.timeZone),
    hasTime: Boolean(time),
    partOfDay: time ? null : partOfDay,
  };
}

/**
 * The offered slot a visitor's reply takes: "the first one", "2", "11am works",
 * "السبت", "第二个". Null when the reply names none, or names a time or day that
 * more than one offered slot shares.
 */
export function pickOfferedSlot(
  text: string,
  offered: readonly Date[],
  language: LocaleCode,
  now: Date,
  options: ReadOptions = {},
): Date | null {
  if (!offered.length) return null;
  const settings = options.settings ?? viewingSettings;
  const clean = normalise(text, language);
  const lexicon = LANGUAGES[language].viewing.words;

  const number = CHOICE_NUMBER.exec(clean);
  if (number && offered[Number(number[1]) - 1]) return offered[Number(number[1]) - 1];
  const ordinal = lexicon.ordinals.findIndex((pattern) => pattern.test(clean));
  if (ordinal >= 0) return offered[ordinal] ?? null;
  if (lexicon.last.test(clean)) return offered[offered.length - 1];

  const reading = read(clean, language, now, settings);
  if (!reading.day && !reading.time) return null;
  const matches = offered.filter((start) => {
    const clock = wallClock(start, settings.timeZone);
    if (reading.time && (clock.hour !== reading.time.hour || clock.minute !== reading.time.minute)) return false;
    if (reading.day) {
      if (reading.weekdayOnly) return clock.weekday === reading.weekday;
      return clock.year === reading.day.year && clock.month === reading.day.month && clock.day === reading.day.day;
    }
    return true;
  });
  return matches.length === 1 ? matches[0] : null;
}
