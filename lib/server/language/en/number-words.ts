import "server-only";
import type { NumberWords } from "../types";

const UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** English cardinals: "nine hundred thousand", "twenty twenty-eight" (a year in two halves is read by the parser). */
export const numberWords: NumberWords = {
  words: Object.fromEntries([
    ...UNITS.map((w, i) => [w, i + 1]),
    ...TEENS.map((w, i) => [w, i + 10]),
    ...TENS.map((w, i) => [w, (i + 2) * 10]),
  ]),
  multipliers: { hundred: 100, thousand: 1e3, million: 1e6, millions: 1e6, billion: 1e9 },
  // "one of our units", "once the tower is finished" (Spanish eleven), "millions of visitors".
  weak: ["one", "millions"],
  joiners: ["and"],
  halves: { between: ["and a half", "and half"] },
};
