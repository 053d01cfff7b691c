import "server-only";
/**
 * Whether a requested viewing can be booked, and if not, which slots to offer.
 */
import { galleryDay, isOpen, lastBookableDay, openingOn, slotAt, slotsOn, type ViewingSettings } from "./opening-hours";
import type { PartOfDay, Slot, ViewingRequest } from "./types";
import { addDays, type CivilDate, daysBetween, wallClock, zonedInstant } from "./wall-clock";

export type ViewingRefusal = "closed" | "too-soon" | "too-far" | "past";

export type ViewingCheck =
  | { ok: true; slot: Slot }
  /** The time asked for cannot be booked; `suggestions` are the nearest open slots, in time order. */
  | { ok: false; reason: ViewingRefusal; suggestions: Slot[] }
  /** A day without a time: `suggestions` are open slots of that day, spread across it. */
  | { ok: false; reason: "pick-a-time"; suggestions: Slot[] };

export interface CheckOptions {
  /** How many slots to offer; 3 unless told. */
  count?: number;
}

const DEFAULT_COUNT = 3;

// Hours (gallery clock) at which a part of the day begins and ends; a day-only
// request that names one is offered slots that start inside it.
const PART_OF_DAY: Record<PartOfDay, [number, number]> = {
  morning: [0, 12],
  afternoon: [12, 17],
  evening: [17, 24],
};

/** Every slot a visitor could book between two days (inclusive), in time order. */
function bookableSlots(settings: ViewingSettings, now: Date, from: CivilDate, to: CivilDate): Slot[] {
  const earliest = now.getTime() + settings.minNoticeMinutes * 60_000;
  const slots: Slot[] = [];
  for (let day = from; daysBetween(day, to) >= 0; day = addDays(day, 1)) {
    slots.push(...slotsOn(day, settings).filter((slot) => slot.start.getTime() >= earliest));
  }
  return slots;
}

/** The `count` slots nearest to `target`, earlier first on a tie, returned in time order. */
function nearest(slots: Slot[], target: Date, count: number): Slot[] {
  const distance = (slot: Slot) => Math.abs(slot.start.getTime() - target.getTime());
  return [...slots]
    .sort((a, b) => distance(a) - distance(b) || a.start.getTime() - b.start.getTime())
    .slice(0, count)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

const WINDOW_DAYS = 7;

/**
 * The nearest bookable slots to `target`. A week either side of its day is
 * searched first: when the farthest pick is within that week, nothing outside
 * it can be nearer. Otherwise (a long closure, a far-off or past target) the
 * whole booking window is.
 */
function nearestBookable(target: Date, settings: ViewingSettings, now: Date, count: number): Slot[] {
  const today = galleryDay(now, settings);
  const lastDay = lastBookableDay(now, settings);
  const day = galleryDay(target, settings);
  const from = daysBetween(today, addDays(day, -WINDOW_DAYS)) > 0 ? addDays(day, -WINDOW_DAYS) : today;
  const to = daysBetween(addDays(day, WINDOW_DAYS), lastDay) > 0 ? addDays(day, WINDOW_DAYS) : lastDay;
  if (daysBetween(from, to) >= 0) {
    const picked = nearest(bookableSlots(settings, now, from, to), target, count);
    const reach = WINDOW_DAYS * 86_400_000;
    if (picked.length === count && picked.every((slot) => Math.abs(slot.start.getTime() - target.getTime()) <= reach)) return picked;
  }
  return nearest(bookableSlots(settings, now, today, lastDay), target, count);
}

/** `count` slots spread evenly across a day: its first, its last, and between. */
function spread(slots: Slot[], count: number): Slot[] {
  if (slots.length <= count) return slots;
  if (count <= 1) return slots.slice(0, count);
  const picked = new Set<number>();
  for (let i = 0; i < count; i++) picked.add(Math.round((i * (slots.length - 1)) / (count - 1)));
  return [...picked].map((i) => slots[i]);
}

function inPartOfDay(slot: Slot, part: PartOfDay, settings: ViewingSettings): boolean {
  const { hour } = wallClock(slot.start, settings.timeZone);
  const [from, to] = PART_OF_DAY[part];
  return hour >= from && hour < to;
}

function refusalFor(start: Date, settings: ViewingSettings, now: Date): ViewingRefusal | null {
  if (start.getTime() < now.getTime()) return "past";
  if (start.getTime() < now.getTime() + settings.minNoticeMinutes * 60_000) return "too-soon";
  if (daysBetween(galleryDay(start, settings), lastBookableDay(now, settings)) < 0) return "too-far";
  if (!isOpen(start, settings)) return "closed";
  return null;
}

/** Why none of a day's slots can be booked. */
function dayRefusal(day: CivilDate, settings: ViewingSettings, now: Date): ViewingRefusal {
  const today = galleryDay(now, settings);
  if (daysBetween(today, day) < 0) return "past";
  if (daysBetween(day, lastBookableDay(now, settings)) < 0) return "too-far";
  const slots = slotsOn(day, settings);
  if (!slots.length) return "closed";
  return slots.every((slot) => slot.start.getTime() < now.getTime()) ? "past" : "too-soon";
}

/** The moment a day-only request aims at: the middle of its part of the day, else of the opening hours. */
function dayTarget(day: CivilDate, part: PartOfDay | null, settings: ViewingSettings): Date {
  const hours = openingOn(day, settings);
  const [from, to] = part ? PART_OF_DAY[part].map((h) => h * 60) : hours ? [hours.open, hours.close] : [12 * 60, 12 * 60];
  const middle = Math.round((from + to) / 2);
  return zonedInstant({ ...day, hour: Math.floor(middle / 60), minute: middle % 60 }, settings.timeZone);
}

/**
 * Checks a visitor's request against the gallery's hours, the notice the sales
 * team needs and how far ahead bookings go. A bookable time is confirmed as
 * asked (10:30 stays 10:30); offers are always on slot boundaries, never in the
 * past nor inside the notice period.
 */
export function checkViewing(request: ViewingRequest, settings: ViewingSettings, now: Date, options: CheckOptions = {}): ViewingCheck {
  const count = options.count ?? DEFAULT_COUNT;

  if (request.hasTime) {
    const reason = refusalFor(request.start, settings, now);
    if (!reason) return { ok: true, slot: slotAt(request.start, settings) };
    return { ok: false, reason, suggestions: nearestBookable(request.start, settings, now, count) };
  }

  const day = galleryDay(request.start, settings);
  const open = daysBetween(day, lastBookableDay(now, settings)) >= 0 ? bookableSlots(settings, now, day, day) : [];
  if (open.length) {
    const part = request.partOfDay;
    const preferred = part ? open.filter((slot) => inPartOfDay(slot, part, settings)) : [];
    return { ok: false, reason: "pick-a-time", suggestions: spread(preferred.length ? preferred : open, count) };
  }
  const target = dayTarget(day, request.partOfDay, settings);
  return { ok: false, reason: dayRefusal(day, settings, now), suggestions: nearestBookable(target, settings, now, count) };
}
