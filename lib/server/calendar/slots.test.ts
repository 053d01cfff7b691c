import "server-only";
import { isOpen, type ViewingSettings, viewingSettings } from "./opening-hours";
import { checkViewing } from "./slots";
import type { PartOfDay, ViewingRequest } from "./types";
import { wallClock } from "./wall-clock";

// Wednesday 25 November 2026, 10:00 in Kuantan.
const NOW = new Date("2026-11-25T10:00:00+08:00");
const kl = (local: string) => new Date(`${local}+08:00`);
const at = (local: string): ViewingRequest => ({ start: kl(local), hasTime: true, partOfDay: null });
const onDay = (day: string, partOfDay: PartOfDay | null = null): ViewingRequest => ({
  start: kl(`${day}T00:00`),
  hasTime: false,
  partOfDay,
});
const hour = (local: string) => ({ start: kl(local), end: new Date(kl(local).getTime() + 3_600_000) });
const sundaysClosed: ViewingSettings = { ...viewingSettings, hours: { ...viewingSettings.hours, sun: null } };

describe("checkViewing: a day and a time", () => {
  it.each([
    ["a slot boundary", "2026-11-28T11:00"],
    ["between boundaries, kept as asked", "2026-11-28T10:30"],
    ["the last slot of the day", "2026-11-28T17:00"],
    ["exactly the minimum notice ahead", "2026-11-25T12:00"],
    ["the last day bookings reach", "2027-01-24T17:00"],
  ])("books %s (%s)", (_label, local) => {
    expect(checkViewing(at(local), viewingSettings, NOW)).toEqual({ ok: true, slot: hour(local) });
  });

  it.each<[string, string, string, string[], ViewingSettings?]>([
    ["17:30 runs past the 18:00 close", "2026-11-28T17:30", "closed", ["2026-11-28T15:00", "2026-11-28T16:00", "2026-11-28T17:00"]],
    ["18:00 is closing time", "2026-11-28T18:00", "closed", ["2026-11-28T15:00", "2026-11-28T16:00", "2026-11-28T17:00"]],
    ["09:00 is before opening", "2026-11-28T09:00", "closed", ["2026-11-28T10:00", "2026-11-28T11:00", "2026-11-28T12:00"]],
    [
      "late evening, nearer that day's last slots than the next morning",
      "2026-11-27T23:30",
      "closed",
      ["2026-11-27T15:00", "2026-11-27T16:00", "2026-11-27T17:00"],
    ],
    [
      "early morning, nearer that day's first slots",
      "2026-11-28T06:00",
      "closed",
      ["2026-11-28T10:00", "2026-11-28T11:00", "2026-11-28T12:00"],
    ],
    [
      "a Sunday the settings close",
      "2026-11-29T11:00",
      "closed",
      ["2026-11-28T15:00", "2026-11-28T16:00", "2026-11-28T17:00"],
      sundaysClosed,
    ],
    [
      "a closed date",
      "2026-12-25T14:00",
      "closed",
      ["2026-12-24T17:00", "2026-12-26T10:00", "2026-12-26T11:00"],
      { ...viewingSettings, closedDates: ["2026-12-25"] },
    ],
    ["inside the two hours' notice", "2026-11-25T11:00", "too-soon", ["2026-11-25T12:00", "2026-11-25T13:00", "2026-11-25T14:00"]],
    ["earlier today", "2026-11-25T09:00", "past", ["2026-11-25T12:00", "2026-11-25T13:00", "2026-11-25T14:00"]],
    ["last week", "2026-11-18T11:00", "past", ["2026-11-25T12:00", "2026-11-25T13:00", "2026-11-25T14:00"]],
    ["beyond 60 days", "2027-02-01T11:00", "too-far", ["2027-01-24T15:00", "2027-01-24T16:00", "2027-01-24T17:00"]],
  ])("refuses %s (%s) as %s and offers the nearest slots", (_label, local, reason, offered, settings = viewingSettings) => {
    expect(checkViewing(at(local), settings, NOW)).toEqual({ ok: false, reason, suggestions: offered.map(hour) });
  });

  it("offers as many slots as asked", () => {
    const check = checkViewing(at("2026-11-28T09:00"), viewingSettings, NOW, { count: 5 });
    expect(!check.ok && check.suggestions.map((s) => wallClock(s.start, "Asia/Kuala_Lumpur").hour)).toEqual([10, 11, 12, 13, 14]);
  });

  it("never offers a slot in the past, inside the notice, off a boundary or on a closed day", () => {
    const now = kl("2026-11-25T15:20");
    const notice = now.getTime() + sundaysClosed.minNoticeMinutes * 60_000;
    for (let day = 24; day <= 30; day++) {
      for (let h = 0; h < 24; h++) {
        const check = checkViewing(at(`2026-11-${day}T${String(h).padStart(2, "0")}:45`), sundaysClosed, now);
        if (check.ok) continue;
        expect(check.suggestions).toHaveLength(3);
        for (const slot of check.suggestions) {
          const clock = wallClock(slot.start, sundaysClosed.timeZone);
          expect(slot.start.getTime()).toBeGreaterThanOrEqual(notice);
          expect(isOpen(slot.start, sundaysClosed)).toBe(true);
          expect(clock.minute).toBe(0);
          expect(clock.weekday).not.toBe(0);
        }
      }
    }
  });
});

describe("checkViewing: a day without a time", () => {
  it.each<[string, string, PartOfDay | null, string[], Date?]>([
    ["a whole day, spread across it", "2026-11-28", null, ["10:00", "14:00", "17:00"]],
    ["a morning", "2026-11-28", "morning", ["10:00", "11:00"]],
    ["an afternoon", "2026-11-28", "afternoon", ["12:00", "14:00", "16:00"]],
    ["an evening", "2026-11-28", "evening", ["17:00"]],
    ["today, after the notice", "2026-11-25", null, ["12:00", "15:00", "17:00"]],
  ])("offers %s", (_label, day, part, times, now = NOW) => {
    expect(checkViewing(onDay(day, part), viewingSettings, now)).toEqual({
      ok: false,
      reason: "pick-a-time",
      suggestions: times.map((t) => hour(`${day}T${t}`)),
    });
  });

  it.each<[string, string, Date, string, ViewingSettings?]>([
    ["a closed Sunday", "2026-11-29", NOW, "closed", sundaysClosed],
    ["today once the last slot is inside the notice", "2026-11-25", kl("2026-11-25T16:30"), "too-soon"],
    ["today after closing", "2026-11-25", kl("2026-11-25T18:30"), "past"],
    ["yesterday", "2026-11-24", NOW, "past"],
    ["a day beyond 60 days", "2027-03-01", NOW, "too-far"],
  ])("refuses %s", (_label, day, now, reason, settings = viewingSettings) => {
    const check = checkViewing(onDay(day), settings, now);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.reason).toBe(reason);
    expect(!check.ok && check.suggestions.length).toBe(3);
  });

  it("offers the days around a closed one", () => {
    const check = checkViewing(onDay("2026-11-29"), sundaysClosed, NOW);
    expect(!check.ok && check.suggestions).toEqual(["2026-11-28T15:00", "2026-11-28T16:00", "2026-11-28T17:00"].map(hour));
  });
});
