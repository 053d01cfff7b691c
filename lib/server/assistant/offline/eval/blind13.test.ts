import "server-only";
import { BLIND13_CASES } from "./blind13";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The thirteenth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-28, from the facts and the judge alone, by a thirteenth examiner who read neither
 * the consultant nor any earlier question set (the first to twelfth blind sets included), and it is never tuned against:
 * it measures how the consultant generalises to questions nobody fitted it to. When the consultant improves, raise the
 * floor (and lower the ceiling) to the new figures; never edit a question, or its expectations, to pass, and never change
 * the consultant to answer one of these. It has 24 cases per language, 216 in all (the follow-ups' conversations ask more
 * than one question each, 253 questions in all). Twenty-nine of its questions first repeated an earlier set's word for
 * word and were reworded before any figure was seen. It was measured once, on 2026-11-28, when it was added: 229 of 253
 * questions right (90.5%), 2 not sure, 22 wrong, 20 of them with a figure, on the consultant before the twelfth blind
 * set's classes were fixed; 230 (90.9%), 2 not sure, 21 wrong, 19 with a figure, after them (fixed without reading this
 * set). Its replies and its missed questions have not been read.
 */
const BASELINE: Baseline = {
  en: { right: 25, wrongWithFigure: 3 },
  ms: { right: 26, wrongWithFigure: 2 },
  zh: { right: 25, wrongWithFigure: 3 },
  hi: { right: 26, wrongWithFigure: 2 },
  ru: { right: 27, wrongWithFigure: 0 },
  es: { right: 24, wrongWithFigure: 3 },
  fr: { right: 27, wrongWithFigure: 1 },
  de: { right: 26, wrongWithFigure: 2 },
  ar: { right: 24, wrongWithFigure: 3 },
};

describeBlindSet({
  name: "thirteenth blind",
  cases: BLIND13_CASES,
  earlier: "any earlier set, including the first to twelfth blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
