import "server-only";
import { BLIND15_CASES } from "./blind15";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The fifteenth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-28, from the facts and the judge alone, by a fifteenth examiner who read neither
 * the consultant nor any earlier question set (the first to fourteenth blind sets included), and it is never tuned
 * against: it measures how the consultant generalises to questions nobody fitted it to. When the consultant improves,
 * raise the floor (and lower the ceiling) to the new figures; never edit a question, or its expectations, to pass, and
 * never change the consultant to answer one of these. It has 24 cases per language, 216 in all (the follow-ups'
 * conversations ask more than one question each, 252 questions in all). Thirty-six of its questions first repeated an
 * earlier set's word for word and were reworded before any figure was seen. It was measured once, on 2026-11-28, when it
 * was added: 236 of 252 questions right (93.7%), 1 not sure, 15 wrong, all 15 of them with a figure. Its replies and its
 * missed questions have not been read.
 */
const BASELINE: Baseline = {
  en: { right: 22, wrongWithFigure: 6 },
  ms: { right: 27, wrongWithFigure: 1 },
  zh: { right: 27, wrongWithFigure: 1 },
  hi: { right: 25, wrongWithFigure: 3 },
  ru: { right: 28, wrongWithFigure: 0 },
  es: { right: 27, wrongWithFigure: 1 },
  fr: { right: 28, wrongWithFigure: 0 },
  de: { right: 26, wrongWithFigure: 2 },
  ar: { right: 26, wrongWithFigure: 1 },
};

describeBlindSet({
  name: "fifteenth blind",
  cases: BLIND15_CASES,
  earlier: "any earlier set, including the first to fourteenth blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
