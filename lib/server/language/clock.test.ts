import "server-only";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { CLOCKS, frenchClock, germanClock, hindiClock, malayClock } from "./clock";

const NBSP = "\u00a0";
/** The test's texts with plain spaces; the clocks' own spaces are no-break ones. */
const plain = (text: string) => text.replaceAll(NBSP, " ");

describe("French clock", () => {
  it.each([
    [11, 0, "11 h"],
    [18, 30, "18 h 30"],
    [9, 5, "9 h 05"],
    [0, 0, "0 h"],
  ])("%i:%i is %s", (hour, minute, text) => {
    expect(plain(frenchClock(hour, minute))).toBe(text);
  });

  it("never breaks a line inside a time", () => {
    expect(frenchClock(18, 30)).toBe(`18${NBSP}h${NBSP}30`);
  });
});

describe("German clock", () => {
  it.each([
    [11, 0, "11:00 Uhr"],
    [9, 30, "09:30 Uhr"],
  ])("%i:%i is %s", (hour, minute, text) => {
    expect(plain(germanClock(hour, minute))).toBe(text);
  });
});

describe("Malay clock", () => {
  it.each([
    [10, 0, "10.00 pagi"],
    [11, 30, "11.30 pagi"],
    [12, 0, "12.00 tengah hari"],
    [13, 0, "1.00 tengah hari"],
    [18, 0, "6.00 petang"],
    [20, 0, "8.00 malam"],
    [0, 0, "12.00 tengah malam"],
  ])("%i:%i is %s", (hour, minute, text) => {
    expect(plain(malayClock(hour, minute))).toBe(text);
  });
});

describe("Hindi clock", () => {
  it.each([
    [11, 0, "सुबह 11:00 बजे"],
    [12, 0, "दोपहर 12:00 बजे"],
    [15, 30, "दोपहर 3:30 बजे"],
    [18, 0, "शाम 6:00 बजे"],
    [21, 0, "रात 9:00 बजे"],
  ])("%i:%i is %s", (hour, minute, text) => {
    expect(plain(hindiClock(hour, minute))).toBe(text);
  });
});

describe("every language's clock", () => {
  it.each(["en", "zh", "ru", "es", "ar"] as const)("%s writes the 24-hour clock", (language) => {
    expect(CLOCKS[language](11, 0)).toBe("11:00");
    expect(CLOCKS[language](18, 30)).toBe("18:30");
    expect(CLOCKS[language](9, 5)).toBe("09:05");
  });

  it.each(LOCALE_CODES)("%s keeps Latin digits and tells morning from evening", (language) => {
    const morning = CLOCKS[language](10, 0);
    const evening = CLOCKS[language](18, 0);
    expect(`${morning}${evening}`).toMatch(/^[^٠-٩०-९]*$/u);
    expect(morning).not.toBe(evening);
  });
});
