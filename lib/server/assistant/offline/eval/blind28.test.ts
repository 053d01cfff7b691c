import "server-only";
import { BLIND28_CASES } from "./blind28";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The twenty-eighth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure". The
 * set was written blind on 2026-11-29, from the facts and the judge alone, by a twenty-eighth examiner who read neither
 * the consultant nor any earlier question set (the first to twenty-seventh blind sets included; the twenty-seventh only
 * for its format), and it is never tuned against: it measures how the consultant generalises to questions nobody fitted
 * it to. When the consultant improves, raise the floor (and lower the ceiling) to the new figures; never edit a
 * question, or its expectations, to pass, and never change the consultant to answer one of these. It has 26 cases per
 * language, 234 in all (the follow-ups' conversations ask more than one question each, 279 questions in all).
 * Thirty-five of its questions first repeated an earlier set's word for word and were reworded before any figure was
 * seen (two of the rewordings matched another earlier question in turn and were reworded once more). It was measured
 * once, on 2026-11-29, when it was added: 266 of 279 questions right (95.3%), 3 not sure, 10 wrong, 9 of them with a
 * figure; and the same once the twenty-seventh set's misses were fixed without reading it. Once the twenty-ninth set
 * had been written, its misses were read, to find classes of error (a gap between the units a ranking word each way
 * finds, "between the biggest and the smallest"; "cheapest" beside a selling price; "shave 50k off"; which bank to
 * borrow from as advice; "почём", "تنباع", "harga jual"; "y en a combien"; "le pied carré", the Swiss "Quadratfuss";
 * the Spanish "prevista" taken for a typo of a price word; a follow-up that only describes the units, "and for the
 * other one on the corner with two bedrooms?", told the figure asked before), so it is now a read set: 277 of 279, 1
 * wrong with a figure, which type has the most units built (in Chinese and German), a ranking by a figure the unit
 * table does not hold. A ranking by the units built was added on 2026-11-29, in nine languages: 279 of 279.
 */
const BASELINE: Baseline = {
  en: { right: 31, wrongWithFigure: 0 },
  ms: { right: 31, wrongWithFigure: 0 },
  zh: { right: 31, wrongWithFigure: 0 },
  hi: { right: 31, wrongWithFigure: 0 },
  ru: { right: 31, wrongWithFigure: 0 },
  es: { right: 31, wrongWithFigure: 0 },
  fr: { right: 31, wrongWithFigure: 0 },
  de: { right: 31, wrongWithFigure: 0 },
  ar: { right: 31, wrongWithFigure: 0 },
};

describeBlindSet({
  name: "twenty-eighth blind",
  cases: BLIND28_CASES,
  earlier: "any earlier set, including the first to twenty-seventh blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
