import "server-only";
import type { NumberWords } from "../types";

const UNITS = ["eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"];
const TEENS = ["zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"];
const TENS = ["zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"];

/** German cardinals, also written as one word ("neunhunderttausend", "zweitausendachtundzwanzig"). */
export const numberWords: NumberWords = {
  words: Object.fromEntries([
    ...["ein", "eine", "einen", "einem", "einer", "eines"].map((w) => [w, 1]),
    ...UNITS.map((w, i) => [w, i + 1]),
    ["zwo", 2],
    ["sieb", 7],
    ...TEENS.map((w, i) => [w, i + 10]),
    ...TENS.map((w, i) => [w, (i + 2) * 10]),
    ["dreissig", 30],
  ]),
  multipliers: { hundert: 100, tausend: 1e3, million: 1e6, millionen: 1e6, mio: 1e6, milliarde: 1e9, milliarden: 1e9 },
  // "eine Einheit", "ein Apartment".
  weak: ["ein", "eine", "einen", "einem", "einer", "eines", "eins", "millionen"],
  joiners: ["und"],
  halves: { between: ["einhalb", "ein halb", "und ein halb", "und einhalb"] },
};
