import "server-only";
import { BLIND6_CASES } from "./blind6";
import { describeBlindSet } from "./blind-suite";
import type { Baseline } from "./run";

/**
 * The sixth blind set's figures, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-27, from the facts and the judge alone, without reading the consultant or any earlier
 * question set (the first to fifth blind sets included), and it is never tuned against: it measures how the consultant
 * generalises to questions nobody fitted it to. When the consultant improves, raise the floor (and lower the ceiling) to
 * the new figures; never edit a question, or its expectations, to pass, and never change the consultant to answer one of
 * these. It was written while the fifth blind set's classes of error were being fixed, and measured once, after them:
 * 194 of 216 right (89.8%), 6 not sure, 16 wrong, 13 of them with a figure. Its misses have not been read. One Russian
 * question ("что выбрать подешевле?") was seen on 2026-11-28 in a search of the code for the word, while "подешевле"
 * was being taught as "the cheaper one" rather than a discount demand; the change was made for that class, before.
 * Once the seventh blind set had been written to take its place as the unread measure, its misses were read, once, on
 * 2026-11-28, to find classes of error, as the held-out set's were: a figure's word inside another's longer phrase ("rental
 * yield" read as rent), a yearly word before the figure's phrase ("a yearly installment budget of RM40k"), "floor space",
 * digits of the Arabic and Devanagari scripts in keywords, a short German message read as English, "сдача проекта", the
 * price of a car park beyond the unit's own, keywords with a star inside them, which never matched, the count of units
 * of a type a follow-up points back to, Hinglish read as English, and a figure's word taken for a limit's across a
 * ranking ("el alquiler más alto posible pero sin pasar de 3000 de cuota"). The classes were fixed in general, with no
 * question of the set fitted to; it went from 195 to 205 right, 13 to 8 wrong with a figure, and to 206 (7) after the
 * seventh blind set's classes, and 210 (4) after those read the same day from the older sets, and 216 (0) after
 * the classes read later that day (a layout asked with the other refused, a year said anywhere in the sentence of
 * the one amount, both areas in an area gap, the yearly figure a ranking was limited by, "скиньте 15%", the dual
 * "موقفا" the judge did not yet know).
 */
const BASELINE: Baseline = {
  en: { right: 24, wrongWithFigure: 0 },
  ms: { right: 24, wrongWithFigure: 0 },
  zh: { right: 24, wrongWithFigure: 0 },
  hi: { right: 24, wrongWithFigure: 0 },
  ru: { right: 24, wrongWithFigure: 0 },
  es: { right: 24, wrongWithFigure: 0 },
  fr: { right: 24, wrongWithFigure: 0 },
  de: { right: 24, wrongWithFigure: 0 },
  ar: { right: 24, wrongWithFigure: 0 },
};

describeBlindSet({
  name: "sixth blind",
  cases: BLIND6_CASES,
  earlier: "any earlier set, including the first to fifth blind sets",
  least: { perLanguage: 22, total: 200, totalNamed: true },
  baseline: BASELINE,
});
