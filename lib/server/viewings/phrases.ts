import "server-only";
/**
 * What the consultant says about a viewing, in the nine languages: a booked
 * slot, the nearest open slots when a time cannot be booked, and a day's open
 * slots. Replies are the chat's markdown (bold, numbered lists).
 */
import { LANGUAGES } from "@/lib/server/language";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import {
  formatClock,
  formatDay,
  formatDays,
  formatMinutes,
  formatSlot,
  formatTime,
  formatWeekdayShort,
} from "@/lib/server/calendar/format";
import { minutesOfDay, type ViewingSettings, viewingSettings, WEEKDAY_KEYS } from "@/lib/server/calendar/opening-hours";
import type { ViewingCheck, ViewingRefusal } from "@/lib/server/calendar/slots";
import type { Slot } from "@/lib/server/calendar/types";
import { sameDay, wallClock } from "@/lib/server/calendar/wall-clock";

/** The language's words for a viewing. */
const say = (language: LocaleCode) => LANGUAGES[language].viewing.phrases;

/** The week as the gallery's visitors read it: Monday first. */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/** "daily 10:00–18:00", or "Mon–Sat 10:00–18:00" when the days differ; null when every day is closed. */
export function openingHoursText(language: LocaleCode, settings: ViewingSettings = viewingSettings): string | null {
  const hoursOf = (weekday: number) => settings.hours[WEEKDAY_KEYS[weekday]];
  const range = (weekday: number) => {
    const hours = hoursOf(weekday);
    return hours
      ? say(language).range(formatClock(minutesOfDay(hours.open), language), formatClock(minutesOfDay(hours.close), language))
      : null;
  };
  const groups: { from: number; to: number; range: string | null }[] = [];
  for (const weekday of WEEK_FROM_MONDAY) {
    const last = groups[groups.length - 1];
    if (last && last.range === range(weekday)) last.to = weekday;
    else groups.push({ from: weekday, to: weekday, range: range(weekday) });
  }
  if (groups.length === 1) return groups[0].range ? say(language).daily(groups[0].range) : null;
  const open = groups.filter((g) => g.range);
  if (!open.length) return null;
  const span = (g: { from: number; to: number }) =>
    g.from === g.to
      ? formatWeekdayShort(g.from, language)
      : `${formatWeekdayShort(g.from, language)}${say(language).daySpan ?? "–"}${formatWeekdayShort(g.to, language)}`;
  return open.map((g) => `${span(g)} ${g.range}`).join(say(language).listSeparator ?? ", ");
}

function reasonText(reason: ViewingRefusal, language: LocaleCode, settings: ViewingSettings): string {
  switch (reason) {
    case "closed":
      return say(language).closed;
    case "too-soon":
      return say(language).tooSoon(formatMinutes(settings.minNoticeMinutes, language));
    case "too-far":
      return say(language).tooFar(formatDays(settings.maxDaysAhead, language));
    case "past":
      return say(language).past;
  }
}

const numbered = (items: string[]) => items.map((item, i) => `${i + 1}. ${item}`).join("\n");

function hoursSentence(language: LocaleCode, settings: ViewingSettings): string | null {
  const hours = openingHoursText(language, settings);
  return hours ? say(language).open(hours) : null;
}

/** The slots as a numbered list, each with its day, so "2" or "the second one" can pick one. */
function slotList(intro: string, suggestions: readonly Slot[], language: LocaleCode, settings: ViewingSettings): string {
  const lead = intro ? `${intro}${LANGUAGES[language].sentenceGap ?? " "}` : "";
  if (!suggestions.length) return `${lead}${say(language).noneOpen}`;
  const list = numbered(suggestions.map((slot) => formatSlot(slot, language, settings)));
  return `${lead}${say(language).nearest}\n\n${list}\n\n${say(language).which}`;
}

/** Why the time asked for cannot be booked, the opening hours, and the nearest open slots. */
export function viewingOffer(
  suggestions: readonly Slot[],
  reason: ViewingRefusal | "pick-a-time",
  language: LocaleCode,
  settings: ViewingSettings = viewingSettings,
): string {
  if (reason === "pick-a-time") return viewingDayOffer(suggestions, language, settings);
  const intro = [reasonText(reason, language, settings), hoursSentence(language, settings)]
    .filter(Boolean)
    .join(LANGUAGES[language].sentenceGap ?? " ");
  return slotList(intro, suggestions, language, settings);
}

/** A day's open slots, listed by time under the day, for a request that named the day but no time. */
export function viewingDayOffer(suggestions: readonly Slot[], language: LocaleCode, settings: ViewingSettings = viewingSettings): string {
  const first = suggestions.length ? wallClock(suggestions[0].start, settings.timeZone) : null;
  const oneDay = first && suggestions.every((slot) => sameDay(wallClock(slot.start, settings.timeZone), first));
  if (!oneDay) return slotList(hoursSentence(language, settings) ?? "", suggestions, language, settings);
  const list = numbered(suggestions.map((slot) => formatTime(slot.start, language, settings)));
  return `${say(language).dayOpen(formatDay(suggestions[0].start, language, settings))}\n\n${list}\n\n${say(language).which}`;
}

/**
 * The slot the visitor took. With their contact already given, it is booked and
 * sales confirm by phone; without, the consultant asks for name and phone.
 */
export function viewingConfirmed(
  slot: Slot,
  language: LocaleCode,
  options: { haveContact: boolean },
  settings: ViewingSettings = viewingSettings,
): string {
  const when = formatSlot(slot, language, settings);
  return options.haveContact ? say(language).booked(when) : say(language).noted(when);
}

/** The consultant's whole answer to a checked request. */
export function viewingReply(
  check: ViewingCheck,
  language: LocaleCode,
  options: { haveContact: boolean },
  settings: ViewingSettings = viewingSettings,
): string {
  return check.ok
    ? viewingConfirmed(check.slot, language, options, settings)
    : viewingOffer(check.suggestions, check.reason, language, settings);
}
