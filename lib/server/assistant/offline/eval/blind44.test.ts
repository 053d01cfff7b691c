import "server-only";
import { BLIND44_CASES } from "./blind44";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The forty-fourth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure". The
 * set was written blind on 2026-11-30, from the facts, the site's features and the judge alone, by a forty-fourth
 * examiner who read neither the consultant nor any earlier question set (the first to forty-third blind sets included;
 * the forty-third's Chinese questions only for their format), and it is never tuned against: it measures how the
 * consultant generalises to questions nobody fitted it to. When the consultant improves, raise the floor (and lower the
 * ceiling) to the new figures; never edit a question, or its expectations, to pass, and never change the consultant to
 * answer one of these. It has 26 cases per language, 234 in all (the follow-ups' conversations ask more than one
 * question each, 279 questions in all). Thirty-seven of its questions first repeated an earlier set's word for word and
 * were reworded before the baseline was set (four of the rewordings matched other earlier questions and were reworded
 * again). It was measured once, on 2026-11-30, when it was added: 264 of 279 questions right (94.6%), 5 not sure, 10
 * wrong, 10 of them with a figure, and no invented figure; and the same once the forty-third set's misses were fixed
 * without reading it. Once the forty-fifth set had been written, its misses were read, to find classes of error, and
 * fixed: 278 of 279 right, 1 wrong with a figure. Left as found: "Mehr als 3.000 Ringgit Rate im Monat geht bei mir ned"
 * (more than RM3,000 a month will not do) read as a floor.
 */
const BASELINE: Baseline = {
  en: { right: 31, wrongWithFigure: 0 },
  ms: { right: 31, wrongWithFigure: 0 },
  zh: { right: 31, wrongWithFigure: 0 },
  hi: { right: 31, wrongWithFigure: 0 },
  ru: { right: 31, wrongWithFigure: 0 },
  es: { right: 31, wrongWithFigure: 0 },
  fr: { right: 31, wrongWithFigure: 0 },
  de: { right: 30, wrongWithFigure: 1 },
  ar: { right: 31, wrongWithFigure: 0 },
};

describeBlindSet({
  name: "forty-fourth blind",
  cases: BLIND44_CASES,
  earlier: "any earlier set, including the first to forty-third blind sets",
  least: { perLanguage: 26, total: 234, totalNamed: true },
  baseline: BASELINE,
});
