import "server-only";
import type { NumberWords } from "../types";

const UNITS = ["satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "lapan", "sembilan"];

/** Malay cardinals: "sembilan ratus ribu", "dua puluh lapan"; "se-" is one ("seratus", "sebelas"). */
export const numberWords: NumberWords = {
  words: Object.fromEntries([
    ...UNITS.map((w, i) => [w, i + 1]),
    ["sepuluh", 10],
    ["sebelas", 11],
    ...UNITS.slice(1).map((w, i) => [`${w} belas`, i + 12]),
    ["seratus", 100],
    ["seribu", 1000],
    ["sejuta", 1e6],
  ]),
  multipliers: { puluh: 10, ratus: 100, ribu: 1e3, juta: 1e6, bilion: 1e9 },
  // "satu daripada unit kami": one of our units.
  weak: ["satu"],
  joiners: [],
  halves: { between: ["setengah", "stengah"] },
};
