import "server-only";
import { BLIND7_CASES } from "./blind7";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The seventh blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-28, from the facts and the judge alone, without reading the consultant or any earlier
 * question set (the first to sixth blind sets included), and it is never tuned against: it measures how the consultant
 * generalises to questions nobody fitted it to. When the consultant improves, raise the floor (and lower the ceiling) to
 * the new figures; never edit a question, or its expectations, to pass, and never change the consultant to answer one of
 * these. It has 24 cases per language, 216 in all (the follow-ups' conversations ask more than one question each). It was
 * measured once, on 2026-11-28, when it was added: 237 of 252 questions right (94.0%), 2 not sure, 13 wrong, 12 of them
 * with a figure. Its misses have not been read.
 */
const BASELINE: Baseline = {
  en: { right: 27, wrongWithFigure: 1 },
  ms: { right: 25, wrongWithFigure: 2 },
  zh: { right: 28, wrongWithFigure: 0 },
  hi: { right: 26, wrongWithFigure: 2 },
  ru: { right: 23, wrongWithFigure: 5 },
  es: { right: 28, wrongWithFigure: 0 },
  fr: { right: 27, wrongWithFigure: 0 },
  de: { right: 27, wrongWithFigure: 0 },
  ar: { right: 26, wrongWithFigure: 2 },
};

describeBlindSet({
  name: "seventh blind",
  cases: BLIND7_CASES,
  earlier: "any earlier set, including the first to sixth blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
