import "server-only";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { fold } from "@/lib/server/turn/qualification/text";
import { QUALIFICATION_WORDS, type QualificationWords } from ".";

type Lookup = (w: QualificationWords) => [string, unknown][];

const invert = (record: Readonly<Partial<Record<string, readonly string[]>>> | undefined) =>
  Object.entries(record ?? {}).flatMap(([value, words]) => (words ?? []).map((word) => [word, value] as [string, unknown]));

/** Word → meaning maps that all nine languages share once merged. */
const LEXICONS: Record<string, Lookup> = {
  numbers: (w) => Object.entries(w.numbers),
  scales: (w) => Object.entries(w.budget.scales),
  currencies: (w) => Object.entries(w.budget.currencies),
  amounts: (w) => Object.entries(w.budget.amounts ?? {}),
  demonyms: (w) => invert(w.nationality.demonyms),
  ethnic: (w) => invert(w.nationality.ethnic),
  aliases: (w) => invert(w.nationality.aliases),
  units: (w) => invert(w.timeline.units),
};

describe("qualification words", () => {
  it.each(Object.keys(LEXICONS))("no two languages give %s a different meaning, but for Spanish 'mil'", (name) => {
    const seen = new Map<string, unknown>();
    const conflicts: string[] = [];
    for (const language of LOCALE_CODES) {
      for (const [word, value] of LEXICONS[name](QUALIFICATION_WORDS[language])) {
        const key = fold(word.replace(/\*$/, ""));
        if (seen.has(key) && seen.get(key) !== value) conflicts.push(`${language}: ${word}`);
        if (!seen.has(key)) seen.set(key, value);
      }
    }
    expect(conflicts).toEqual(name === "scales" ? ["es: mil"] : []);
  });

  it.each(LOCALE_CODES)("[%s] has words for every slot", (language: LocaleCode) => {
    const w = QUALIFICATION_WORDS[language];
    const lists = [
      w.purpose["own-stay"].phrases,
      w.purpose["holiday-home"].phrases,
      w.purpose.investment.phrases,
      w.financing.cash.phrases,
      w.financing.loan.phrases,
      w.financing["loan-approved"].phrases,
      w.timeline.phrases,
      w.timeline.templates,
      w.budget.cues,
      w.budget.monthly,
      w.unit.preference,
      w.unit.bedrooms,
      w.nationality.templates,
      w.nationality.local,
      w.clauses.negations,
      ...w.ordinals,
    ];
    for (const list of lists) expect(list.length).toBeGreaterThan(0);
    for (const template of w.timeline.templates) expect(template.split(/\s+/)).toEqual(expect.arrayContaining(["N", "U"]));
    for (const template of w.unit.bedrooms) expect(template.split(/\s+/)).toContain("N");
  });
});
