import "server-only";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { BLIND_CASES } from "./blind";
import { BUYER_CASES } from "./buyers";
import { OLD_CASES } from "./cases";
import { EXPECTATION_TOKEN } from "./figures";
import { HELDOUT_CASES } from "./heldout";
import { accuracyTable, heldTo, misses, runEvaluation, turnsOf, type Baseline } from "./run";
import type { Case, HeldoutGroup } from "./types";

/**
 * Today's figures of the blind set, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The set was written blind on 2026-11-27, from the facts and the judge alone, without reading the matcher or any
 * earlier question set, and it is never tuned against: it measures how the consultant generalises to questions
 * nobody fitted it to. When the consultant improves, raise the floor (and lower the ceiling) to the new figures;
 * never edit a question, or its expectations, to pass, and never change the matcher to answer one of these questions.
 */
const BASELINE: Baseline = {
  en: { right: 18, wrongWithFigure: 0 },
  ms: { right: 18, wrongWithFigure: 0 },
  zh: { right: 16, wrongWithFigure: 1 },
  hi: { right: 16, wrongWithFigure: 2 },
  ru: { right: 17, wrongWithFigure: 0 },
  es: { right: 17, wrongWithFigure: 1 },
  fr: { right: 16, wrongWithFigure: 1 },
  de: { right: 16, wrongWithFigure: 1 },
  ar: { right: 17, wrongWithFigure: 0 },
};

const GROUPS: readonly HeldoutGroup[] = ["rankings", "arithmetic", "followUps", "refusals", "languages", "purposes", "notKnown"];
const questionsOf = (sets: readonly object[]) =>
  sets.flatMap((set) =>
    (Object.values(set) as readonly Case[][]).flatMap((cases) => cases.flatMap((c) => turnsOf(c).map(([q]) => q.trim().toLowerCase()))),
  );

const outcomes = runEvaluation(BLIND_CASES);

describe("the blind question set", () => {
  it("asks at least 14 questions in each of the nine languages, of every kind, with follow-ups of two or three turns", () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(126);
    for (const language of LOCALE_CODES) {
      expect(outcomes.filter((o) => o.language === language).length).toBeGreaterThanOrEqual(14);
      for (const group of GROUPS) expect(BLIND_CASES[language][group].length).toBeGreaterThan(0);
      expect(BLIND_CASES[language].followUps.every((c) => c.length >= 2 && c.length <= 3)).toBe(true);
    }
  });

  it("expects something of every question, in tokens the judge reads, never a token and its negation", () => {
    for (const language of LOCALE_CODES)
      for (const group of GROUPS)
        for (const c of BLIND_CASES[language][group])
          for (const [question, expected = []] of turnsOf(c)) {
            expect({ question, expected: expected.length > 0 }).toEqual({ question, expected: true });
            expect({ question, bad: expected.filter((t) => !EXPECTATION_TOKEN.test(t)) }).toEqual({ question, bad: [] });
            expect({ question, both: expected.filter((t) => expected.includes(`!${t}`)) }).toEqual({ question, both: [] });
          }
  });

  it("repeats no question of the first, the buyers' or the held-out set, nor one of its own", () => {
    const earlier = new Set(questionsOf([...Object.values(OLD_CASES), ...Object.values(BUYER_CASES), ...Object.values(HELDOUT_CASES)]));
    const own = questionsOf(Object.values(BLIND_CASES));
    expect(own.filter((q) => earlier.has(q))).toEqual([]);
    expect(own.filter((q, i) => own.indexOf(q) !== i)).toEqual([]);
  });

  it("answers no fewer right, and no more wrong with a figure, than the baseline", () => {
    console.log(`Offline consultant, blind set\n${accuracyTable(outcomes)}`);
    if (process.env.EVAL_MISSES) console.log(misses(outcomes));
    expect(heldTo(BASELINE, outcomes)).toEqual(BASELINE);
  });
});
