import "server-only";
import { normaliseText } from "@/lib/server/language/normalise";
import { ARABIC, ARABIC_PROCLITICS } from "./match";

// The same word edges as keywordPattern (match.ts): spaced scripts need them, Arabic a word's start; Han none.
const SPACED = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Devanagari}]/u;
// Han stands between words of a spaced script as a space does ("写一段Python代码").
const EDGE_BEFORE = /(?!\p{Script=Han})[\p{L}\p{M}\p{N}]/u;
const EDGE_AFTER = /(?!\p{Script=Han})[\p{L}\p{M}]/u;
// The Arabic letters written joined before a keyword's start, which must be those ARABIC_PROCLITICS allows.
const ARABIC_LETTERS_BEFORE = /\p{Script=Arabic}+$/u;
const JOINED_BEFORE = new RegExp(`^${ARABIC_PROCLITICS}$`, "u");

/** Characters the matcher has stepped through: lets tests prove a message is read in one pass per pattern. */
export const matcherWork = { steps: 0 };

interface Keyword {
  /** Rank in keywordPattern's alternation: longest keyword (as written) first. */
  rank: number;
  /** Place in the list given. */
  index: number;
  before: boolean;
  after: boolean;
  /** An Arabic keyword: it starts a word, after the letters Arabic joins before one at most. */
  arabic: boolean;
}

interface Node {
  next: Map<number, Node>;
  /** Keywords that end here, best rank first. */
  ends: Keyword[];
}

const node = (): Node => ({ next: new Map(), ends: [] });

// What \s matches with the u flag, by code point.
const isSpace = (c: number) =>
  (c >= 9 && c <= 13) ||
  c === 32 ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;
const SPACE_CODE = 32;

/** The code point that ends just before `i`, or "" at the start. */
function pointBefore(text: string, i: number): string {
  if (i <= 0) return "";
  const low = text.charCodeAt(i - 1);
  return i >= 2 && low >= 0xdc00 && low <= 0xdfff && text.charCodeAt(i - 2) >= 0xd800 && text.charCodeAt(i - 2) <= 0xdbff
    ? text.slice(i - 2, i)
    : text[i - 1];
}

const width = (code: number) => (code > 0xffff ? 2 : 1);

/** Whether an Arabic keyword found at `start` begins its word, joined letters before it allowed. */
function startsArabicWord(text: string, start: number): boolean {
  // The joined letters are four at most ("وبال"): a longer run before the keyword, however long, is a word of its own.
  const joined = ARABIC_LETTERS_BEFORE.exec(text.slice(Math.max(0, start - 8), start))?.[0] ?? "";
  return JOINED_BEFORE.test(joined);
}

export interface KeywordMatcher {
  /** Where the first match starts and ends, or null. */
  first(text: string, from?: number): { start: number; end: number } | null;
  /**
   * Where each keyword (by its place in the list given) first matches on its own,
   * as keywordPattern([keyword]) would find it: one pass for all of them.
   */
  firstOfEach(text: string): Map<number, number>;
}

/** A star stands for the rest of one word, at a keyword's end only: "sicher* rendite" would look for a star. */
export const isKeyword = (raw: string): boolean => !raw.slice(0, -1).includes("*");

/**
 * Finds what keywordPattern(keywords) finds, walking a tree of the keywords'
 * letters from each position instead of trying every keyword there. V8 runs a
 * large alternation in its bytecode interpreter until it compiles it, and here
 * kept doing so for Arabic and Chinese messages after Latin ones: 2,000 such
 * characters cost the consultant 0.6 to 0.9 s per message. The walk costs a few
 * steps per character whatever the engine does.
 */
export function keywordMatcher(keywords: readonly string[]): KeywordMatcher {
  const root = node();
  // keywordPattern sorts longest first (a stable sort), and the first alternative that matches wins.
  keywords
    .map((raw, index) => ({ raw, index }))
    .sort((a, b) => b.raw.length - a.raw.length)
    .forEach(({ raw, index }, rank) => {
      if (!isKeyword(raw)) throw new Error(`Keyword "${raw}": only its last word may end in *; write each form out.`);
      const prefix = raw.endsWith("*");
      const word = normaliseText(prefix ? raw.slice(0, -1) : raw);
      if (!word) return;
      let at = root;
      // A space in a keyword stands for any run of white space, as \s+ does.
      for (const char of word) {
        const code = char.codePointAt(0) ?? 0;
        let next = at.next.get(code);
        if (!next) at.next.set(code, (next = node()));
        at = next;
      }
      at.ends.push({
        rank,
        index,
        before: SPACED.test(word[0]),
        after: !prefix && SPACED.test(word[word.length - 1]),
        arabic: ARABIC.test(word[0]),
      });
    });

  /** The end of the best keyword that matches at `start`, or -1. */
  const matchAt = (text: string, start: number, every?: (keyword: Keyword) => void): number => {
    let best: { rank: number; end: number } | null = null;
    let edgeBefore: boolean | null = null;
    let arabicStart: boolean | null = null;
    let at: Node | undefined = root;
    let i = start;
    while (at) {
      for (const keyword of at.ends) {
        if (!every && best && best.rank < keyword.rank) break;
        if (keyword.before && (edgeBefore ??= EDGE_BEFORE.test(pointBefore(text, start)))) continue;
        if (keyword.arabic && !(arabicStart ??= startsArabicWord(text, start))) continue;
        if (keyword.after && i < text.length && EDGE_AFTER.test(String.fromCodePoint(text.codePointAt(i) ?? 0))) continue;
        every?.(keyword);
        if (!best || keyword.rank < best.rank) best = { rank: keyword.rank, end: i };
        if (!every) break;
      }
      if (i >= text.length) break;
      const code = text.codePointAt(i) ?? 0;
      matcherWork.steps++;
      i += width(code);
      if (isSpace(code)) {
        // \s+ is greedy, and no keyword letter after a space is white space, so all of the run is taken.
        at = at.next.get(SPACE_CODE);
        while (at && i < text.length && isSpace(text.charCodeAt(i))) {
          i++;
          matcherWork.steps++;
        }
      } else at = at.next.get(code);
    }
    return best ? best.end : -1;
  };

  return {
    first(text, from = 0) {
      for (let start = from; start < text.length;) {
        const code = text.codePointAt(start) ?? 0;
        matcherWork.steps++;
        if (root.next.has(code)) {
          const end = matchAt(text, start);
          if (end > start) return { start, end };
        }
        start += width(code);
      }
      return null;
    },
    firstOfEach(text) {
      const found = new Map<number, number>();
      for (let start = 0; start < text.length;) {
        const code = text.codePointAt(start) ?? 0;
        matcherWork.steps++;
        if (root.next.has(code)) matchAt(text, start, (keyword) => found.has(keyword.index) || found.set(keyword.index, start));
        start += width(code);
      }
      return found;
    },
  };
}
