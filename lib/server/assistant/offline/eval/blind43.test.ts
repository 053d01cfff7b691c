import "server-only";
import { BLIND43_CASES } from "./blind43";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The forty-third blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure". The
 * set was written blind on 2026-11-30, from the facts, the site's features and the judge alone, by a forty-third
 * examiner who read neither the consultant nor any earlier question set (the first to forty-second blind sets included;
 * the forty-second's Malay questions only for their format), and it is never tuned against: it measures how the
 * consultant generalises to questions nobody fitted it to. When the consultant improves, raise the floor (and lower the
 * ceiling) to the new figures; never edit a question, or its expectations, to pass, and never change the consultant to
 * answer one of these. It has 26 cases per language, 234 in all (the follow-ups' conversations ask more than one
 * question each, 279 questions in all). Forty-three of its questions first repeated an earlier set's word for word and
 * were reworded before the baseline was set (three of the rewordings matched other earlier questions and were reworded
 * again). It was measured once, on 2026-11-30, when it was added: 263 of 279 questions right (94.3%), 5 not sure, 11
 * wrong, 9 of them with a figure, and no invented figure. Once the forty-second set's misses were fixed without reading
 * it, one Russian reply that had been "not sure" stated a figure instead: 263 right, 4 not sure, 12 wrong, 10 with a
 * figure, and the Russian ceiling was raised to what was measured. Once the forty-fourth set had been written, its
 * misses were read, to find classes of error, and fixed: 278 of 279 right, 1 not sure, none wrong. Left as found: "jarak
 * dia brp ringgit" (how far apart, in ringgit) between two rents, read as a distance the site does not know.
 */
const BASELINE: Baseline = {
  en: { right: 31, wrongWithFigure: 0 },
  ms: { right: 30, wrongWithFigure: 0 },
  zh: { right: 31, wrongWithFigure: 0 },
  hi: { right: 31, wrongWithFigure: 0 },
  ru: { right: 31, wrongWithFigure: 0 },
  es: { right: 31, wrongWithFigure: 0 },
  fr: { right: 31, wrongWithFigure: 0 },
  de: { right: 31, wrongWithFigure: 0 },
  ar: { right: 31, wrongWithFigure: 0 },
};

describeBlindSet({
  name: "forty-third blind",
  cases: BLIND43_CASES,
  earlier: "any earlier set, including the first to forty-second blind sets",
  least: { perLanguage: 26, total: 234, totalNamed: true },
  baseline: BASELINE,
});
