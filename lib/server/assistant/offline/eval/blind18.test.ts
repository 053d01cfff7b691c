import "server-only";
import { BLIND18_CASES } from "./blind18";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The eighteenth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-28, from the facts and the judge alone, by an eighteenth examiner who read
 * neither the consultant nor any earlier question set (the first to seventeenth blind sets included), and it is never
 * tuned against: it measures how the consultant generalises to questions nobody fitted it to. When the consultant
 * improves, raise the floor (and lower the ceiling) to the new figures; never edit a question, or its expectations, to
 * pass, and never change the consultant to answer one of these. It has 26 cases per language, 234 in all (the
 * follow-ups' conversations ask more than one question each, 284 questions in all). Twenty-three of its questions first
 * repeated an earlier set's word for word and were reworded before any figure was seen. It was measured once, on
 * 2026-11-28, when it was added: 251 of 284 questions right (88.4%), 7 not sure, 26 wrong, 23 of them with a figure, on
 * the consultant before the read sets' last misses were fixed, and the same after them; 253 (89.1%), 7 not sure, 24
 * wrong, 21 with a figure, after the seventeenth set's classes (both fixed without reading this set). Once the
 * nineteenth set had been written, on 2026-11-28, its misses were read once, to find classes of error (traditional
 * Chinese; the advertising permit, the keys' handover, German compounds, a children's pool, glazing, "se loue le plus
 * cher", a commission asked after the rental programme; budget ceilings as "лимит", "mon plafond", "ما بقدر ادفع أكتر
 * من"; "and the smallest one?" after a figure; every unit asked in order; the lease on the land): 278 of 284 (97.9%),
 * 6 wrong with a figure, then left as found: a size said as a description ("yg corner lagi kecik sikit", "un peu plus
 * grand", "ومش كبيرة") or with a yearly sum ("bei der größten, auch pro Jahr"), and Egyptian words for a corner and a
 * car ("الناصية", "مكانين للعربية"). On 2026-11-29 those classes were fixed (sizes described point past the unit spoken
 * of, a figure right after "how much" is the one asked, a ranking word alone points at the unit whose earlier figure is
 * summed, Egyptian and Levantine words): 284 of 284.
 */
const BASELINE: Baseline = {
  en: { right: 32, wrongWithFigure: 0 },
  ms: { right: 32, wrongWithFigure: 0 },
  zh: { right: 32, wrongWithFigure: 0 },
  hi: { right: 32, wrongWithFigure: 0 },
  ru: { right: 31, wrongWithFigure: 0 },
  es: { right: 31, wrongWithFigure: 0 },
  fr: { right: 32, wrongWithFigure: 0 },
  de: { right: 31, wrongWithFigure: 0 },
  ar: { right: 31, wrongWithFigure: 0 },
};

describeBlindSet({
  name: "eighteenth blind",
  cases: BLIND18_CASES,
  earlier: "any earlier set, including the first to seventeenth blind sets",
  least: { perLanguage: 24, total: 216, totalNamed: true },
  baseline: BASELINE,
});
