import "server-only";
/**
 * When the visitor means to buy, as months from now. The rule table lives in
 * the word lists (words/*.ts, `timeline.phrases`); numbers follow these rules:
 * N weeks → months rounded up, N years → 12·N, a range ("3-6 months") → its end.
 */
import { compiled, type Compiled, numberTemplates, PhraseSet, unitLexicon } from "./compile";
import { readNumber } from "./numbers";
import { type Clause, isNegated, type Lexicon } from "./text";
import { MAX_TIMELINE_MONTHS, type Qualification } from "@/lib/server/lead-profile/qualification";

type Kind = "week" | "month" | "year";
const DAYS_PER_MONTH = 30.44;

interface Reader {
  phrases: { set: PhraseSet; months: number; answerOnly: boolean }[];
  templates: RegExp;
  units: Lexicon<Kind>;
  visit: PhraseSet;
  buy: PhraseSet;
}

let cached: Reader | null = null;

function reader(c: Compiled): Reader {
  if (cached) return cached;
  const units = unitLexicon(c.words);
  const placeholders = { N: c.numberRange, U: { source: `(?<u>${units.pattern})` } };
  const built: Reader = {
    phrases: groupPhrases(c.words.flatMap((w) => w.timeline.phrases)),
    templates: numberTemplates(
      c.words.flatMap((w) => w.timeline.templates),
      placeholders.N,
      placeholders.U,
    ),
    units,
    visit: new PhraseSet(c.words.flatMap((w) => w.timeline.visit)),
    buy: new PhraseSet(c.words.flatMap((w) => w.timeline.buy)),
  };
  cached = built;
  return built;
}

/** One pattern per meaning (months, answer only or not) across the nine languages. */
function groupPhrases(rules: readonly { words: readonly string[]; months: number; answerOnly?: boolean }[]): Reader["phrases"] {
  const groups = new Map<string, { words: string[]; months: number; answerOnly: boolean }>();
  for (const rule of rules) {
    const answerOnly = rule.answerOnly ?? false;
    const key = `${rule.months}:${answerOnly}`;
    const group = groups.get(key) ?? { words: [], months: rule.months, answerOnly };
    group.words.push(...rule.words);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({ set: new PhraseSet(g.words), months: g.months, answerOnly: g.answerOnly }));
}

function monthsOf(groups: Record<string, string | undefined>, c: Compiled, units: Lexicon<Kind>): number | null {
  const upper = groups.n2 ?? groups.n;
  const value = upper === undefined ? null : readNumber(upper, c.numbers);
  const kind = groups.u === undefined ? undefined : units.lookup(groups.u);
  if (value === null || !kind || value <= 0) return null;
  const months = kind === "year" ? value * 12 : kind === "week" ? (value * 7) / DAYS_PER_MONTH : value;
  const whole = Math.ceil(months - 1e-9);
  return whole <= MAX_TIMELINE_MONTHS ? whole : null;
}

interface Found {
  start: number;
  length: number;
  months: number;
}

export function readTimeline(clauses: readonly Clause[], asked: boolean): Qualification["timeline"] {
  const c = compiled();
  const r = reader(c);
  for (const clause of clauses) {
    if (clause.question || clause.conditional) continue;
    const text = clause.text;
    // "I'll visit in 2 weeks" dates a visit; "buy within 3 months, visit next week" still dates the purchase.
    if (r.visit.test(text) && !r.buy.test(text)) continue;
    const found: Found[] = [];
    for (const p of r.phrases) {
      if (p.answerOnly && !asked) continue;
      const m = p.set.first(text, c.negation);
      if (m) found.push({ start: m.start, length: m.end - m.start, months: p.months });
    }
    for (const m of text.matchAll(r.templates)) {
      const start = m.index ?? 0;
      const groups = m.groups ?? {};
      // A bare "3 months" counts only as the answer to the timeline question.
      if (!asked && groups.pre === undefined && groups.post === undefined) continue;
      if (isNegated(text, start, start + m[0].length, c.negation)) continue;
      const months = monthsOf(groups, c, r.units);
      if (months !== null) found.push({ start, length: m[0].length, months });
    }
    found.sort((a, b) => a.start - b.start || b.length - a.length);
    if (found.length) return { withinMonths: found[0].months };
  }
  return undefined;
}
