import "server-only";
import { replyRules } from "./index";
import { cjkNumeral, numberReadings, readFigures, type FigureKind } from "./figures";

const rules = replyRules();
/** Each figure of a sentence as "text kind:value" for each reading. */
const read = (sentence: string) =>
  readFigures(sentence, rules.figures).map((f) => `${f.text} ${f.readings.map((r) => `${r.kind}:${+r.value.toFixed(4)}`).join(" ")}`);
const kinds = (sentence: string): FigureKind[] => readFigures(sentence, rules.figures).flatMap((f) => f.readings.map((r) => r.kind));

describe("numberReadings", () => {
  it.each([
    ["1299", [1299]],
    ["1,299", [1299, 1.299]],
    ["1.299", [1299, 1.299]],
    ["7,2", [7.2]],
    ["1,150,000", [1150000]],
    ["1.150.000", [1150000]],
    ["1 150 000", [1150000]],
    ["11,50,000", [1150000]],
    ["1,20,00,000", [12000000]],
    ["1,150,000.50", [1150000.5]],
    ["1.150.000,50", [1150000.5]],
  ])("reads %s every way it may be meant", (text, values) => {
    expect(numberReadings(text).map((r) => r.value)).toEqual(values);
  });
});

describe("cjkNumeral", () => {
  it.each([
    ["三", 3],
    ["十二", 12],
    ["一百二十", 120],
    ["一百二十万", 1_200_000],
    ["两千五百", 2500],
    ["一亿两千万", 120_000_000],
  ])("reads %s as %d", (text, value) => {
    expect(cjkNumeral(text)).toBe(value);
  });

  it("reads no numeral in a run of digits that is none", () => {
    expect(cjkNumeral("二三")).toBeNull();
  });
});

describe("readFigures", () => {
  it("reads money, percentages, areas, durations, distances, years and times by the words around them", () => {
    expect(read("Ardentz is RM4,841 a month, a 7.2% yield, 1,299 sq ft or 120.7 m².")).toEqual([
      "4,841 money:4841 money:4.841",
      "7.2 percent:7.2",
      "1,299 sqft:1299 sqft:1.299",
      "120.7 sqm:120.7",
      // Number words are read after the digits: "a month" is one month.
      "a duration:43200",
    ]);
    expect(kinds("It is a 5-minute walk, 2 km from the beach.")).toEqual(["duration", "distance"]);
    expect(kinds("Completion is planned for 2027.")).toEqual(["year"]);
    expect(read("Open from 10:00 to 6 pm daily.")).toEqual(["10:00 time:600", "6 pm time:1080"]);
  });

  it("reads scales in every language, and the readings of a word that has two", () => {
    expect(read("about RM1.2 million")).toEqual(["1.2 money:1200000"]);
    expect(read("115万令吉")).toEqual(["115 money:1150000"]);
    expect(read("11,5 लाख")).toEqual(["11,5 money:1150000"]);
    expect(read("680 mil ringgit")).toEqual(["680 money:680000000 money:680000"]);
  });

  it("reads figures written in Arabic-Indic or Devanagari digits, with Arabic separators", () => {
    expect(read("العائد ٧٫٢٪")).toEqual(["7.2 percent:7.2"]);
    expect(read("किराया ३,१०० रिंगित")).toEqual(["3,100 money:3100 money:3.1"]);
  });

  it("reads numbers in words, and Chinese numerals of one digit only where they measure something", () => {
    expect(read("ten percent, and three bedrooms")).toEqual(["ten percent:10", "three plain:3"]);
    expect(read("一起参观，五年后，百分之八")).toEqual(["五 duration:2628000", "八 percent:8"]);
    expect(read("超过八成五")).toEqual(["八成五 percent:85"]);
    expect(read("ستكتمل بعد سنتين")).toEqual(["سنتين duration:1051200"]);
  });

  it("leaves out the sales phone, links, references, identifiers and the fact sheet's dates", () => {
    expect(
      read(
        "Call +60 13-288 4650 or 013-288 4650, see [WhatsApp](https://wa.me/60132884650), quote AUR-1F3A-9C2B, permit 12345-1/12-2027/0456(P), valid until 30 November 2027.",
      ),
    ).toEqual([]);
    expect(read("预计完工日期为 2029年12月31日。")).toEqual([]);
  });

  it("reads a figure written onto a word as a name, but not an amount after its currency", () => {
    expect(read("MM2H holders, q13 and B2")).toEqual([]);
    expect(read("RM4,841")).toEqual(["4,841 money:4841 money:4.841"]);
  });

  it("reads a unit's number as a figure no reading makes a fact", () => {
    expect(readFigures("unit C-12-05", rules.figures)).toEqual([{ text: "c-12-05", readings: [] }]);
  });
});
