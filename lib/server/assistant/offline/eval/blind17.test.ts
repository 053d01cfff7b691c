import "server-only";
import { BLIND17_CASES } from "./blind17";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The seventeenth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-28, from the facts and the judge alone, by a seventeenth examiner who read
 * neither the consultant nor any earlier question set (the first to sixteenth blind sets included), and it is never
 * tuned against: it measures how the consultant generalises to questions nobody fitted it to. When the consultant
 * improves, raise the floor (and lower the ceiling) to the new figures; never edit a question, or its expectations, to
 * pass, and never change the consultant to answer one of these. It has 24 cases per language, 216 in all (the
 * follow-ups' conversations ask more than one question each, 248 questions in all). Thirty-eight of its questions first
 * repeated an earlier set's word for word and were reworded before any figure was seen. It was measured once, on
 * 2026-11-28, when it was added: 242 of 248 questions right (97.6%), 2 not sure, 4 wrong, 2 of them with a figure, on the
 * consultant before the sixteenth blind set's classes were fixed; 243 (98.0%), 2 not sure, 3 wrong, 2 with a figure, after
 * them (fixed without reading this set), and the same after the read sets' last classes. Its missed questions were read
 * on 2026-11-28, once the eighteenth blind set had been written, and their classes fixed in every language ("租出去" as
 * the rent; "propiedad absoluta"; "kitna lamba" of a pool as a measure the site does not publish; "which one and how much
 * does it cost" told as the selling price beside the installment; "en plus", "qu'avec", "compared to", "im Vergleich zu"
 * as a gap between the units named): 248 of 248. It is a read set since.
 */
const BASELINE: Baseline = {
  en: { right: 28, wrongWithFigure: 0 },
  ms: { right: 27, wrongWithFigure: 0 },
  zh: { right: 28, wrongWithFigure: 0 },
  hi: { right: 28, wrongWithFigure: 0 },
  ru: { right: 27, wrongWithFigure: 0 },
  es: { right: 27, wrongWithFigure: 0 },
  fr: { right: 28, wrongWithFigure: 0 },
  de: { right: 28, wrongWithFigure: 0 },
  ar: { right: 27, wrongWithFigure: 0 },
};

describeBlindSet({
  name: "seventeenth blind",
  cases: BLIND17_CASES,
  earlier: "any earlier set, including the first to sixteenth blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
