import "server-only";
import { BLIND_CASES } from "./blind";
import { BLIND2_CASES } from "./blind2";
import { BLIND3_CASES } from "./blind3";
import { BLIND4_CASES } from "./blind4";
import { BLIND5_CASES } from "./blind5";
import { BLIND6_CASES } from "./blind6";
import { BUYER_CASES } from "./buyers";
import { OLD_CASES } from "./cases";
import { HELDOUT_CASES } from "./heldout";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The sixth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-27, from the facts and the judge alone, without reading the consultant or any earlier
 * question set (the first to fifth blind sets included), and it is never tuned against: it measures how the consultant
 * generalises to questions nobody fitted it to. When the consultant improves, raise the floor (and lower the ceiling) to
 * the new figures; never edit a question, or its expectations, to pass, and never change the consultant to answer one of
 * these. The figures below are placeholders until the set is measured: a floor of none right and a ceiling no reply can reach.
 */
const BASELINE: Baseline = {
  en: { right: 0, wrongWithFigure: 99 },
  ms: { right: 0, wrongWithFigure: 99 },
  zh: { right: 0, wrongWithFigure: 99 },
  hi: { right: 0, wrongWithFigure: 99 },
  ru: { right: 0, wrongWithFigure: 99 },
  es: { right: 0, wrongWithFigure: 99 },
  fr: { right: 0, wrongWithFigure: 99 },
  de: { right: 0, wrongWithFigure: 99 },
  ar: { right: 0, wrongWithFigure: 99 },
};

describeBlindSet({
  name: "sixth blind",
  cases: BLIND6_CASES,
  earlier: {
    sets: [
      ...Object.values(OLD_CASES),
      ...Object.values(BUYER_CASES),
      ...Object.values(HELDOUT_CASES),
      ...Object.values(BLIND_CASES),
      ...Object.values(BLIND2_CASES),
      ...Object.values(BLIND3_CASES),
      ...Object.values(BLIND4_CASES),
      ...Object.values(BLIND5_CASES),
    ],
    named: "any earlier set, including the first to fifth blind sets",
  },
  least: { perLanguage: 22, total: 200, totalNamed: true },
  baseline: BASELINE,
});
