import "server-only";
import type { NumberWords } from "../types";

const UNITS = ["un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"];
const TEENS = ["dix", "onze", "douze", "treize", "quatorze", "quinze", "seize"];
const TENS = ["vingt", "trente", "quarante", "cinquante", "soixante"];

/** French cardinals: "neuf cent mille", "deux mille vingt-huit", "quatre-vingt-dix". */
export const numberWords: NumberWords = {
  words: Object.fromEntries([
    ["une", 1],
    ...UNITS.map((w, i) => [w, i + 1]),
    ...TEENS.map((w, i) => [w, i + 10]),
    ...TENS.map((w, i) => [w, (i + 2) * 10]),
    ["soixante-dix", 70],
    ["quatre-vingt", 80],
    ["quatre-vingts", 80],
    ["quatre-vingt-dix", 90],
    ["septante", 70],
    ["huitante", 80],
    ["octante", 80],
    ["nonante", 90],
  ]),
  multipliers: { cent: 100, cents: 100, mille: 1e3, million: 1e6, millions: 1e6, milliard: 1e9, milliards: 1e9 },
  // "un appartement", "une unité", "un immeuble neuf" (new), "per cent" in English.
  weak: ["un", "une", "neuf", "cent", "cents", "millions"],
  joiners: ["et"],
  halves: { after: ["et demi", "et demie"] },
};
