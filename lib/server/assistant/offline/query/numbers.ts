import "server-only";
import { cjkNumeral } from "@/lib/server/assistant/guard/figures";
import { buildLexicon, readNumberWords } from "@/lib/server/assistant/guard/number-words";
import { LANGUAGES } from "@/lib/server/language";
import { normaliseText } from "@/lib/server/language/normalise";
import { QUERY_WORDS } from "@/lib/server/language/query";
import { normaliseDigits } from "@/lib/shared/chat/digits";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";

/** A number written in a message, where it stands, and how the visitor wrote it. */
export interface WrittenNumber {
  value: number;
  start: number;
  end: number;
  /** As typed ("3,000", "3 100", "3.000"): a reply that quotes it back uses the visitor's own figure. */
  written: string;
  percent: boolean;
  /** What a multiplier after it made it: 1000 for "3.2k" and "3,2 тыс.", 1 for a plain figure. */
  scale?: number;
}

// Thousands grouped by one separator used throughout ("3,000", "3.000", "3 100", "1 234 567", the Swiss "3'000"), or
// plain digits;
// then an optional decimal part, and "k" or 千 for thousands, 万 for ten thousands ("4万").
// A "k" glued to Han or Arabic text is still the multiplier ("3k以内"); a Latin word's "k" is not ("3km"). One digit
// glued after 万 or 千 is one place lower, as spoken: "3万6" is 36,000, "3千5" 3,500.
const NUMBER =
  /(?<![\d.,])(\d{1,3}(?:([,. \u00a0\u202f'’])\d{3})(?:\2\d{3})*|\d+)(?:[.,](\d{1,2}))?(?![\d])(\s?k(?![\p{Script=Latin}\p{Script=Cyrillic}])|万|千)?((?<=[万千])\d(?!\d|[.,]\d))?(\s*%)?/giu;

/** Digits of every script as ASCII digits, and the Arabic decimal, thousands and percent signs as ".", "," and "%". */
export function foldDigits(text: string): string {
  return normaliseDigits(text)
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, ",")
    .replace(/\u066a/g, "%");
}

/**
 * "百分之七" and "百分之七点二" as "7%" and "7.2%", right-aligned in the same number of characters, so that every
 * other number keeps its place.
 */
function hanPercents(text: string): string {
  return text.replace(
    /百分之([零〇一二两三四五六七八九十]+)(?:点([零〇一二三四五六七八九]+))?/gu,
    (all, whole: string, tenths?: string) => {
      const value = cjkNumeral(whole);
      const decimals = tenths ? [...tenths].map((d) => cjkNumeral(d) ?? 0).join("") : "";
      if (value === null) return all;
      const written = `${value}${decimals ? `.${decimals}` : ""}%`;
      return written.length <= all.length ? written.padStart(all.length, " ") : all;
    },
  );
}

/**
 * The numbers a message writes, in order. A group of three digits after a separator is a thousands group
 * ("3.000" is three thousand, as Europeans write it); one or two digits after it are decimals ("7,1").
 */
export function numbersWritten(text: string): WrittenNumber[] {
  const found: WrittenNumber[] = [];
  // Arabic-Indic, Persian and Devanagari digits are digits (٣١٠٠, ३१००): one character each, so places hold.
  for (const m of hanPercents(foldDigits(text)).matchAll(NUMBER)) {
    const whole = Number(m[1].replace(/\D/g, ""));
    const decimals = m[3] ? Number(`0.${m[3]}`) : 0;
    const place = m[4] === "万" ? 10000 : m[4] ? 1000 : 1;
    const figure = (whole + decimals) * place + (m[5] ? Number(m[5]) * (place / 10) : 0);
    // "3,1 mil", "3 ribu", "3 हज़ार", "3 ألف": a figure with a multiplier word after it, from the number words.
    const word = m[4] || m[6] ? null : /^\s?([\p{L}\p{M}]+)/u.exec(text.slice(m.index + m[0].length));
    const multiplier = word ? LEXICON.get(normaliseText(word[1])) : undefined;
    const times = multiplier?.multiplier && multiplier.value >= 100 ? multiplier.value : 1;
    const value = figure * times;
    found.push({
      value,
      start: m.index,
      end: m.index + m[0].length + (times > 1 && word ? word[0].length : 0),
      written: /[万千]\d?$/u.test(m[0]) || times > 1 ? String(value) : m[0].replace(/\s*%$/, "").trim(),
      percent: Boolean(m[6]),
      scale: place * times,
    });
  }
  return found;
}

/** A number a message spells out ("two", "dua", "zwei", "两个", "تسعمائة"), where it stands. */
export interface SpelledNumber {
  value: number;
  start: number;
  end: number;
  /** A word that is also an article or an adjective ("one", "une", "ein", "neuf"). */
  weak: boolean;
}

// Every language's cardinals, as the guard reads them, and the declensions only a question puts them in ("двумя").
const LEXICON = buildLexicon(
  [
    ...LOCALE_CODES.map((c) => LANGUAGES[c].guard.numberWords),
    ...LOCALE_CODES.map((c) => ({
      words: QUERY_WORDS[c].numbers,
      weak: Object.keys(QUERY_WORDS[c].numbers).filter((w) => QUERY_WORDS[c].numbers[w] === 1),
    })),
  ],
  normaliseText,
);
const JOINERS = new Set(LOCALE_CODES.flatMap((c) => LANGUAGES[c].guard.numberWords.joiners.map(normaliseText)));

type HalfPlace = "between" | "before" | "after";
// How each language says a half with its thousands, folded, longest first: "and a half", "с половиной", "einhalb".
const HALVES: readonly { words: string; place: HalfPlace }[] = LOCALE_CODES.flatMap((c) =>
  (["between", "before", "after"] as const).flatMap((place) =>
    (LANGUAGES[c].guard.numberWords.halves?.[place] ?? []).map((w) => ({ words: normaliseText(w), place })),
  ),
).sort((a, b) => b.words.length - a.words.length);

/** Where a folded message says a half, each blanked out so the number words around it read as one number. */
function findHalves(text: string): { blanked: string; halves: { start: number; end: number; place: HalfPlace }[] } {
  let blanked = text;
  const halves: { start: number; end: number; place: HalfPlace }[] = [];
  for (const half of HALVES) {
    for (let at = blanked.indexOf(half.words); at >= 0; at = blanked.indexOf(half.words, at + 1)) {
      // Inside a word only between two number words ("dreieinhalbtausend"); otherwise a word of its own.
      const edge = (i: number) => i < 0 || i >= blanked.length || !/[\p{L}\p{M}]/u.test(blanked[i]);
      const inWord = !edge(at - 1) || !edge(at + half.words.length);
      if (inWord && half.place !== "between") continue;
      halves.push({ start: at, end: at + half.words.length, place: half.place });
      blanked = blanked.slice(0, at) + " ".repeat(half.words.length) + blanked.slice(at + half.words.length);
    }
  }
  return { blanked, halves };
}

/** The place of the lowest digit that is not zero: 3000 → 1000. */
function lowestPlace(n: number): number {
  let place = 1;
  while (n % (place * 10) === 0 && place < 1e12) place *= 10;
  return place;
}

/** "three and a half thousand", "साढ़े तीन हज़ार", "ثلاثة آلاف ونصف": a number of thousands and half of one more. */
function withHalves(numbers: SpelledNumber[], text: string, halves: ReturnType<typeof findHalves>["halves"]) {
  const blank = (from: number, to: number) => from <= to && /^\s*$/u.test(text.slice(from, to));
  return numbers.map((n) => {
    const half = halves.find(
      (h) =>
        (h.place === "between" && n.start < h.start && n.end > h.end) ||
        (h.place === "before" && blank(h.end, n.start)) ||
        (h.place === "after" && blank(n.end, h.start)),
    );
    const place = lowestPlace(n.value);
    if (!half || place < 100 || !Number.isInteger(n.value)) return n;
    return {
      ...n,
      value: n.value + place / 2,
      start: Math.min(n.start, half.start),
      end: Math.max(n.end, half.end),
      weak: false,
    };
  });
}

const HAN_NUMERAL = /[零〇一二两三四五六七八九十百千万]+/gu;
const HAN_PLACE: Record<string, number> = { 十: 10, 百: 100, 千: 1000, 万: 10000 };

/** 三千一 is 3,100 and 两万五 25,000: a digit after a place word, with nothing after it, is one place lower. */
function hanNumeral(run: string): number | null {
  const short = /([十百千万])([一二两三四五六七八九])$/u.exec(run);
  if (short && short[1] !== "十") {
    const head = cjkNumeral(run.slice(0, -1));
    const digit = cjkNumeral(short[2]);
    if (head !== null && digit !== null) return head + (digit * HAN_PLACE[short[1]]) / 10;
  }
  return cjkNumeral(run);
}

/** The numbers a folded message spells out in words or Chinese numerals, in order. */
export function numbersSpelled(text: string): SpelledNumber[] {
  const { blanked, halves } = findHalves(text);
  const words = withHalves(readNumberWords(blanked, LEXICON, JOINERS), blanked, halves);
  const han = [...text.matchAll(HAN_NUMERAL)].flatMap((m) => {
    // 百分点, 百分之: the percent's own 百 is no hundred ("差几个百分点", how many points apart).
    if (m[0] === "百" && text[m.index + 1] === "分") return [];
    const value = hanNumeral(m[0]);
    // 一 alone is as often "a" as "one" (一年, 一个): a count of one is never a limit here.
    return value === null ? [] : [{ value, start: m.index, end: m.index + m[0].length, weak: m[0] === "一" }];
  });
  return [...words, ...han].sort((a, b) => a.start - b.start);
}
