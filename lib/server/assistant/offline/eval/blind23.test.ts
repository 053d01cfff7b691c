import "server-only";
import { BLIND23_CASES } from "./blind23";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The twenty-third blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-29, from the facts and the judge alone, by a twenty-third examiner who read
 * neither the consultant nor any earlier question set (the first to twenty-second blind sets included), and it is never
 * tuned against: it measures how the consultant generalises to questions nobody fitted it to. When the consultant
 * improves, raise the floor (and lower the ceiling) to the new figures; never edit a question, or its expectations, to
 * pass, and never change the consultant to answer one of these. It has 26 cases per language, 234 in all (the
 * follow-ups' conversations ask more than one question each, 272 questions in all). Twenty-eight of its questions first
 * repeated an earlier set's word for word and were reworded before any figure was seen. It was measured once, on
 * 2026-11-29, when it was added: 264 of 272 questions right (97.1%), 3 not sure, 5 wrong, 5 of them with a figure.
 * Measured again, still unread, once the twenty-second set's misses were fixed: 265 of 272 (97.4%), 3 not sure, 4
 * wrong, all with a figure. Its 7 missed questions were read the same day and fixed as classes (the Malaysian Chinese
 * "供款"; "买得起" read as "起", a floor; Levantine "ما بيزيد عن" and "بيفرق"; Mexican "recámaras"; "pagaría al mes";
 * "sont-ils intérieurs" of parking): 272 of 272. The twenty-fourth set is the unread measure after it.
 */
const BASELINE: Baseline = {
  en: { right: 32, wrongWithFigure: 0 },
  ms: { right: 30, wrongWithFigure: 0 },
  zh: { right: 30, wrongWithFigure: 0 },
  hi: { right: 30, wrongWithFigure: 0 },
  ru: { right: 30, wrongWithFigure: 0 },
  es: { right: 30, wrongWithFigure: 0 },
  fr: { right: 31, wrongWithFigure: 0 },
  de: { right: 29, wrongWithFigure: 0 },
  ar: { right: 30, wrongWithFigure: 0 },
};

describeBlindSet({
  name: "twenty-third blind",
  cases: BLIND23_CASES,
  earlier: "any earlier set, including the first to twenty-second blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
