import "server-only";
/**
 * The word lists of all nine languages, merged and turned into patterns once.
 * The languages never disagree about a word's meaning, except Spanish "mil"
 * (a thousand, not a million), which budget.ts settles by the visitor's
 * language; words.test.ts keeps it that way.
 */
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { CJK_NUMERAL } from "./numbers";
import {
  alternation,
  type ClauseWords,
  endsWord,
  escapeRegExp,
  fold,
  isHanChar,
  isNegated,
  isSpacedChar,
  lexicon,
  type Lexicon,
  type Negation,
  phrasePart,
  phraseSource,
  type Placeholder,
} from "./text";
import { LANGUAGES } from "@/lib/server/language";
import type { QualificationWords } from "@/lib/server/language/types";

export interface Match {
  start: number;
  end: number;
  text: string;
  groups: Record<string, string | undefined>;
}

/**
 * Phrases of one meaning. Phrases with a gap ("loan … approved") are kept
 * apart, because a negation inside their gap ("loan not approved") counts.
 */
export class PhraseSet {
  private readonly plain: RegExp[];
  private readonly gapped: RegExp[];

  constructor(phrases: readonly string[], placeholders: Readonly<Record<string, Placeholder>> = {}) {
    const unique = [...new Set(phrases)];
    const hasPlaceholder = unique.some((p) => p.split(/\s+/).some((t) => t in placeholders));
    const compile = (list: string[]) =>
      hasPlaceholder
        ? list.map((p) => new RegExp(phraseSource(p, placeholders), "gu"))
        : list.length
          ? [new RegExp(alternation(list.map((p) => phrasePart(p))), "gu")]
          : [];
    this.plain = compile(unique.filter((p) => !p.includes("…")));
    this.gapped = compile(unique.filter((p) => p.includes("…")));
  }

  /** Every match, earliest first; at one place the longest. */
  all(text: string): (Match & { gapped: boolean })[] {
    const found: (Match & { gapped: boolean })[] = [];
    for (const [list, gapped] of [
      [this.plain, false],
      [this.gapped, true],
    ] as const) {
      for (const re of list) {
        for (const m of text.matchAll(re)) {
          if (!m[0]) continue;
          const start = m.index ?? 0;
          found.push({ start, end: start + m[0].length, text: m[0], groups: { ...m.groups }, gapped });
        }
      }
    }
    return found.sort((a, b) => a.start - b.start || b.end - a.end);
  }

  /** The first match that no negation (or "not yet" word, when given) touches. */
  first(text: string, negation: Negation, pending?: Negation): Match | null {
    for (const m of this.all(text)) {
      if (isNegated(text, m.start, m.end, negation, m.gapped)) continue;
      if (pending && isNegated(text, m.start, m.end, pending, m.gapped)) continue;
      return m;
    }
    return null;
  }

  /** Whether any match exists, negated or not. */
  test(text: string): boolean {
    return this.all(text).length > 0;
  }
}

export const merge = <T>(lists: (readonly T[] | undefined)[]): T[] => lists.flatMap((l) => l ?? []);
export const entriesOf = <T>(records: (Readonly<Record<string, T>> | undefined)[]): [string, T][] =>
  records.flatMap((r) => Object.entries(r ?? {}));

/** A start-of-clause pattern: the word must end there (Arabic "ما" is not the start of "ماليزي"). */
function startsPattern(words: readonly string[], arabicPrefix = true): RegExp {
  const parts = [...new Set(words.map(fold))]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((w) => {
      const after = endsWord(w[w.length - 1]) ? "(?![\\p{L}\\p{M}])" : "";
      const prefix = arabicPrefix && /\p{Script=Arabic}/u.test(w[0]) ? "[وف]?" : "";
      return `${prefix}${escapeRegExp(w).replace(/ /g, "\\s+")}${after}`;
    });
  return new RegExp(`^(?:${parts.join("|") || "(?!)"})`, "u");
}

/** A pattern for words anywhere in a clause, with word edges where the script has them. */
export function anywherePattern(words: readonly string[], flags = "u"): RegExp {
  const parts = [...new Set(words.map(fold))]
    .filter(Boolean)
    .map((w) => ({ body: escapeRegExp(w).replace(/ /g, "\\s+"), before: isSpacedChar(w[0]), after: endsWord(w[w.length - 1]) }));
  return new RegExp(alternation(parts), flags);
}

function negationOf(words: readonly string[], after: readonly string[] = []): Negation {
  const folded = words.map(fold).filter(Boolean);
  const han = folded.filter((w) => isHanChar(w[0]));
  const stems = folded.filter((w) => w.endsWith("*")).map((w) => w.slice(0, -1));
  return {
    words: new Set(folded.filter((w) => !isHanChar(w[0]) && !w.endsWith("*"))),
    stems,
    han: han.length ? new RegExp(han.map(escapeRegExp).join("|"), "u") : /(?!)/u,
    after: new Set(after.map(fold)),
  };
}

type Kind = "week" | "month" | "year";

export interface Compiled {
  clauses: ClauseWords;
  negation: Negation;
  pending: Negation;
  ignore: RegExp;
  numbers: Lexicon<number>;
  /** Source of a number or a range of two ("3", "three", "三", "3-6"), with groups n and n2. */
  numberRange: Placeholder;
  words: QualificationWords[];
}

let cache: Compiled | null = null;

export function compiled(): Compiled {
  if (cache) return cache;
  const words = LOCALE_CODES.map((code) => LANGUAGES[code].qualification);
  const c = words.map((w) => w.clauses);
  const numbers = lexicon(entriesOf(words.map((w) => w.numbers)));
  // A figure is a whole run of digits: no match starts or ends inside one, so a run of 2,000 digits is
  // read once instead of once from each of its digits (what follows a figure never starts with a digit).
  const number = `(?<!\\d)\\d+(?!\\d)(?:[.,]\\d+(?!\\d))?|${CJK_NUMERAL}|半|几|${numbers.pattern}`;
  const rangeJoiners = [
    "-",
    "–",
    "to",
    "or",
    "hingga",
    "sampai",
    "atau",
    "ke",
    "至",
    "到",
    "或",
    "से",
    "до",
    "или",
    "a",
    "à",
    "o",
    "bis",
    "oder",
    "ou",
    "إلى",
    "أو",
  ];
  const result: Compiled = {
    clauses: {
      questionStarts: startsPattern(merge(c.map((x) => x.questionStarts))),
      questionMarkers: anywherePattern(merge(c.map((x) => x.questionMarkers))),
      statementStarts: startsPattern(merge(c.map((x) => x.statementStarts))),
      conditionals: startsPattern(merge(c.map((x) => x.conditionals))),
      fillers: startsPattern(merge(c.map((x) => x.fillers)), false),
      conjunctions: anywherePattern(
        merge(c.map((x) => x.conjunctions)).map((w) => w.toLocaleLowerCase()),
        "gu",
      ),
    },
    negation: negationOf(merge(c.map((x) => x.negations)), merge(c.map((x) => x.negationsAfter))),
    pending: negationOf(merge(c.map((x) => x.pending))),
    ignore: anywherePattern(merge(c.map((x) => x.ignore)), "gu"),
    numbers,
    numberRange: {
      source: `(?<n>${number})(?:\\s*(?:${rangeJoiners.map((j) => escapeRegExp(fold(j))).join("|")})\\s*(?<n2>${number}))?`,
    },
    words,
  };
  cache = result;
  return result;
}

/**
 * Templates around a number ("within N U", "N U 内", "N bed*") as one pattern:
 * each template's words before N, between N and U, and after U become three
 * alternations, so nine languages' templates compile once instead of one by one.
 * Groups: pre, n, n2, mid, u, post.
 */
export function numberTemplates(templates: readonly string[], n: Placeholder, u?: Placeholder): RegExp {
  const pre: string[] = [];
  const mid: string[] = [];
  const post: string[] = [];
  for (const template of new Set(templates)) {
    const tokens = template.trim().split(/\s+/);
    const at = tokens.indexOf("N");
    const unitAt = u ? tokens.indexOf("U") : at;
    if (at < 0 || unitAt < at) continue;
    if (at > 0) pre.push(tokens.slice(0, at).join(" "));
    if (unitAt > at + 1) mid.push(tokens.slice(at + 1, unitAt).join(" "));
    if (unitAt < tokens.length - 1) post.push(tokens.slice(unitAt + 1).join(" "));
  }
  const group = (name: string, list: string[]) => `(?<${name}>${alternation(list.map((p) => phrasePart(p)))})`;
  const unit = u ? `(?:[\\s\\-]*${group("mid", mid)})?[\\s\\-]*(?:${u.source})` : "";
  const source = `(?:${group("pre", pre)}[\\s\\-]*)?(?:${n.source})${unit}(?:[\\s\\-]*${group("post", post)})?`;
  return new RegExp(source, "gu");
}

/** The unit placeholder U for timelines: week, month or year words with their kind. */
export function unitLexicon(words: QualificationWords[]): Lexicon<Kind> {
  return lexicon(
    words.flatMap((w) =>
      (Object.entries(w.timeline.units) as [Kind, readonly string[]][]).flatMap(([kind, list]) =>
        list.map((word) => [word, kind] as const),
      ),
    ),
  );
}
