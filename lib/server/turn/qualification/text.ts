import "server-only";
/**
 * Text plumbing for the qualification reader: one folded form for matching,
 * messages cut into clauses, and a small phrase language for the word lists.
 */
import { fold } from "@/lib/server/language/fold";
import { normaliseDigits } from "@/lib/shared/chat/digits";

export { fold };

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Scripts written with spaces between words need word edges; Han does not have them,
// and Arabic attaches prefixes (و, ب, ال) to words, so only its word ends count.
const SPACED = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Devanagari}\p{N}]/u;
const HAN = /\p{Script=Han}/u;
const ARABIC = /\p{Script=Arabic}/u;
export const BEFORE = "(?<![\\p{L}\\p{M}\\p{N}])";
export const AFTER = "(?![\\p{L}\\p{M}\\p{N}])";

export const isSpacedChar = (c: string | undefined) => c !== undefined && SPACED.test(c);
/** Arabic words take prefixes (و, ب, ال) but must end where the word ends: "شهر" is not "شهرين". */
export const endsWord = (c: string | undefined) => c !== undefined && (SPACED.test(c) || ARABIC.test(c));
export const isHanChar = (c: string | undefined) => c !== undefined && HAN.test(c);

/** A named piece a template may hold, such as N (a number) or C (a country name). */
export interface Placeholder {
  source: string;
}

const GAP = "…";

interface Piece {
  source: string;
  optional: boolean;
  first: string;
  last: string;
  placeholder: boolean;
  gap: boolean;
}

function wordPiece(token: string): Piece {
  const optional = token.length > 1 && token.endsWith("?");
  const body = optional ? token.slice(0, -1) : token;
  const alternatives = body.split("|").map((alt) => {
    const prefix = alt.length > 1 && alt.endsWith("*");
    const word = fold(prefix ? alt.slice(0, -1) : alt);
    return { source: escapeRegExp(word) + (prefix ? "[\\p{L}\\p{M}]*" : ""), word, prefix };
  });
  const firstWord = alternatives[0].word;
  const lastWord = alternatives[alternatives.length - 1].word;
  const open = alternatives.every((a) => a.prefix);
  return {
    source: alternatives.length > 1 ? `(?:${alternatives.map((a) => a.source).join("|")})` : alternatives[0].source,
    optional,
    first: firstWord[0],
    // An open ending (a stem) needs no word edge after it.
    last: open ? "" : lastWord[lastWord.length - 1],
    placeholder: false,
    gap: false,
  };
}

function separator(left: Piece, right: Piece): string {
  if (left.last === "'" || isHanChar(left.last) || isHanChar(right.first)) return "\\s*";
  if (left.placeholder || right.placeholder) return "[\\s\\-]*";
  return "\\s+";
}

function gapSource(left: Piece | undefined): string {
  return left && isHanChar(left.last) ? "[^\\s,.!?;:，。！？；：]{0,6}?" : "(?:\\s+[^\\s,.!?;:]+){0,3}?\\s+";
}

/** A phrase's pattern without its word edges, and which edges it needs. */
export interface Part {
  body: string;
  before: boolean;
  after: boolean;
}

/**
 * One alternation of many parts, with each kind of word edge written once:
 * a lookbehind per alternative made the patterns a hundred times slower to compile.
 * Longest first inside each group, so "rental yield" wins over "rental".
 */
export function alternation(parts: readonly Part[], before = BEFORE, after = AFTER): string {
  const groups = new Map<string, string[]>();
  for (const part of [...parts].sort((a, b) => b.body.length - a.body.length)) {
    const key = `${part.before ? 1 : 0}${part.after ? 1 : 0}`;
    const list = groups.get(key) ?? [];
    if (!list.includes(part.body)) list.push(part.body);
    groups.set(key, list);
  }
  const out = [...groups].map(([key, bodies]) => `${key[0] === "1" ? before : ""}(?:${bodies.join("|")})${key[1] === "1" ? after : ""}`);
  return out.join("|") || "(?!)";
}

/**
 * One phrase, matched against `fold` output. Words are separated by spaces;
 * `word*` is a stem (Arabic suffixes such as ك need one), `a|b` alternatives,
 * `word?` optional, `…` up to three words (six characters in Chinese), and
 * upper-case names such as N or C are placeholders.
 */
export function phrasePart(phrase: string, placeholders: Readonly<Record<string, Placeholder>> = {}): Part {
  const pieces: Piece[] = phrase
    .trim()
    .split(/\s+/)
    .map((token): Piece => {
      if (token === GAP) return { source: "", optional: false, first: "", last: "", placeholder: false, gap: true };
      const holder = placeholders[token];
      if (holder) return { source: `(?:${holder.source})`, optional: false, first: "", last: "", placeholder: true, gap: false };
      return wordPiece(token);
    });
  let body = "";
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    if (piece.gap) continue;
    const next = pieces[i + 1];
    const nextWord = next?.gap ? pieces[i + 2] : next;
    const join = !next ? "" : next.gap ? gapSource(piece) : separator(piece, next);
    const chunk = piece.source + (nextWord ? join : "");
    body += piece.optional ? `(?:${chunk})?` : chunk;
  }
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  return { body, before: !first.placeholder && isSpacedChar(first.first), after: !last.placeholder && endsWord(last.last) };
}

export function phraseSource(phrase: string, placeholders: Readonly<Record<string, Placeholder>> = {}): string {
  return alternation([phrasePart(phrase, placeholders)]);
}

/** A map from folded word to value, and one pattern that finds any of the words. */
export interface Lexicon<T> {
  pattern: string;
  lookup(word: string): T | undefined;
}

export interface LexiconOptions {
  /** Stems ("malaisien*") match any ending. */
  stems?: boolean;
  /** The edge required before and after a word of a spaced script (Arabic: after only). */
  before?: string;
  after?: string;
}

export function lexicon<T>(
  entries: Iterable<readonly [string, T]>,
  { stems = false, before = BEFORE, after = AFTER }: LexiconOptions = {},
): Lexicon<T> {
  const map = new Map<string, T>();
  const stemList: [string, T][] = [];
  for (const [raw, value] of entries) {
    const stem = stems && raw.endsWith("*");
    const word = fold(stem ? raw.slice(0, -1) : raw);
    if (!word) continue;
    if (stem) stemList.push([word, value]);
    else if (!map.has(word)) map.set(word, value);
  }
  const parts: Part[] = [
    ...[...map.keys()].map((w) => ({
      body: escapeRegExp(w).replace(/ /g, "\\s+"),
      before: isSpacedChar(w[0]),
      after: endsWord(w[w.length - 1]),
    })),
    ...stemList.map(([w]) => ({
      body: `${escapeRegExp(w).replace(/ /g, "\\s+")}[\\p{L}\\p{M}]*`,
      before: isSpacedChar(w[0]),
      after: false,
    })),
  ];
  return {
    pattern: alternation(parts, before, after),
    lookup(word: string) {
      const key = fold(word);
      if (map.has(key)) return map.get(key);
      return stemList.filter(([stem]) => key.startsWith(stem)).sort((a, b) => b[0].length - a[0].length)[0]?.[1];
    },
  };
}

/** A stretch of a message with one thought in it; questions and "if" clauses are not statements. */
export interface Clause {
  /** The visitor's own text (digits made ASCII), for readers that care about case. */
  raw: string;
  /** `fold(raw)` with leading fillers ("and", "but") removed. */
  text: string;
  question: boolean;
  conditional: boolean;
}

export interface ClauseWords {
  questionStarts: RegExp;
  questionMarkers: RegExp;
  statementStarts: RegExp;
  conditionals: RegExp;
  fillers: RegExp;
  conjunctions: RegExp;
}

// A full stop ends a sentence unless it sits between digits ("1.2") or after a short abbreviation ("ca.", "Mio.").
const ABBREVIATION =
  /(?:^|[\s(])(?:ca|approx|mio|mrd|tsd|млн|тыс|руб|млрд|rs|no|nr|mr|mrs|ms|dr|sq|ft|st|jl|jln|vs|etc|bzw|usw|z\.b|p\.a|pa|yr|yrs|mth|mths|min|max)$/iu;

// The longest abbreviation and the space before it: the stretch before a full stop that can hold one.
// (A longer sentence's start is then outside the stretch, where \`^\` can no longer complete a match.)
const ABBREVIATION_REACH = 7;

function sentences(text: string): { body: string; asked: boolean }[] {
  const out: { body: string; asked: boolean }[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    let end = false;
    if ("?？؟!！。\n".includes(c)) end = true;
    else if (c === "." && !(/\d/.test(text[i - 1] ?? "") && /\d/.test(text[i + 1] ?? ""))) {
      end = /\s|$/.test(text[i + 1] ?? "") && !ABBREVIATION.test(text.slice(Math.max(start, i - ABBREVIATION_REACH), i));
    }
    if (!end) continue;
    out.push({ body: text.slice(start, i), asked: "?？؟".includes(c) });
    start = i + 1;
  }
  if (start < text.length) out.push({ body: text.slice(start), asked: false });
  return out.filter((s) => s.body.trim());
}

// Commas between digits are thousands or decimal marks, not clause breaks; "¿" opens a new clause.
const CLAUSE_BREAK = /\u0000|[，、;；،]|(?<!\d),|,(?!\d)/u;

/** Splits a message into clauses and marks the ones that ask rather than tell. */
export function clausesOf(message: string, words: ClauseWords): Clause[] {
  const text = normaliseDigits(message);
  const out: Clause[] = [];
  for (const sentence of sentences(text)) {
    const parts = splitKeeping(sentence.body, words.conjunctions);
    parts.forEach((raw, index) => {
      const opensQuestion = /^\s*¿/.test(raw);
      let folded = fold(raw.replace(/[¿¡]/g, ""));
      for (let k = 0; k < 3; k++) {
        const stripped = folded.replace(words.fillers, "").trim();
        if (stripped === folded) break;
        folded = stripped;
      }
      if (!folded) return;
      const last = index === parts.length - 1;
      const question =
        opensQuestion ||
        words.questionStarts.test(folded) ||
        words.questionMarkers.test(folded) ||
        (sentence.asked && last && !words.statementStarts.test(folded));
      // Folding makes Spanish "sí" (yes) the "si" of "if": the visitor's accent tells them apart.
      const yes = /^si(?![\p{L}])/u.test(folded) && /(?:^|[^\p{L}])sí(?![\p{L}])/u.test(raw.normalize("NFC").toLocaleLowerCase());
      out.push({ raw, text: folded, question, conditional: words.conditionals.test(folded) && !yes });
    });
  }
  return out;
}

/** Splits at clause marks and before conjunctions such as "but", which start a new thought. */
function splitKeeping(sentence: string, conjunctions: RegExp): string[] {
  return sentence
    .replace(/[¿¡]/g, "\u0000$&")
    .split(CLAUSE_BREAK)
    .flatMap((piece) => splitAtConjunctions(piece, conjunctions))
    .filter((p) => p.trim());
}

function splitAtConjunctions(piece: string, conjunctions: RegExp): string[] {
  const out: string[] = [];
  let from = 0;
  const lower = piece.toLocaleLowerCase();
  for (const match of lower.matchAll(conjunctions)) {
    const at = match.index ?? 0;
    if (at === 0) continue;
    out.push(piece.slice(from, at));
    from = at;
  }
  out.push(piece.slice(from));
  return out;
}

/** Negation words, read around a match: in the three words before it, and inside a gap it spans. */
export interface Negation {
  words: ReadonlySet<string>;
  /** Word beginnings ("apply*" covers applying, applied). */
  stems: readonly string[];
  /** Chinese negations, looked for in the four characters before a match. */
  han: RegExp;
  /** Negations that follow the word they negate (Hindi puts नहीं after the noun: "लोन नहीं चाहिए"). */
  after: ReadonlySet<string>;
}

const tokens = (s: string) => s.split(/[\s,.!?;:]+/u).filter(Boolean);
// Arabic writes "and" as a prefix: "ولا" is "and not".
const arabicBare = (t: string) => t.replace(/^[وف](?=\p{Script=Arabic}{2})/u, "");
const hits = (token: string, negation: Negation) =>
  negation.words.has(token) || negation.words.has(arabicBare(token)) || negation.stems.some((stem) => token.startsWith(stem));

const SEPARATOR = /[\s,.!?;:]/u;

/** Characters the negation check has walked so far: lets tests prove it reads around a match, not the whole clause. */
export const negationWork = { walked: 0 };

/**
 * The last `count` words before `at`, found walking back from it: a clause with
 * many matches reads only around each, not the whole text before it each time.
 */
function wordsBefore(text: string, at: number, count: number): string[] {
  const out: string[] = [];
  let end = at;
  while (out.length < count && end > 0) {
    const from = end;
    while (end > 0 && SEPARATOR.test(text[end - 1])) end--;
    let begin = end;
    while (begin > 0 && !SEPARATOR.test(text[begin - 1])) begin--;
    if (begin < end) out.unshift(text.slice(begin, end));
    negationWork.walked += from - begin;
    end = begin;
  }
  return out;
}

/** The first `count` words from `at` on, found walking forward. */
function wordsAfter(text: string, at: number, count: number): string[] {
  const out: string[] = [];
  let begin = at;
  while (out.length < count && begin < text.length) {
    const from = begin;
    while (begin < text.length && SEPARATOR.test(text[begin])) begin++;
    let end = begin;
    while (end < text.length && !SEPARATOR.test(text[end])) end++;
    if (begin < end) out.push(text.slice(begin, end));
    negationWork.walked += end - from;
    begin = end;
  }
  return out;
}

export function isNegated(text: string, start: number, end: number, negation: Negation, gapped = false): boolean {
  if (wordsBefore(text, start, 3).some((t) => hits(t, negation))) return true;
  if (negation.han.test(text.slice(Math.max(0, start - 4), start))) return true;
  if (gapped) {
    const inside = text.slice(start, end);
    if (
      tokens(inside)
        .slice(1, -1)
        .some((t) => hits(t, negation))
    )
      return true;
    if (isHanChar(inside[0]) && negation.han.test(inside)) return true;
  }
  return wordsAfter(text, end, 2).some((t) => negation.after.has(t));
}
