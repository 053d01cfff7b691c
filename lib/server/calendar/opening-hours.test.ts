import "server-only";
import { site } from "@/lib/shared/config/site";
import {
  galleryDay,
  isOpen,
  lastBookableDay,
  openingOn,
  settingsProblems,
  slotsOn,
  type ViewingSettings,
  viewingSettings,
} from "./opening-hours";

const kl = (local: string) => new Date(`${local}+08:00`);
const SATURDAY = { year: 2026, month: 11, day: 28 };
const sundaysClosed: ViewingSettings = { ...viewingSettings, hours: { ...viewingSettings.hours, sun: null } };

describe("the content module's viewing settings", () => {
  it("are read from site.ts and usable as they stand", () => {
    expect(viewingSettings).toBe(site.viewings);
    expect(settingsProblems(viewingSettings)).toEqual([]);
  });

  it("default to every day 10:00–18:00 in Kuala Lumpur, one-hour slots", () => {
    expect(viewingSettings.timeZone).toBe("Asia/Kuala_Lumpur");
    expect(Object.values(viewingSettings.hours)).toEqual(Array(7).fill({ open: "10:00", close: "18:00" }));
    expect(viewingSettings.slotMinutes).toBe(60);
    expect(viewingSettings.closedDates).toEqual([]);
  });

  it.each<[string, Partial<ViewingSettings>, RegExp]>([
    ["an unknown zone", { timeZone: "Asia/Kuantan" }, /timeZone/],
    ["a badly written hour", { hours: { ...viewingSettings.hours, mon: { open: "10am", close: "18:00" } } }, /hours\.mon/],
    ["a day shorter than a slot", { hours: { ...viewingSettings.hours, tue: { open: "10:00", close: "10:30" } } }, /hours\.tue/],
    ["no slot length", { slotMinutes: 0 }, /slotMinutes/],
    ["negative notice", { minNoticeMinutes: -5 }, /minNoticeMinutes/],
    ["no days ahead", { maxDaysAhead: 0 }, /maxDaysAhead/],
    ["an impossible closed date", { closedDates: ["2026-02-30"] }, /2026-02-30/],
    ["a closed date in another format", { closedDates: ["25/12/2026"] }, /25\/12\/2026/],
  ])("name %s", (_label, change, problem) => {
    const problems = settingsProblems({ ...viewingSettings, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });
});

describe("isOpen", () => {
  it.each<[string, string, boolean, ViewingSettings?]>([
    ["opening time", "2026-11-28T10:00", true],
    ["a minute before opening", "2026-11-28T09:59", false],
    ["between slot boundaries", "2026-11-28T10:30", true],
    ["the last slot", "2026-11-28T17:00", true],
    ["a slot that would end after closing", "2026-11-28T17:30", false],
    ["closing time", "2026-11-28T18:00", false],
    ["night", "2026-11-28T23:00", false],
    ["a Sunday the settings close", "2026-11-29T11:00", false, sundaysClosed],
    ["the Saturday before it", "2026-11-28T11:00", true, sundaysClosed],
    ["a closed date", "2026-12-25T11:00", false, { ...viewingSettings, closedDates: ["2026-12-25"] }],
  ])("%s (%s): %s", (_label, local, open, settings = viewingSettings) => {
    expect(isOpen(kl(local), settings)).toBe(open);
  });

  it("reads the hours on the zone the settings name", () => {
    const london: ViewingSettings = { ...viewingSettings, timeZone: "Europe/London" };
    expect(isOpen(new Date("2026-11-28T10:00:00Z"), london)).toBe(true);
    expect(isOpen(new Date("2026-11-28T10:00:00Z"))).toBe(false);
    // Summer time: 10:00 in London is 09:00 UTC.
    expect(isOpen(new Date("2026-07-04T09:00:00Z"), london)).toBe(true);
    expect(isOpen(new Date("2026-07-04T08:30:00Z"), london)).toBe(false);
  });
});

describe("slots of a day", () => {
  it("start at opening on slot boundaries and end by closing", () => {
    const slots = slotsOn(SATURDAY);
    expect(slots.map((s) => s.start)).toEqual(
      [10, 11, 12, 13, 14, 15, 16, 17].map((h) => kl(`2026-11-28T${String(h).padStart(2, "0")}:00`)),
    );
    expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 3_600_000)).toBe(true);
  });

  it("follow the slot length", () => {
    const slots = slotsOn(SATURDAY, { ...viewingSettings, slotMinutes: 90 });
    expect(slots.map((s) => s.start)).toEqual(["10:00", "11:30", "13:00", "14:30", "16:00"].map((t) => kl(`2026-11-28T${t}`)));
  });

  it("are none on a closed day", () => {
    expect(slotsOn({ year: 2026, month: 11, day: 29 }, sundaysClosed)).toEqual([]);
    expect(openingOn({ year: 2026, month: 11, day: 29 }, sundaysClosed)).toBeNull();
    expect(openingOn(SATURDAY)).toEqual({ open: 600, close: 1080 });
  });
});

describe("days on the gallery's clock", () => {
  it("turn at midnight in Kuala Lumpur, not UTC", () => {
    expect(galleryDay(new Date("2026-11-27T16:30:00Z"))).toEqual(SATURDAY);
    expect(lastBookableDay(kl("2026-11-25T10:00"))).toEqual({ year: 2027, month: 1, day: 24 });
  });
});
