import "server-only";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { OLD_CASES as EVAL_CASES } from "./cases";
import { accuracyTable, misses, runEvaluation } from "./run";
import type { CaseGroup } from "./types";

const outcomes = runEvaluation(EVAL_CASES);
const GROUPS: readonly CaseGroup[] = [
  "facts",
  "several",
  "superlatives",
  "comparisons",
  "typos",
  "types",
  "features",
  "particulars",
  "unknowns",
  "followUps",
];

describe("the offline consultant's evaluation table", () => {
  it("asks enough questions of every kind in every language", () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(200);
    for (const language of LOCALE_CODES) {
      expect(outcomes.filter((o) => o.language === language).length).toBeGreaterThanOrEqual(15);
      for (const group of GROUPS) expect(EVAL_CASES[language][group].length).toBeGreaterThan(0);
      expect(EVAL_CASES[language].followUps.some((c) => c.length > 1)).toBe(true);
    }
  });

  it("answers at least 97% right and invents no figure", () => {
    console.log(`Offline consultant, evaluation table\n${accuracyTable(outcomes)}`);
    const wrong = misses(outcomes);
    if (wrong) console.log(`Not right:\n${wrong}`);
    expect(outcomes.filter((o) => o.invented.length)).toEqual([]);
    expect(outcomes.filter((o) => o.right).length / outcomes.length).toBeGreaterThanOrEqual(0.97);
  });
});
