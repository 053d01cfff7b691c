import "server-only";
import { BLIND22_CASES } from "./blind22";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The twenty-second blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-29, from the facts and the judge alone, by a twenty-second examiner who read
 * neither the consultant nor any earlier question set (the first to twenty-first blind sets included), and it is never
 * tuned against: it measures how the consultant generalises to questions nobody fitted it to. When the consultant
 * improves, raise the floor (and lower the ceiling) to the new figures; never edit a question, or its expectations, to
 * pass, and never change the consultant to answer one of these. It has 26 cases per language, 234 in all (the
 * follow-ups' conversations ask more than one question each, 280 questions in all). Twenty-five of its questions first
 * repeated an earlier set's word for word and were reworded before any figure was seen (one of them twice, when the
 * first rewording repeated one too). It was measured once, on 2026-11-29, when it was added: 265 of 280 questions
 * right (94.6%), 2 not sure, 13 wrong, 13 of them with a figure. Measured again, still unread, once the twenty-first
 * set's misses were fixed: 266 of 280 (95.0%), 2 not sure, 12 wrong, all with a figure. Its 14 missed questions were
 * read the same day and fixed as classes ("nothing above that" and "не больше" said again after a limit; a count beside
 * what it counts over one that is not, "a family of five, so three bedrooms"; "calendar year", "على السنة"; "dlm
 * bahasa"; "dalam brp meter" of a pool; square metres asked of the unit a ranking found; the Swiss "3'000"; parking
 * indoors or out, a storage room, which way windows face as unknown; sport and food as off-topic): 280 of 280. The
 * twenty-third set is the unread measure after it.
 */
const BASELINE: Baseline = {
  en: { right: 32, wrongWithFigure: 0 },
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
  name: "twenty-second blind",
  cases: BLIND22_CASES,
  earlier: "any earlier set, including the first to twenty-first blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
