import "server-only";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { BUYER_CASES } from "./buyers";
import { EXPECTATION_TOKEN as TOKEN } from "./figures";
import { accuracyTable, heldTo, misses, runEvaluation, turnsOf, type Baseline } from "./run";
import type { BuyerGroup } from "./types";

/**
 * Today's figures of the buyers' set, per language: a floor for "right" and a ceiling for "wrong with a figure".
 * The consultant now answers every question of the set and none wrong with a figure: no later change may give
 * back what was won.
 */
const BASELINE: Baseline = {
  en: { right: 26, wrongWithFigure: 0 },
  ms: { right: 25, wrongWithFigure: 0 },
  zh: { right: 25, wrongWithFigure: 0 },
  hi: { right: 25, wrongWithFigure: 0 },
  ru: { right: 25, wrongWithFigure: 0 },
  es: { right: 25, wrongWithFigure: 0 },
  fr: { right: 25, wrongWithFigure: 0 },
  de: { right: 25, wrongWithFigure: 0 },
  ar: { right: 25, wrongWithFigure: 0 },
};

const GROUPS: readonly BuyerGroup[] = ["rankings", "arithmetic", "followUps", "refusals", "languages", "purposes"];

const outcomes = runEvaluation(BUYER_CASES);

describe("the buyers' question set", () => {
  it("asks at least 150 questions, of every kind, in all nine languages", () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(150);
    for (const language of LOCALE_CODES) {
      expect(outcomes.filter((o) => o.language === language).length).toBeGreaterThanOrEqual(20);
      for (const group of GROUPS) expect(BUYER_CASES[language][group].length).toBeGreaterThan(0);
      expect(BUYER_CASES[language].followUps.every((c) => c.length > 1)).toBe(true);
    }
  });

  it("expects something of every question, in tokens the judge reads", () => {
    for (const language of LOCALE_CODES)
      for (const group of GROUPS)
        for (const c of BUYER_CASES[language][group])
          for (const [question, expected = []] of turnsOf(c)) {
            expect({ question, expected: expected.length > 0 }).toEqual({ question, expected: true });
            expect({ question, bad: expected.filter((t) => !TOKEN.test(t)) }).toEqual({ question, bad: [] });
          }
  });

  it("answers no fewer right, and no more wrong with a figure, than the baseline", () => {
    console.log(`Offline consultant, buyers' set\n${accuracyTable(outcomes)}`);
    if (process.env.EVAL_MISSES) console.log(misses(outcomes));
    expect(heldTo(BASELINE, outcomes)).toEqual(BASELINE);
  });
});
