import "server-only";
/**
 * The visitor's budget. A figure is money when it carries a currency ("RM",
 * 令吉), a scale word ("800k", "1.2 juta", 120万), a budget word in its clause
 * ("my budget is 900000"), or answers the budget question. Phone numbers,
 * sizes ("1,299 sq ft"), percentages and durations never are, and a figure
 * in a question ("is it under 1 million?") is the product's price, not a budget.
 */
import { site } from "@/lib/shared/config/site";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { anywherePattern, compiled, type Compiled, entriesOf, merge, PhraseSet } from "./compile";
import { CJK_NUMERAL, parseCjkNumeral, parseFigure } from "./numbers";
import { alternation, type Clause, escapeRegExp, fold, isNegated, lexicon, type Lexicon, phrasePart } from "./text";
import { BUDGET_BOUNDS, type Budget, type BudgetBound, MAX_BUDGET } from "@/lib/server/lead-profile/qualification";

/** Below this a figure without a scale word is no home budget (a monthly one may be smaller). */
const MIN_TOTAL = 10_000;
const MIN_MONTHLY = 100;
/** How far around a figure a bound ("under") or "per month" may stand, in characters. */
const BEFORE_WINDOW = 28;
const AFTER_WINDOW = 16;
/** A range's upper end may be at most this many times its lower end. */
const MAX_RANGE_RATIO = 10;

const FIGURE = "\\d{1,3}(?:(?:[,.'’]|\\s(?=\\d{3}(?!\\d)))\\d{3})+(?:[.,]\\d{1,2})?(?!\\d)|\\d+(?:[.,]\\d+)?";
const NOT_A_LETTER_BEFORE = "(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{N}.,])";
// "Type 2", "No. 12", "#3", "+60…" and floors are labels, not amounts.
const LABEL_BEFORE = /(?:type|tipe|tipo|typ|тип|no\.?|nr\.?|№|#|\+|lot|unit|level|floor|tingkat|blok|block|户型|型)\s*$/u;

interface Reader {
  amount: RegExp;
  /** The same, matched only where it is tried (sticky). */
  amountHere: RegExp;
  spoken: RegExp;
  currencies: Lexicon<string>;
  scales: Lexicon<number>;
  spokenAmounts: Lexicon<number>;
  cues: PhraseSet;
  before: Record<BudgetBound, RegExp>;
  after: Record<BudgetBound, RegExp>;
  monthly: RegExp;
  notMoney: RegExp;
  joiner: RegExp;
}

let cached: Reader | null = null;

function reader(c: Compiled): Reader {
  if (cached) return cached;
  const b = c.words.map((w) => w.budget);
  // "RM900" and "800k": a currency may touch the digits after it, a scale the digits before it.
  const currencies = lexicon(entriesOf(b.map((x) => x.currencies)), { before: "(?<![\\p{L}\\p{M}])", after: "(?![\\p{L}\\p{M}])" });
  const scales = lexicon(entriesOf(b.map((x) => x.scales)), { before: "", after: "(?![\\p{L}\\p{M}\\p{N}])" });
  const spokenAmounts = lexicon(entriesOf(b.map((x) => x.amounts)));
  const cur = (name: string) => `(?<${name}>${currencies.pattern})`;
  const scale = `(?<scale>${scales.pattern})`;
  const curAfter = `(?:\\s*(?:de\\s+|d')?${cur("cur2")})?`;
  const amount = `(?:${cur("cur1")}\\s*|${NOT_A_LETTER_BEFORE})(?:(?<num>${FIGURE})|(?<cjk>${CJK_NUMERAL}))(?:\\s*${scale})?${curAfter}`;
  const spoken = `(?:${cur("cur1")}\\s*)?(?<words>${spokenAmounts.pattern})${curAfter}`;
  const boundPattern = (list: (kind: BudgetBound) => string[], at: "start" | "end") =>
    Object.fromEntries(
      BUDGET_BOUNDS.map((kind) => {
        const alternatives = alternation(list(kind).map((p) => phrasePart(p)));
        // Before the figure a bound may stand two words off: "max budget is 1.5m", "up to about".
        return [
          kind,
          at === "end"
            ? new RegExp(`(?:${alternatives})(?=(?:[\\s:]+[^\\s:]+){0,2}[\\s:]*$)`, "gu")
            : new RegExp(`^\\s*(?:${alternatives})`, "u"),
        ];
      }),
    ) as Record<BudgetBound, RegExp>;
  const built: Reader = {
    amount: new RegExp(amount, "gu"),
    amountHere: new RegExp(amount, "uy"),
    spoken: new RegExp(spoken, "gu"),
    currencies,
    scales,
    spokenAmounts,
    cues: new PhraseSet(merge(b.map((x) => x.cues))),
    before: boundPattern((kind) => merge(b.map((x) => x.before[kind])), "end"),
    after: boundPattern((kind) => merge(b.map((x) => x.after[kind])), "start"),
    monthly: anywherePattern(merge(b.map((x) => x.monthly))),
    notMoney: new RegExp(`^[\\s\\-]*(?:${alternation(merge(b.map((x) => x.notMoney)).map((p) => phrasePart(p)))})`, "u"),
    joiner: new RegExp(
      `^\\s*(?:${merge(b.map((x) => x.rangeJoiners))
        .concat(["-", "–", "—", "~", "～"])
        .map((j) => escapeRegExp(fold(j)))
        .join("|")})\\s*`,
      "u",
    ),
  };
  cached = built;
  return built;
}

/** Phone numbers are blanked (same length, so positions hold) before any figure is read. */
function blankPhones(text: string): string {
  return text.replace(/\+?\d[\d\s\-().]{7,}\d/g, (run) => {
    if (run.replace(/\D/g, "").length < 9) return run;
    // "900 000 - 1 000 000" is a range of amounts, not a phone number.
    const parts = run.split(/\s*[-–]\s*/);
    if (!/^[+0(]/.test(run) && parts.every((p) => /^\d{1,3}(?:\s\d{3})+$/.test(p))) return run;
    return " ".repeat(run.length);
  });
}

interface Figure {
  start: number;
  end: number;
  value: number;
  currency: string | undefined;
  scaled: boolean;
}

function figureAt(m: RegExpExecArray | RegExpMatchArray, r: Reader, language: LocaleCode): Figure | null {
  const g = m.groups ?? {};
  const start = m.index ?? 0;
  const currency = [g.cur1, g.cur2].filter((x) => x !== undefined).map((x) => r.currencies.lookup(x!))[0];
  if (g.words !== undefined) {
    const value = r.spokenAmounts.lookup(g.words);
    return value === undefined ? null : { start, end: start + m[0].length, value, currency, scaled: true };
  }
  const scale = g.scale === undefined ? undefined : scaleValue(g.scale, r, language);
  if (g.num !== undefined && /^0\d/.test(g.num)) return null;
  const base =
    g.num !== undefined
      ? parseFigure(g.num, scale !== undefined)
      : g.cjk !== undefined && scale !== undefined
        ? parseCjkNumeral(g.cjk)
        : null;
  if (base === null || !Number.isFinite(base)) return null;
  return { start, end: start + m[0].length, value: base * (scale ?? 1), currency, scaled: scale !== undefined };
}

/** Spanish "mil" is a thousand; elsewhere "1.2 mil" is a million. The visitor's language decides. */
function scaleValue(word: string, r: Reader, language: LocaleCode): number | undefined {
  if (fold(word) === "mil") return language === "es" ? 1e3 : 1e6;
  return r.scales.lookup(word);
}

function boundNear(before: string, after: string, r: Reader): BudgetBound | undefined {
  let best: { kind: BudgetBound; end: number } | undefined;
  for (const kind of BUDGET_BOUNDS) {
    for (const m of before.matchAll(r.before[kind])) {
      const end = (m.index ?? 0) + m[0].length;
      if (!best || end > best.end) best = { kind, end };
    }
  }
  if (best) return best.kind;
  return BUDGET_BOUNDS.find((kind) => r.after[kind].test(after));
}

export function readBudget(clauses: readonly Clause[], language: LocaleCode, asked: boolean): Budget | undefined {
  const c = compiled();
  const r = reader(c);
  for (const clause of clauses) {
    if (clause.question || clause.conditional) continue;
    const text = blankPhones(clause.text);
    const said = { cued: asked || r.cues.first(text, c.negation) !== null, fragment: isFragment(text) };
    const figures = [...text.matchAll(r.amount), ...text.matchAll(r.spoken)]
      .map((m) => figureAt(m, r, language))
      .filter((f): f is Figure => f !== null)
      .sort((a, b) => a.start - b.start || b.end - a.end);
    let consumedTo = -1;
    for (const figure of figures) {
      if (figure.start < consumedTo) continue;
      const budget = budgetAt(figure, text, said, r, c, language);
      consumedTo = figure.end;
      if (budget) return budget;
    }
  }
  return undefined;
}

/** What the clause says around its figures: a budget word (or the budget question), or only a few words. */
interface Said {
  cued: boolean;
  fragment: boolean;
}

/**
 * "800k to 1.2m", "80到100万", "10 से 12 लाख": the range's upper end, the lower
 * taking the upper's scale ("800-900k"). Sales filter on the ceiling, so a
 * range is read as "up to" its upper end.
 */
function rangeFrom(first: Figure, text: string, r: Reader, language: LocaleCode): Figure | null {
  const joiner = r.joiner.exec(text.slice(first.end));
  if (!joiner) return null;
  const at = first.end + joiner[0].length;
  // Tried where the joiner ends only: the first amount anywhere after it would be read to the clause's end for each figure.
  r.amountHere.lastIndex = 0;
  const next = r.amountHere.exec(text.slice(at));
  if (!next) return null;
  const upper = figureAt(next, r, language);
  const end = at + next[0].length;
  if (!upper || isLabel(text, at, end, r)) return null;
  const lower = first.scaled || !upper.scaled ? first.value : first.value * scaleOf(next, r, language);
  if (upper.value < lower || upper.value > lower * MAX_RANGE_RATIO) return null;
  return { start: first.start, end, value: upper.value, currency: upper.currency ?? first.currency, scaled: first.scaled || upper.scaled };
}

function budgetAt(first: Figure, text: string, said: Said, r: Reader, c: Compiled, language: LocaleCode): Budget | undefined {
  const range = rangeFrom(first, text, r, language);
  const figure = range ?? first;
  if (isLabel(text, figure.start, figure.end, r)) return undefined;
  if (isNegated(text, figure.start, figure.end, c.negation)) return undefined;
  const before = text.slice(Math.max(0, figure.start - BEFORE_WINDOW), figure.start);
  const after = text.slice(figure.end, figure.end + AFTER_WINDOW);
  const monthly = r.monthly.test(before) || r.monthly.test(after);
  const bound = range ? "max" : boundNear(before, after, r);
  // A figure with a currency or scale is money; it is the visitor's budget when a budget word,
  // a bound or a short reply says so. A plain figure needs the budget word, or a bound on a
  // monthly figure (月供3000左右).
  const marked = figure.currency !== undefined || figure.scaled;
  const money = marked ? said.cued || said.fragment || bound !== undefined : said.cued || (monthly && bound !== undefined);
  const floor = monthly ? MIN_MONTHLY : MIN_TOTAL;
  if (!money || figure.value < floor || figure.value > MAX_BUDGET) return undefined;
  return {
    amount: Math.round(figure.value),
    currency: figure.currency || site.currency,
    bound: bound ?? "about",
    ...(monthly ? { monthly: true } : {}),
  };
}

/** The scale of a range's upper end, which its lower end shares ("800-900k"). */
function scaleOf(m: RegExpMatchArray, r: Reader, language: LocaleCode): number {
  const scale = m.groups?.scale;
  return scale === undefined ? 1 : (scaleValue(scale, r, language) ?? 1);
}

/** A reply of a few words ("RM 900,000", "1.2 juta", "120万令吉") is a budget on its own. */
const FRAGMENT_WORDS = 4;
const FRAGMENT_HAN_CHARS = 10;
function isFragment(text: string): boolean {
  const trimmed = text.trim();
  return /\p{Script=Han}/u.test(trimmed) && !/\s/.test(trimmed)
    ? [...trimmed].length <= FRAGMENT_HAN_CHARS
    : trimmed.split(/\s+/).length <= FRAGMENT_WORDS;
}

/** Followed by a unit of something else (sq ft, %, bedrooms, months) or preceded by a label (Type 2, No. 5). */
function isLabel(text: string, start: number, end: number, r: Reader): boolean {
  return r.notMoney.test(text.slice(end)) || LABEL_BEFORE.test(text.slice(Math.max(0, start - 12), start));
}
