import "server-only";
import { BLIND27_CASES } from "./blind27";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The twenty-seventh blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-29, from the facts and the judge alone, by a twenty-seventh examiner who read
 * neither the consultant nor any earlier question set (the first to twenty-sixth blind sets included; the twenty-sixth
 * only for its format). When the consultant improves, raise the floor (and lower the ceiling) to the new figures; never
 * edit a question, or its expectations, to pass. It has 26 cases per
 * language, 234 in all (the follow-ups' conversations ask more than one question each, 279 questions in all).
 * Forty-five of its questions first repeated an earlier set's word for word and were reworded before any figure was
 * seen (three of the rewordings matched another earlier question in turn and were reworded once more). It
 * was measured once, on 2026-11-29, when it was added: 269 of 279 questions right (96.4%), 1 not sure, 9 wrong, 8 of
 * them with a figure; and the same once the twenty-sixth set's misses were fixed without reading it. Once the
 * twenty-eighth set had been written, its misses were read, to find classes of error, so it is now a read set: 279 of
 * 279, none wrong with a figure.
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
  name: "twenty-seventh blind",
  cases: BLIND27_CASES,
  earlier: "any earlier set, including the first to twenty-sixth blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
