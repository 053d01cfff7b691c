import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { accuracyTable, runEvaluation } from "./run";
import type { CaseGroup, LanguageCases } from "./types";

const EVAL_CASES = Object.fromEntries(LOCALE_CODES.map((code) => [code, LANGUAGES[code].consultantEval])) as Record<
  LocaleCode,
  LanguageCases
>;

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
    const wrong = outcomes
      .filter((o) => !o.right)
      .map(
        (o) => `[${o.language}] ${o.question}\n  → ${o.reply}\n  ${[...o.problems, ...o.invented.map((n) => `invented ${n}`)].join("; ")}`,
      );
    if (wrong.length) console.log(`Wrong:\n${wrong.join("\n")}`);
    expect(outcomes.filter((o) => o.invented.length)).toEqual([]);
    expect(outcomes.filter((o) => o.right).length / outcomes.length).toBeGreaterThanOrEqual(0.97);
  });
});
