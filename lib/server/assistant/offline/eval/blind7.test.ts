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
 * these. It has 24 cases per language, 216 in all (the follow-ups' conversations ask more than one question each). It has
 * not been measured yet: the baseline below is the loosest there is (no floor, a ceiling no language can reach), until the
 * maintainer measures the set once and sets it to the figures found.
 */
const BASELINE: Baseline = {
  en: { right: 0, wrongWithFigure: 99 },
  ms: { right: 0, wrongWithFigure: 99 },
  zh: { right: 0, wrongWithFigure: 99 },
  hi: { right: 0, wrongWithFigure: 99 },
  ru: { right: 0, wrongWithFigure: 99 },
  es: { right: 0, wrongWithFigure: 99 },
  fr: { right: 0, wrongWithFigure: 99 },
  de: { right: 0, wrongWithFigure: 99 },
  ar: { right: 0, wrongWithFigure: 99 },
};

describeBlindSet({
  name: "seventh blind",
  cases: BLIND7_CASES,
  earlier: "any earlier set, including the first to sixth blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
