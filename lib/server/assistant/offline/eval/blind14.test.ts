import "server-only";
import { BLIND14_CASES } from "./blind14";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The fourteenth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-28, from the facts and the judge alone, by a fourteenth examiner who read neither
 * the consultant nor any earlier question set (the first to thirteenth blind sets included), and it is never tuned
 * against: it measures how the consultant generalises to questions nobody fitted it to. When the consultant improves,
 * raise the floor (and lower the ceiling) to the new figures; never edit a question, or its expectations, to pass, and
 * never change the consultant to answer one of these. It has 24 cases per language, 216 in all (the follow-ups'
 * conversations ask more than one question each, 253 questions in all). Ten of its questions first repeated an earlier
 * set's word for word and were reworded before any figure was seen. It was measured once, on 2026-11-28, when it was
 * added: 242 of 253 questions right (95.7%), none not sure, 11 wrong, 8 of them with a figure, on the consultant before
 * the thirteenth blind set's classes were fixed; 243 (96.0%), 10 wrong, 7 with a figure, after them (fixed without
 * reading this set). Its missed questions were read on 2026-11-28, once the fifteenth blind set had been written, and
 * their classes fixed in every language (a size sought in square metres told in them; "whats the monthly" and "kitna
 * padega" as the installment; "किश्त"; "ya usse zyada"; a rent ranked beside "rent out"; "clim"; "der Quadratfuß"; the
 * Maghrebi "بيوت ديال النعاس"): 252 of 253, one wrong with a figure; 253 of 253 once a gap could be asked between two
 * units pointed at by what they are ("the 3 bedder instead of the smallest one, how much more per year"). It is a
 * read set since.
 */
const BASELINE: Baseline = {
  en: { right: 28, wrongWithFigure: 0 },
  ms: { right: 28, wrongWithFigure: 0 },
  zh: { right: 28, wrongWithFigure: 0 },
  hi: { right: 28, wrongWithFigure: 0 },
  ru: { right: 28, wrongWithFigure: 0 },
  es: { right: 28, wrongWithFigure: 0 },
  fr: { right: 28, wrongWithFigure: 0 },
  de: { right: 29, wrongWithFigure: 0 },
  ar: { right: 28, wrongWithFigure: 0 },
};

describeBlindSet({
  name: "fourteenth blind",
  cases: BLIND14_CASES,
  earlier: "any earlier set, including the first to thirteenth blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
