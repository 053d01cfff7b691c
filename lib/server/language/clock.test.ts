import "server-only";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { CLOCKS, frenchClock, germanClock, hindiClock, malayClock, spokenTimes } from "./clock";

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

describe("times said aloud", () => {
  it.each([
    [
      "en",
      "The sales gallery is open daily 10:00–18:00. 1. Saturday 28 November at 11:00",
      "The sales gallery is open daily 10 AM to 6 PM. 1. Saturday 28 November at 11 AM",
    ],
    ["en", "at 12:30 or 0:15", "at 12 30 PM or 12 15 AM"],
    ["zh", "售楼处开放时间为每天 10:00–18:00。11月28日星期六 11:30", "售楼处开放时间为每天 10点至18点。11月28日星期六 11点30分"],
    ["ru", "с 10:00 до 18:00, в 21:00, в 11:30", "с 10 часов до 18 часов, в 21 час, в 11 часов 30 минут"],
    ["es", "de 10:00 a 18:00, a las 11:30", "de 10 a 18, a las 11 y 30"],
    ["ar", "من 10:00 إلى 18:00، في 11:30", "من 10 إلى 18، في 11 و30 دقيقة"],
    [
      "fr",
      `de 10${NBSP}h à 18${NBSP}h${NBSP}30, à 1${NBSP}h, à 11:00, au moins 2${NBSP}heures`,
      "de 10 heures à 18 heures 30, à 1 heure, à 11 heures, au moins 2\u00a0heures",
    ],
    ["de", `täglich 10:00–18:00${NBSP}Uhr, um 11:30${NBSP}Uhr`, "täglich 10 Uhr bis 18 Uhr, um 11 Uhr 30"],
    [
      "ms",
      `dibuka 10.00${NBSP}pagi hingga 6.00${NBSP}petang, pukul 11.30${NBSP}pagi, pulangan 7.05%`,
      `dibuka 10${NBSP}pagi hingga 6${NBSP}petang, pukul 11 30${NBSP}pagi, pulangan 7.05%`,
    ],
    ["hi", `सुबह 11:00${NBSP}बजे, दोपहर 3:30${NBSP}बजे`, "सुबह 11 बजे, दोपहर 3 बजकर 30 मिनट"],
  ] as const)("%s: %s", (language, text, said) => {
    expect(spokenTimes(language, text)).toBe(said);
  });

  it.each(LOCALE_CODES)("%s leaves figures that are not times alone", (language) => {
    const text = "RM2,876 · 7.0% · +60 13-288 4650 · 12345-1/12-2027/0123(N) · 743";
    expect(spokenTimes(language, text)).toBe(text);
  });

  it.each(LOCALE_CODES)("%s says every time its own clock writes", (language) => {
    const said = spokenTimes(language, `${CLOCKS[language](10, 0)} ${CLOCKS[language](18, 30)}`);
    expect(said).not.toMatch(/\d:\d\d|\d\.\d\d/u);
    expect(said).not.toMatch(/\d\s?h(?!\p{L})/u);
  });
});
