import "server-only";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { EXPECTATION_TOKEN } from "./figures";
import { accuracyTable, heldTo, misses, runEvaluation, turnsOf, type Baseline } from "./run";
import { languageSetsBefore } from "./sets";
import type { Case, HeldoutCases, HeldoutGroup } from "./types";

const GROUPS: readonly HeldoutGroup[] = ["rankings", "arithmetic", "followUps", "refusals", "languages", "purposes", "notKnown"];

/** Every question of some sets, as compared for repeats: trimmed, lower case. */
export const questionsOf = (sets: readonly object[]) =>
  sets.flatMap((set) =>
    (Object.values(set) as readonly Case[][]).flatMap((cases) => cases.flatMap((c) => turnsOf(c).map(([q]) => q.trim().toLowerCase()))),
  );

/** The checks every blind set's test makes: its shape, its tokens, no repeats, and its floor. */
export function describeBlindSet(options: {
  name: string;
  cases: Record<LocaleCode, HeldoutCases>;
  /** How the test names the sets written before it (eval/sets.ts), whose questions it may not repeat. */
  earlier: string;
  least: { perLanguage: number; total: number; totalNamed: boolean };
  baseline: Baseline;
}): void {
  const { name, cases, earlier, least, baseline } = options;
  const outcomes = runEvaluation(cases);
  describe(`the ${name} question set`, () => {
    const total = least.totalNamed ? `, ${least.total} in all` : "";
    it(`asks at least ${least.perLanguage} questions in each of the nine languages${total}, of every kind, with follow-ups of two or three turns`, () => {
      expect(outcomes.length).toBeGreaterThanOrEqual(least.total);
      for (const language of LOCALE_CODES) {
        expect(outcomes.filter((o) => o.language === language).length).toBeGreaterThanOrEqual(least.perLanguage);
        for (const group of GROUPS) expect(cases[language][group].length).toBeGreaterThan(0);
        expect(cases[language].followUps.every((c) => c.length >= 2 && c.length <= 3)).toBe(true);
      }
    });

    it("expects something of every question, in tokens the judge reads, never a token and its negation", () => {
      for (const language of LOCALE_CODES)
        for (const group of GROUPS)
          for (const c of cases[language][group])
            for (const [question, expected = []] of turnsOf(c)) {
              expect({ question, expected: expected.length > 0 }).toEqual({ question, expected: true });
              expect({ question, bad: expected.filter((t) => !EXPECTATION_TOKEN.test(t)) }).toEqual({ question, bad: [] });
              expect({ question, both: expected.filter((t) => expected.includes(`!${t}`)) }).toEqual({ question, both: [] });
            }
    });

    it(`repeats no question of ${earlier}, nor one of its own`, () => {
      const before = new Set(questionsOf(languageSetsBefore(cases)));
      const own = questionsOf(Object.values(cases));
      expect(own.filter((q) => before.has(q))).toEqual([]);
      expect(own.filter((q, i) => own.indexOf(q) !== i)).toEqual([]);
    });

    it("answers no fewer right, and no more wrong with a figure, than the baseline", () => {
      console.log(`Offline consultant, ${name} set\n${accuracyTable(outcomes)}`);
      if (process.env.EVAL_MISSES) console.log(misses(outcomes));
      expect(heldTo(baseline, outcomes)).toEqual(baseline);
    });
  });
}
