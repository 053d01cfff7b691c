import "server-only";
import { BLIND39_CASES } from "./blind39";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The thirty-ninth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure". The
 * set was written blind on 2026-11-30, from the facts, the site's features and the judge alone, by a thirty-ninth
 * examiner who read neither the consultant nor any earlier question set (the first to thirty-eighth blind sets
 * included; the thirty-eighth's French questions only for their format), and it is never tuned against: it measures how
 * the consultant generalises to questions nobody fitted it to. When the consultant improves, raise the floor (and lower
 * the ceiling) to the new figures; never edit a question, or its expectations, to pass, and never change the consultant
 * to answer one of these. It has 26 cases per language, 234 in all (the follow-ups' conversations ask more than one
 * question each, 279 questions in all). Fifty-eight of its questions first repeated an earlier set's word for word and
 * were reworded before the baseline was set (one of the rewordings matched another earlier question and was reworded
 * again). It was measured once, on 2026-11-30, when it was added: 255 of 279 questions right (91.4%), 5 not sure, 19
 * wrong, all 19 with a figure, and no invented figure; and the same once the thirty-eighth set's misses were fixed
 * without reading it. Its replies and its missed questions have not been read.
 */
const BASELINE: Baseline = {
  en: { right: 29, wrongWithFigure: 2 },
  ms: { right: 27, wrongWithFigure: 3 },
  zh: { right: 29, wrongWithFigure: 1 },
  hi: { right: 28, wrongWithFigure: 3 },
  ru: { right: 25, wrongWithFigure: 4 },
  es: { right: 30, wrongWithFigure: 1 },
  fr: { right: 30, wrongWithFigure: 1 },
  de: { right: 30, wrongWithFigure: 0 },
  ar: { right: 27, wrongWithFigure: 4 },
};

describeBlindSet({
  name: "thirty-ninth blind",
  cases: BLIND39_CASES,
  earlier: "any earlier set, including the first to thirty-eighth blind sets",
  least: { perLanguage: 26, total: 234, totalNamed: true },
  baseline: BASELINE,
});
