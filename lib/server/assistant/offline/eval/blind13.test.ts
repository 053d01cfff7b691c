import "server-only";
import { BLIND13_CASES } from "./blind13";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The thirteenth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-28, from the facts and the judge alone, by a thirteenth examiner who read neither
 * the consultant nor any earlier question set (the first to twelfth blind sets included), and it is never tuned against:
 * it measures how the consultant generalises to questions nobody fitted it to. When the consultant improves, raise the
 * floor (and lower the ceiling) to the new figures; never edit a question, or its expectations, to pass, and never change
 * the consultant to answer one of these. It has 24 cases per language, 216 in all (the follow-ups' conversations ask more
 * than one question each, 253 questions in all). Twenty-nine of its questions first repeated an earlier set's word for
 * word and were reworded before any figure was seen. It was measured once, on 2026-11-28, when it was added: 229 of 253
 * questions right (90.5%), 2 not sure, 22 wrong, 20 of them with a figure, on the consultant before the twelfth blind
 * set's classes were fixed; 230 (90.9%), 2 not sure, 21 wrong, 19 with a figure, after them (fixed without reading this
 * set). Its missed questions were read on 2026-11-28, once the fourteenth blind set had been written, and their classes
 * fixed in every language (an amount of RM100,000 or more as a limit on the selling price; "the difference between the
 * two" and "the other one" in follow-ups; the figures a unit was sought by shown beside the one asked; "一年月供";
 * "大几个"; "how many extra"; "sq metres"; a Malay "ada tak" after a count; a budget "ceiling"; injections as a developer
 * mode or a translator; Maghrebi car parks; "مترا مربعا"; "تتأجر"; the land's lease; "descuentillo"): 251 of 253, one
 * wrong with a figure; 253 of 253 once "the other one, the small one" picked a unit by its size and kept the figure
 * asked before, and "which company manages the building" told the brand and what is not yet published. It is a read
 * set since.
 */
const BASELINE: Baseline = {
  en: { right: 29, wrongWithFigure: 0 },
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
  name: "thirteenth blind",
  cases: BLIND13_CASES,
  earlier: "any earlier set, including the first to twelfth blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
