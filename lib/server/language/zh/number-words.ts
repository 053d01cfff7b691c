import "server-only";
import type { NumberWords } from "../types";

/** Chinese numerals are read by their own rule (assistant/guard/figures.ts, cjkNumeral): no words here. */
export const numberWords: NumberWords = { words: {}, multipliers: {}, weak: [], joiners: [] };
