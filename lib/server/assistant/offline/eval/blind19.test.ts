import "server-only";
import { BLIND19_CASES } from "./blind19";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The nineteenth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-28, from the facts and the judge alone, by a nineteenth examiner who read
 * neither the consultant nor any earlier question set (the first to eighteenth blind sets included), and it is never
 * tuned against: it measures how the consultant generalises to questions nobody fitted it to. When the consultant
 * improves, raise the floor (and lower the ceiling) to the new figures; never edit a question, or its expectations, to
 * pass, and never change the consultant to answer one of these. It has 26 cases per language, 234 in all (the
 * follow-ups' conversations ask more than one question each, 279 questions in all). Forty-two of its questions first
 * repeated an earlier set's word for word and were reworded before any figure was seen. It was measured once, on
 * 2026-11-28, when it was added: 259 of 279 questions right (92.8%), 2 not sure, 18 wrong, 18 of them with a figure;
 * 263 (94.3%), 2 not sure, 14 wrong, all with a figure, after the eighteenth set's classes, fixed without reading this
 * set. Its replies and its missed questions have not been read.
 */
const BASELINE: Baseline = {
  en: { right: 28, wrongWithFigure: 3 },
  ms: { right: 30, wrongWithFigure: 1 },
  zh: { right: 30, wrongWithFigure: 1 },
  hi: { right: 27, wrongWithFigure: 3 },
  ru: { right: 29, wrongWithFigure: 1 },
  es: { right: 30, wrongWithFigure: 1 },
  fr: { right: 30, wrongWithFigure: 1 },
  de: { right: 29, wrongWithFigure: 2 },
  ar: { right: 30, wrongWithFigure: 1 },
};

describeBlindSet({
  name: "nineteenth blind",
  cases: BLIND19_CASES,
  earlier: "any earlier set, including the first to eighteenth blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
