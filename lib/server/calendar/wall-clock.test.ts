import "server-only";
import { addDays, civilKey, daysBetween, offsetMinutes, sameDay, wallClock, weekdayOf, zonedInstant } from "./wall-clock";

describe("wall clock in a named zone", () => {
  it.each([
    ["2026-11-28T03:00:00Z", "Asia/Kuala_Lumpur", { year: 2026, month: 11, day: 28, hour: 11, minute: 0, weekday: 6 }],
    ["2026-11-28T16:30:00Z", "Asia/Kuala_Lumpur", { year: 2026, month: 11, day: 29, hour: 0, minute: 30, weekday: 0 }],
    ["2026-07-01T12:15:00Z", "Europe/Berlin", { year: 2026, month: 7, day: 1, hour: 14, minute: 15, weekday: 3 }],
    ["2026-01-01T04:59:00Z", "America/New_York", { year: 2025, month: 12, day: 31, hour: 23, minute: 59, weekday: 3 }],
  ])("%s in %s", (instant, zone, expected) => {
    expect(wallClock(new Date(instant), zone)).toEqual(expected);
  });

  it.each([
    ["Asia/Kuala_Lumpur", "2026-11-25T00:00:00Z", 480],
    ["Asia/Kolkata", "2026-11-25T00:00:00Z", 330],
    ["Asia/Kathmandu", "2026-11-25T00:00:00Z", 345],
    ["Europe/Berlin", "2026-01-15T00:00:00Z", 60],
    ["Europe/Berlin", "2026-07-15T00:00:00Z", 120],
    ["America/New_York", "2026-07-15T00:00:00Z", -240],
  ])("offset of %s at %s is %i minutes", (zone, instant, minutes) => {
    expect(offsetMinutes(new Date(instant), zone)).toBe(minutes);
  });

  it.each([
    [{ year: 2026, month: 11, day: 28, hour: 11, minute: 0 }, "Asia/Kuala_Lumpur", "2026-11-28T03:00:00.000Z"],
    [{ year: 2026, month: 11, day: 28 }, "Asia/Kuala_Lumpur", "2026-11-27T16:00:00.000Z"],
    [{ year: 2026, month: 3, day: 29, hour: 11, minute: 0 }, "Europe/Berlin", "2026-03-29T09:00:00.000Z"],
    [{ year: 2026, month: 3, day: 28, hour: 11, minute: 0 }, "Europe/Berlin", "2026-03-28T10:00:00.000Z"],
    // 02:30 does not exist in Berlin that night; it lands after the gap.
    [{ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, "Europe/Berlin", "2026-03-29T01:30:00.000Z"],
  ])("%o in %s is %s", (local, zone, iso) => {
    expect(zonedInstant(local, zone).toISOString()).toBe(iso);
  });

  it("round-trips every hour of a year in a zone with daylight saving", () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
      const clock = wallClock(new Date(t), "Europe/London");
      const back = zonedInstant(clock, "Europe/London");
      expect(wallClock(back, "Europe/London")).toEqual(clock);
    }
  });
});

describe("calendar days", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays({ year: 2026, month: 11, day: 28 }, 5)).toEqual({ year: 2026, month: 12, day: 3 });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
  });

  it("counts days, names weekdays and writes keys", () => {
    expect(daysBetween({ year: 2026, month: 11, day: 25 }, { year: 2027, month: 1, day: 24 })).toBe(60);
    expect(daysBetween({ year: 2026, month: 11, day: 25 }, { year: 2026, month: 11, day: 24 })).toBe(-1);
    expect(weekdayOf({ year: 2026, month: 11, day: 28 })).toBe(6);
    expect(civilKey({ year: 2026, month: 1, day: 5 })).toBe("2026-01-05");
    expect(sameDay({ year: 2026, month: 1, day: 5 }, { year: 2026, month: 1, day: 5 })).toBe(true);
    expect(sameDay({ year: 2026, month: 1, day: 5 }, { year: 2026, month: 2, day: 5 })).toBe(false);
  });
});
