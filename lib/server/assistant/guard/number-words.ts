import "server-only";

/**
 * Numbers written in words ("nine hundred thousand", "neunhunderttausend", "नौ लाख",
 * "تسعمائة ألف"), read into their value so they are checked like digits. One parser for
 * every language: a language only lists its words (lib/server/language/<tag>/number-words.ts).
 */

export interface NumberWordEntry {
  value: number;
  /** A word that multiplies what comes before it ("hundred", "ribu", "лакх"), rather than adding to it. */
  multiplier: boolean;
  /** A word that is a number only beside another number word or before a measure: "one of", "une", "neuf" (new). */
  weak: boolean;
  /** A multiplier's form that only follows its count: first, it multiplies the count after it ("тысячи три"). */
  countAfter?: boolean;
}

/** Folded words (several words joined by one space) → what they are. */
export type NumberLexicon = ReadonlyMap<string, NumberWordEntry>;

export interface WordNumber {
  start: number;
  end: number;
  value: number;
  /** Every word of it is weak: it counts only before a measure. */
  weak: boolean;
}

/** The longest key a lexicon holds, in words: "quatre vingt dix". */
const MAX_KEY_WORDS = 3;
const WORD = /[\p{L}\p{M}]+/gu;
// What may stand between two number words of one number: spaces and hyphens ("twenty-eight").
const BETWEEN = /^[\s\u00a0-]*$/u;

interface Token {
  start: number;
  end: number;
  entry: NumberWordEntry | "joiner";
}

/**
 * A word split wholly into number words and joiners ("zweitausendachtundzwanzig",
 * "وعشرون"), or null when any part of it is no number word.
 */
function segment(word: string, lexicon: NumberLexicon, joiners: ReadonlySet<string>): (NumberWordEntry | "joiner")[] | null {
  const whole = lexicon.get(word);
  if (whole) return [whole];
  // Shortest parts first would split "seventeen" into "seven" and "teen"; the whole word was tried above.
  const best: ((NumberWordEntry | "joiner")[] | null)[] = new Array(word.length + 1).fill(null);
  best[0] = [];
  for (let i = 0; i < word.length; i++) {
    if (!best[i]) continue;
    for (let j = word.length; j > i; j--) {
      const part = word.slice(i, j);
      const entry = lexicon.get(part) ?? (joiners.has(part) ? "joiner" : undefined);
      if (entry && !best[j]) best[j] = [...best[i]!, entry];
    }
  }
  const parts = best[word.length];
  // A joiner must join: a word ending in one is no number ("وعشرون", and twenty, is).
  return parts && parts.length > 1 && parts[parts.length - 1] !== "joiner" ? parts : null;
}

function tokenize(text: string, lexicon: NumberLexicon, joiners: ReadonlySet<string>): Token[] {
  const words = [...text.matchAll(WORD)].map((m) => ({ start: m.index!, end: m.index! + m[0].length, text: m[0] }));
  const tokens: Token[] = [];
  for (let i = 0; i < words.length;) {
    let matched = false;
    // Keys of several words first ("dua belas", "quatre vingt dix"), only across spaces and hyphens.
    for (let n = Math.min(MAX_KEY_WORDS, words.length - i); n > 1 && !matched; n--) {
      const span = words.slice(i, i + n);
      if (!span.every((w, k) => k === 0 || BETWEEN.test(text.slice(span[k - 1].end, w.start)))) continue;
      const entry = lexicon.get(span.map((w) => w.text).join(" "));
      if (entry) {
        tokens.push({ start: span[0].start, end: span[n - 1].end, entry });
        i += n;
        matched = true;
      }
    }
    if (matched) continue;
    const w = words[i];
    if (joiners.has(w.text)) tokens.push({ start: w.start, end: w.end, entry: "joiner" });
    else {
      const parts = segment(w.text, lexicon, joiners);
      // A compound is one token; its value is the parts read in order.
      if (parts) for (const entry of parts) tokens.push({ start: w.start, end: w.end, entry });
    }
    i += 1;
  }
  return tokens;
}

/** The place of the lowest digit that is not zero: 20 → 10, 905 → 1, 2000 → 1000. */
function lowestPlace(n: number): number {
  let place = 1;
  while (n % (place * 10) === 0 && place < 1e12) place *= 10;
  return place;
}

/** Whether `value` can be added to `current` as the same number: "twenty" "eight", "acht" "zwanzig", but not "twenty" "twenty-eight". */
function fits(current: number, value: number): boolean {
  if (current === 0) return true;
  if (value < lowestPlace(current)) return true;
  // Units before tens, as German and Arabic say them ("achtundzwanzig", "ثمانية وعشرون").
  return current % 1000 < 10 && current % 1000 > 0 && value % 10 === 0 && value < 100;
}

const YEAR_HALF = (n: number) => Number.isInteger(n) && n >= 19 && n <= 21;

/** Every number written in words in folded text, with where it is. */
export function readNumberWords(text: string, lexicon: NumberLexicon, joiners: ReadonlySet<string>): WordNumber[] {
  const out: WordNumber[] = [];
  let current: { start: number; end: number; value: number; weak: boolean; multiplied: boolean; countAfter?: boolean } | null = null;
  let previous: Token | null = null;

  const close = () => {
    if (!current) return;
    const last = out[out.length - 1];
    // "twenty twenty-eight", "nineteen ninety": a year said in two halves.
    if (
      last &&
      !current.multiplied &&
      !last.weak &&
      YEAR_HALF(last.value) &&
      current.value < 100 &&
      BETWEEN.test(text.slice(last.end, current.start)) &&
      last.end < current.start
    ) {
      out[out.length - 1] = { start: last.start, end: current.end, value: last.value * 100 + current.value, weak: false };
    } else out.push({ start: current.start, end: current.end, value: current.value, weak: current.weak });
    current = null;
  };

  for (const token of tokenize(text, lexicon, joiners)) {
    const adjacent = previous && (previous.end === token.start || BETWEEN.test(text.slice(previous.end, token.start)));
    previous = token;
    if (token.entry === "joiner") {
      if (!adjacent) close();
      continue;
    }
    if (current && !adjacent) close();
    const { value, multiplier, weak } = token.entry;
    // "Тысячи три": a multiplier said before its count, which it multiplies.
    if (current?.countAfter && !multiplier && value < 10) {
      current.value *= value;
      current.end = token.end;
      current.weak = false;
      current.countAfter = false;
      close();
      continue;
    }
    if (current && multiplier) {
      const low = current.value % value;
      current.value = current.value - low + (low || 1) * value;
      current.end = token.end;
      current.weak = false;
      current.multiplied = true;
      continue;
    }
    if (current && fits(current.value, value)) {
      current.value += value;
      current.end = token.end;
      current.weak = current.weak && weak;
      continue;
    }
    close();
    current = {
      start: token.start,
      end: token.end,
      value,
      weak,
      multiplied: multiplier && value >= 100,
      ...(token.entry.countAfter ? { countAfter: true } : {}),
    };
  }
  close();
  return out;
}

/** The lexicon from one or more languages' word lists: a word weak in any language is weak in all. */
export function buildLexicon(
  lists: readonly {
    words: Readonly<Record<string, number>>;
    multipliers?: Readonly<Record<string, number>>;
    weak?: readonly string[];
    countAfter?: readonly string[];
  }[],
  fold: (text: string) => string,
): Map<string, NumberWordEntry> {
  const lexicon = new Map<string, NumberWordEntry>();
  const key = (word: string) =>
    fold(word)
      .replace(/[\s-]+/g, " ")
      .trim();
  for (const list of lists) {
    for (const [word, value] of Object.entries(list.words)) {
      if (!lexicon.has(key(word))) lexicon.set(key(word), { value, multiplier: false, weak: false });
    }
    for (const [word, value] of Object.entries(list.multipliers ?? {})) lexicon.set(key(word), { value, multiplier: true, weak: false });
  }
  for (const list of lists) {
    for (const word of list.weak ?? []) {
      const entry = lexicon.get(key(word));
      if (entry) lexicon.set(key(word), { ...entry, weak: true });
    }
    for (const word of list.countAfter ?? []) {
      const entry = lexicon.get(key(word));
      if (entry?.multiplier) lexicon.set(key(word), { ...entry, countAfter: true });
    }
  }
  return lexicon;
}
