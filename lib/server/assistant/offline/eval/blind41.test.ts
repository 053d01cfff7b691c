import "server-only";
import { BLIND41_CASES } from "./blind41";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The forty-first blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure". The
 * set was written blind on 2026-11-30, from the facts, the site's features and the judge alone, by a forty-first
 * examiner who read neither the consultant nor any earlier question set (the first to fortieth blind sets included;
 * the fortieth's French questions only for their format), and it is never tuned against: it measures how the
 * consultant generalises to questions nobody fitted it to. When the consultant improves, raise the floor (and lower the
 * ceiling) to the new figures; never edit a question, or its expectations, to pass, and never change the consultant to
 * answer one of these. It has 26 cases per language, 234 in all (the follow-ups' conversations ask more than one
 * question each, 279 questions in all). Thirty-three of its questions first repeated an earlier set's word for word and
 * were reworded before the baseline was set (three of the rewordings matched other earlier questions and were reworded
 * again). It was measured once, on 2026-11-30, when it was added: 258 of 279 questions right (92.5%), 4 not sure, 17
 * wrong, 15 of them with a figure, and no invented figure; and the same once the fortieth set's misses were fixed
 * without reading it. Its replies and its missed questions have not been read.
 */
const BASELINE: Baseline = {
  en: { right: 30, wrongWithFigure: 0 },
  ms: { right: 31, wrongWithFigure: 0 },
  zh: { right: 30, wrongWithFigure: 1 },
  hi: { right: 28, wrongWithFigure: 2 },
  ru: { right: 28, wrongWithFigure: 1 },
  es: { right: 25, wrongWithFigure: 5 },
  fr: { right: 27, wrongWithFigure: 3 },
  de: { right: 30, wrongWithFigure: 1 },
  ar: { right: 29, wrongWithFigure: 2 },
};

describeBlindSet({
  name: "forty-first blind",
  cases: BLIND41_CASES,
  earlier: "any earlier set, including the first to fortieth blind sets",
  least: { perLanguage: 26, total: 234, totalNamed: true },
  baseline: BASELINE,
});
