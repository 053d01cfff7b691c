import "server-only";
import { replyRules } from "./index";
import { foldFigures } from "./figures";
import { readNumberWords } from "./number-words";

const { figures } = replyRules();
const values = (text: string) =>
  readNumberWords(foldFigures(text), figures.numberWords, figures.numberJoiners).map((n) => (n.weak ? `weak ${n.value}` : n.value));

describe("readNumberWords", () => {
  it.each([
    ["prices start from nine hundred thousand", [900_000]],
    ["one million one hundred and fifty thousand", [1_150_000]],
    ["completion in twenty twenty-eight", [2028]],
    ["two thousand and twenty-nine", [2029]],
    ["sembilan ratus ribu ringgit", [900_000]],
    ["dua ratus lima puluh", [250]],
    ["dua belas bulan", [12]],
    ["neuf cent mille", [900_000]],
    ["quatre-vingt-dix-sept", [97]],
    ["deux mille vingt-huit", [2028]],
    ["neunhunderttausend", [900_000]],
    ["zweitausendachtundzwanzig", [2028]],
    ["девятьсот тысяч", [900_000]],
    ["в две тысячи двадцать восьмом году", [2028]],
    ["novecientos mil", [900_000]],
    ["dos mil veintiocho", [2028]],
    ["नौ लाख", [900_000]],
    ["एक करोड़ बीस लाख", [12_000_000]],
    ["ग्यारह लाख पचास हज़ार", [1_150_000]],
    ["تسعمائة ألف", [900_000]],
    ["ألفين وثمانية وعشرين", [2028]],
    ["ثلاثة آلاف", [3000]],
  ])("reads %s", (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it.each([
    ["one of our units", ["weak 1"]],
    ["une unité", ["weak 1"]],
    ["uno de los apartamentos", ["weak 1"]],
    ["ein Apartment", ["weak 1"]],
    ["once the tower is finished", ["weak 11"]],
    ["un immeuble neuf", ["weak 1", "weak 9"]],
  ])("keeps %s weak: a number only before a measure", (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it("keeps two numbers apart that cannot be one", () => {
    expect(values("two and three bedrooms")).toEqual([2, 3]);
    expect(values("the first and the second")).toEqual([]);
    expect(values("often, someone, tenet")).toEqual([]);
  });
});
