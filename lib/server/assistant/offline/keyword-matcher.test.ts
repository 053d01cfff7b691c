import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { seededRandom } from "@/test/support/abusive-text";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { INTENT_PRIORITY, type KeywordKey } from "./intent-types";
import { keywordMatcher, matcherWork } from "./keyword-matcher";
import { keywordPattern } from "./match";
import { normaliseText } from "@/lib/server/language/normalise";

const KEYS: KeywordKey[] = [...INTENT_PRIORITY, "allUnits", "atLeast", "most", "least", "cheapest", "priciest", "largest", "smallest"];

const patterns = new Map<readonly string[], RegExp>();
const matchers = new Map<readonly string[], ReturnType<typeof keywordMatcher>>();
const WORDS = new Map(KEYS.map((key) => [key, LOCALE_CODES.flatMap((code) => LANGUAGES[code].keywords[key])]));
const wordsFor = (key: KeywordKey) => WORDS.get(key) ?? [];

/** Every match's span, as the pattern replaces them. */
const byPattern = (keywords: readonly string[], text: string) => {
  if (!patterns.has(keywords)) patterns.set(keywords, keywordPattern(keywords, "gu"));
  return [...text.matchAll(patterns.get(keywords)!)].map((m) => [m.index, m.index + m[0].length]);
};

const sorted = new Map<readonly string[], RegExp[]>();
/**
 * What byPattern finds, from one small pattern per keyword: one alternation of hundreds of keywords takes the regular
 * expression engine from 30 s to several minutes over the texts below, by how it happens to compile it. An alternation
 * takes, at the leftmost place where any alternative matches, the first alternative (longest first) that does.
 */
const byEachPattern = (keywords: readonly string[], text: string) => {
  if (!sorted.has(keywords))
    sorted.set(
      keywords,
      [...keywords].sort((a, b) => b.length - a.length).map((k) => new RegExp(`(?=(${keywordPattern([k]).source}))`, "gu")),
    );
  const ends = new Map<number, number>();
  for (const pattern of sorted.get(keywords)!)
    for (const m of text.matchAll(pattern)) if (!ends.has(m.index)) ends.set(m.index, m.index + m[1].length);
  const starts = [...ends.keys()].sort((a, b) => a - b);
  const out: number[][] = [];
  let at = 0;
  for (const start of starts)
    if (start >= at) {
      out.push([start, ends.get(start)!]);
      at = ends.get(start)!;
    }
  return out;
};
const byMatcher = (keywords: readonly string[], text: string) => {
  if (!matchers.has(keywords)) matchers.set(keywords, keywordMatcher(keywords));
  const matcher = matchers.get(keywords)!;
  const out: number[][] = [];
  for (let m = matcher.first(text); m; m = matcher.first(text, m.end)) out.push([m.start, m.end]);
  return out;
};

/** Texts checked against the one alternation too, which shows that the patterns one by one find what it finds. */
const PATTERN_CHECKS = 50;

describe("keywordMatcher", () => {
  it("finds what the keyword pattern finds, on thousands of texts made of every language's keywords", () => {
    const random = seededRandom(31);
    const every = KEYS.flatMap(wordsFor).map((w) => normaliseText(w.replace(/\*$/, "")));
    const glue = [" ", "  ", "\n", ",", "", "s", "ing", "a", "ال", "و", "的", "1", "é", "ं", "ь", "x"];
    const differences: string[] = [];
    for (let i = 0; i < 3000 && differences.length < 5; i++) {
      let text = "";
      for (let k = 1 + Math.floor(random() * 6); k > 0; k--) {
        const word = every[Math.floor(random() * every.length)];
        // Whole keywords, their beginnings and their ends, so near misses are tried too.
        const cut =
          random() < 0.3
            ? word.slice(0, Math.ceil(random() * word.length))
            : random() < 0.15
              ? word.slice(Math.floor(random() * word.length))
              : word;
        text += glue[Math.floor(random() * glue.length)] + cut.replace(/ /g, random() < 0.2 ? "   " : " ");
      }
      const key = KEYS[i % KEYS.length];
      const expected = JSON.stringify(i < PATTERN_CHECKS ? byPattern(wordsFor(key), text) : byEachPattern(wordsFor(key), text));
      if (i < PATTERN_CHECKS && JSON.stringify(byEachPattern(wordsFor(key), text)) !== expected)
        differences.push(`by each, ${key}: ${text}`);
      if (JSON.stringify(byMatcher(wordsFor(key), text)) !== expected) differences.push(`${key}: ${text}`);
    }
    expect(differences).toEqual([]);
  });

  it("finds an Arabic keyword at a word's start, after the letters Arabic joins before a word, and not inside a word", () => {
    const rent = keywordMatcher(["إيجار"]);
    for (const text of ["إيجار", "الإيجار", "بالإيجار", "وللإيجار", "كم الإيجار؟", "Blitz إيجار"]) {
      expect(rent.first(normaliseText(text))).not.toBeNull();
      expect(keywordPattern(["إيجار"]).test(normaliseText(text))).toBe(true);
    }
    // "لا" (not) inside "الاكبر" (the largest), "ربح" (profit) inside "مربح" (profitable).
    for (const [word, text] of [
      ["لا", "الاكبر"],
      ["ربح", "مربح"],
    ]) {
      expect(keywordMatcher([word]).first(text)).toBeNull();
      expect(keywordPattern([word]).test(text)).toBe(false);
    }
    // Its end may run into the word's suffixes, as a stem's does.
    expect(keywordMatcher(["موقف"]).first("موقفين")).not.toBeNull();
  });

  it("finds where each number word first appears, as a pattern per word does", () => {
    const words = LOCALE_CODES.flatMap((code) => Object.keys(LANGUAGES[code].keywords.numbers));
    const random = seededRandom(5);
    const folded = words.map((w) => normaliseText(w.replace(/\*$/, "")));
    const differences: string[] = [];
    const matcher = keywordMatcher(words);
    const patterns = words.map((w) => keywordPattern([w]));
    for (let i = 0; i < 500 && differences.length < 5; i++) {
      let text = "";
      for (let k = 1 + Math.floor(random() * 8); k > 0; k--)
        text += [" ", "", "x", "2 "][Math.floor(random() * 4)] + folded[Math.floor(random() * folded.length)];
      const expected = patterns.flatMap((p, index) => {
        const m = p.exec(text);
        return m ? [[index, m.index]] : [];
      });
      const found = [...matcher.firstOfEach(text)].sort((a, b) => a[0] - b[0]);
      if (JSON.stringify(found) !== JSON.stringify(expected)) differences.push(text);
    }
    expect(differences).toEqual([]);
  });

  it.each([
    ["Arabic", (n: number) => "أريد زيارة يوم السبت الساعة ميزانية ".repeat(n / 36)],
    ["Chinese", (n: number) => "我想在星期六下午看房预算多少钱面积".repeat(n / 17)],
    ["one letter", (n: number) => "a".repeat(n)],
    ["spaces after a phrase's first word", (n: number) => `tell${" ".repeat(n)}x`],
  ])("reads %s in a number of steps proportional to the text", (_, text) => {
    const steps = (t: string) => {
      const before = matcherWork.steps;
      byMatcher(wordsFor("viewing"), t);
      return matcherWork.steps - before;
    };
    const short = steps(text(1000));
    const long = steps(text(2000));
    expect(long).toBeLessThanOrEqual(2.2 * short);
    expect(long).toBeLessThan(50 * 2000);
  });

  it("refuses a star anywhere but at a keyword's end, which would look for a star in the text", () => {
    expect(() => keywordMatcher(["sicher* rendite"])).toThrow(/sicher\* rendite/);
    const stems = keywordMatcher(["rendite", "sichere rendite", "zusätzliche stellpl*"]);
    expect(stems.first("eine sichere rendite?")).toMatchObject({ start: 5, end: 20 });
    expect(stems.first(normaliseText("ein zusätzliche Stellplätze"))).toMatchObject({ start: 4 });
  });
});
