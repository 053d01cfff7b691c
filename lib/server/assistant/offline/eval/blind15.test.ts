import "server-only";
import { BLIND15_CASES } from "./blind15";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The fifteenth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-28, from the facts and the judge alone, by a fifteenth examiner who read neither
 * the consultant nor any earlier question set (the first to fourteenth blind sets included), and it is never tuned
 * against: it measures how the consultant generalises to questions nobody fitted it to. When the consultant improves,
 * raise the floor (and lower the ceiling) to the new figures; never edit a question, or its expectations, to pass, and
 * never change the consultant to answer one of these. It has 24 cases per language, 216 in all (the follow-ups'
 * conversations ask more than one question each, 252 questions in all). Thirty-six of its questions first repeated an
 * earlier set's word for word and were reworded before any figure was seen. It was measured once, on 2026-11-28, when it
 * was added: 236 of 252 questions right (93.7%), 1 not sure, 15 wrong, all 15 of them with a figure, and the same after
 * the fourteenth blind set's classes were fixed. Its missed questions were read on 2026-11-28, once the sixteenth blind
 * set had been written, and their classes fixed in every language ("min 100 square metres"; "can only put 40k a year";
 * "x 12"; "hw much"; "metres squared"; "what rental does … fetch"; a measure asked in its own clause after a facility;
 * "顶多"; "saalana"; "zameen ki lease"; French "la location de" as the rent; Airbnb lets; "geringste" and "permite"
 * corrected into other words; kitchen appliances; "يخلص ويتسلم"; "تنزل لي"): 252 of 252. It is a read set since.
 */
const BASELINE: Baseline = {
  en: { right: 28, wrongWithFigure: 0 },
  ms: { right: 28, wrongWithFigure: 0 },
  zh: { right: 28, wrongWithFigure: 0 },
  hi: { right: 28, wrongWithFigure: 0 },
  ru: { right: 28, wrongWithFigure: 0 },
  es: { right: 28, wrongWithFigure: 0 },
  fr: { right: 28, wrongWithFigure: 0 },
  de: { right: 28, wrongWithFigure: 0 },
  ar: { right: 28, wrongWithFigure: 0 },
};

describeBlindSet({
  name: "fifteenth blind",
  cases: BLIND15_CASES,
  earlier: "any earlier set, including the first to fourteenth blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
