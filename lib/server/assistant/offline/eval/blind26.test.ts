import "server-only";
import { BLIND26_CASES } from "./blind26";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The twenty-sixth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-29, from the facts and the judge alone, by a twenty-sixth examiner who read
 * neither the consultant nor any earlier question set (the first to twenty-fifth blind sets included). It has 26 cases
 * per language, 234 in all (the follow-ups' conversations ask more than one question each, 281 questions in all).
 * Twenty-two of its questions first repeated an earlier set's word for word and were reworded before any figure was
 * seen (no rewording a repeat itself). It was measured once, on 2026-11-29, when it was added: 267 of 281 questions
 * right (95.0%), 3 not sure, 11 wrong, 11 of them with a figure; and 268 (95.4%), 10 wrong with a figure, once the
 * twenty-fifth set's misses were fixed without reading it. Once the twenty-seventh set had been written, its misses
 * were read, to find classes of error, so it is now a read set: 280 of 281, none wrong with a figure (left as found: an
 * English injection on the Hindi page, refused in English). When the consultant improves, raise the floor (and lower
 * the ceiling) to the new figures; never edit a question, or its expectations, to pass.
 */
const BASELINE: Baseline = {
  en: { right: 32, wrongWithFigure: 0 },
  ms: { right: 31, wrongWithFigure: 0 },
  zh: { right: 31, wrongWithFigure: 0 },
  hi: { right: 30, wrongWithFigure: 0 },
  ru: { right: 31, wrongWithFigure: 0 },
  es: { right: 31, wrongWithFigure: 0 },
  fr: { right: 31, wrongWithFigure: 0 },
  de: { right: 32, wrongWithFigure: 0 },
  ar: { right: 31, wrongWithFigure: 0 },
};

describeBlindSet({
  name: "twenty-sixth blind",
  cases: BLIND26_CASES,
  earlier: "any earlier set, including the first to twenty-fifth blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
