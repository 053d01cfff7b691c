import "server-only";
import type { Measure } from "@/lib/server/language/types";
import { readNumberWords, type NumberLexicon } from "./number-words";
import { foldForPhrases } from "./phrases";

/**
 * The figures of one sentence, each with what it may measure. A figure is read
 * every way its writing allows ("1.299" is 1299 in German and 1.299 in English;
 * "mil" is a thousand in Spanish and a million in English), and the grounding
 * check accepts it when one of its readings is a fact: none of an invented
 * figure's readings is.
 */

export type FigureKind = "money" | "percent" | "sqft" | "sqm" | "duration" | "distance" | "year" | "quarter" | "time" | "plain";

export interface Reading {
  kind: FigureKind;
  value: number;
  /** How far from a fact the written figure may be and still be that fact rounded ("121" m² for 120.68). */
  tolerance: number;
}

export interface Figure {
  /** The figure as written, for the log. */
  text: string;
  readings: Reading[];
}

/** The words a reader needs, from every language (lib/server/assistant/guard/vocabulary.ts). */
export interface FigureWords {
  /** Folded word → multipliers ("mil" → 1e3 and 1e6). */
  scales: ReadonlyMap<string, readonly number[]>;
  /** Folded currency words and symbols, before or after a figure. */
  currencies: readonly string[];
  measures: ReadonlyMap<string, Measure>;
  percentBefore: readonly string[];
  /** Cardinal numbers in words, every language's, read like digits. */
  numberWords: NumberLexicon;
  /** Words joining two parts of one number ("and", "und", "و"). */
  numberJoiners: ReadonlySet<string>;
  /** Folded number words → value, read only before a measure or a scale ("a few", "several"). */
  numbers: ReadonlyMap<string, number>;
  /** Folded words that are a count and a measure at once (Arabic duals). */
  counted: ReadonlyMap<string, readonly [number, Measure]>;
  /** Folded names of quarters of a year → their number. */
  quarters: ReadonlyMap<string, number>;
  /** Folded names of the months in every language, long and short: a year after one is a month's, not the year's. */
  months: readonly string[];
  /** Folded texts removed before reading: the sales phone's forms, identifiers, dates as every language writes them. */
  literals: readonly string[];
  /** Digit strings of phone numbers a sentence may carry (the sales line, in any grouping). */
  phones: readonly string[];
}

/** Minutes in one of each duration measure. */
const MINUTES: Partial<Record<Measure, number>> = {
  minute: 1,
  hour: 60,
  day: 1440,
  week: 10080,
  month: 43200,
  year: 525600,
};
const DISTANCE: Partial<Record<Measure, number>> = { km: 1000, metre: 1, mile: 1609 };

/** A sentence holding more figures than this is not read further: it fails as a whole. */
export const MAX_FIGURES = 60;

const DIGITS: Record<string, string> = {};
for (let i = 0; i < 10; i++) {
  DIGITS[String.fromCharCode(0x0660 + i)] = String(i); // Arabic-Indic
  DIGITS[String.fromCharCode(0x06f0 + i)] = String(i); // Extended Arabic-Indic (Persian, Urdu)
  DIGITS[String.fromCharCode(0x0966 + i)] = String(i); // Devanagari
}

/** Text folded for reading figures: Latin digits, ASCII signs, lower case, one kind of space. */
export function foldFigures(text: string): string {
  return foldForPhrases(
    text
      .replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g, (d) => DIGITS[d])
      .replace(/\u066b/g, ".")
      .replace(/\u066c/g, ",")
      .replace(/[\u066a\uff05]/g, "%")
      .replace(/\*\*|__|`/g, ""),
  );
}

const NUMBER = /\d+(?:(?:[.,'’]|[ ](?=\d{3}(?!\d)))\d+)*/gu;
const URLS = /\]\([^)]*\)|https?:\/\/\S+|www\.\S+|wa\.me\/\S+|aur-[0-9a-f]{4}-[0-9a-f]{4}/gu;
const PHONE_LIKE = /\+?\d[\d ().-]{5,}\d/gu;
const CLOCK = /(?<![\d.,\p{L}])([01]?\d|2[0-4])(?::([0-5]\d)|h([0-5]\d)?(?![\p{L}]))(?![\d])/gu;
const AM_PM = /(?<![\d.,\p{L}])(1[0-2]|0?\d)(?::([0-5]\d))?\s?(a\.?m\.?|p\.?m\.?)(?![\p{L}])/gu;
const HOUR_WORD = /(上午|早上|中午|下午|晚上|सुबह|शाम|दोपहर)?\s?(?<![\d.,])([01]?\d|2[0-4])\s?(点|點|बजे|uhr)(?![\p{L}])/gu;
// "3 petang", "3 عصرا": a time of day with the part of the day after it.
const PART_OF_DAY = /(?<![\d.,])(1[0-2]|0?\d)\s?(pagi|petang|malam|صباحا|صباح|مساء|مساءا|عصرا|عصر|ظهرا)(?![\p{L}])/gu;
const CJK_NUMERAL = /[零〇一二两三四五六七八九十百千万亿]+/gu;
// A year written digit by digit: 二〇二八.
const CJK_YEAR = /^[一二三四五六七八九][零〇一二三四五六七八九]{3}$/u;
// A numeral that starts with a digit and has a place in it: 九十万, 一百二十, 两千.
const CJK_COUNTED = /^[一二两三四五六七八九十][零〇一二两三四五六七八九十]*[百千万亿]/u;
// 八成五: eight and a half tenths, 85%.
const CJK_TENTHS = /([一二两三四五六七八九十])成([一二三四五六七八九])?/gu;
const YEAR_LIKE = /^(19|20|21)\d\d$/;
// "C-12-05", "B-3-1", "12-05-3": a unit's or a lot's number, which the fact sheet never gives.
const LOT_NUMBER = /(?<![\p{L}\d])(?:\p{L}{1,3}-\d{1,3}(?:-\d{1,3})+|\d{1,3}-\d{1,3}-\d{1,3})(?![\d])/gu;
const LETTER = /[\p{L}]/u;
const SPACED_LETTER = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Devanagari}]/u;

/** "1.299" → 1299 and 1.299; "7,2" → 7.2; "1,150,000" → 1150000; each with its decimals. */
export function numberReadings(raw: string): { value: number; decimals: number }[] {
  const text = raw.replace(/[’']/g, ",");
  const separators = text.match(/[., ]/g) ?? [];
  if (!separators.length) return [{ value: Number(text), decimals: 0 }];
  const groups = text.split(/[., ]/);
  const kinds = new Set(separators);
  const grouped = groups.slice(1).every((g) => g.length === 3) && groups[0].length <= 3;
  const readings: { value: number; decimals: number }[] = [];
  if (kinds.size === 1) {
    if (grouped) readings.push({ value: Number(groups.join("")), decimals: 0 });
    // "11,50,000": Indian grouping, lakhs and crores in pairs of digits before the last three.
    const indian = groups.length > 2 && groups[groups.length - 1].length === 3 && groups.slice(0, -1).every((g) => g.length <= 2);
    if (indian && separators[0] === ",") readings.push({ value: Number(groups.join("")), decimals: 0 });
    if (separators.length === 1 && separators[0] !== " ")
      readings.push({ value: Number(`${groups[0]}.${groups[1]}`), decimals: groups[1].length });
  } else {
    // "1,150,000.50", "1.150.000,50", "1 150 000,50": the last separator is the decimal mark.
    const last = separators[separators.length - 1];
    const before = groups.slice(0, -1);
    if (last !== " " && separators.filter((s) => s === last).length === 1 && before.slice(1).every((g) => g.length === 3)) {
      const fraction = groups[groups.length - 1];
      readings.push({ value: Number(`${before.join("")}.${fraction}`), decimals: fraction.length });
    }
  }
  return readings.filter((r) => Number.isFinite(r.value));
}

const CJK_DIGIT: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CJK_SMALL: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** 三 → 3, 十二 → 12, 一百二十万 → 1,200,000, 一亿两千万 → 120,000,000; null for a run that is no numeral (二三). */
export function cjkNumeral(text: string): number | null {
  let yi = 0;
  let wan = 0;
  let section = 0;
  let digit: number | null = null;
  for (const c of text) {
    if (c in CJK_DIGIT) {
      if (digit !== null) return null;
      digit = CJK_DIGIT[c];
    } else if (c in CJK_SMALL) {
      section += (digit ?? 1) * CJK_SMALL[c];
      digit = null;
    } else if (c === "万") {
      wan = section + (digit ?? 0) || 1;
      section = 0;
      digit = null;
    } else if (c === "亿") {
      yi = wan * 1e4 + section + (digit ?? 0) || 1;
      wan = 0;
      section = 0;
      digit = null;
    } else return null;
  }
  return yi * 1e8 + wan * 1e4 + section + (digit ?? 0);
}

interface Suffix {
  scales: readonly number[];
  measure?: Measure;
  currency: boolean;
  /** Characters read after the figure. */
  length: number;
}

/** The longest of `words` that `text` starts with, ending where a word may end. */
function startsWithWord(text: string, words: Iterable<string>): string | undefined {
  let best: string | undefined;
  for (const w of words) {
    if (!text.startsWith(w) || (best && best.length >= w.length)) continue;
    const next = text[w.length];
    // Words of letters end at a non-letter; signs ("%", "$") and Chinese words end anywhere.
    if (LETTER.test(w[w.length - 1]) && !/\p{Script=Han}/u.test(w) && next !== undefined && /[\p{L}\p{M}]/u.test(next)) continue;
    best = w;
  }
  return best;
}

const leadingGap = (text: string) => text.length - text.replace(/^[\s-]+/, "").length;

/**
 * What the words right after a figure make of it: a scale ("million", "万"), then a measure
 * ("sq ft", "%") or a currency. Where one word is both a scale and a measure ("m": a
 * million, or metres), both readings are kept.
 */
function readSuffixes(after: string, words: FigureWords): Suffix[] {
  const gap = leadingGap(after);
  const rest = after.slice(gap);
  const measureWord = startsWithWord(rest, words.measures.keys());
  const scale = startsWithWord(rest, words.scales.keys());
  const out: Suffix[] = [];
  if (measureWord && (!scale || measureWord.length >= scale.length)) {
    out.push({ scales: [], measure: words.measures.get(measureWord), currency: false, length: gap + measureWord.length });
    if (!scale || scale.length < measureWord.length) return out;
  }
  const scales = scale ? words.scales.get(scale)! : [];
  const afterScale = scale ? rest.slice(scale.length) : rest;
  const gap2 = scale ? leadingGap(afterScale) : 0;
  const tail = afterScale.slice(gap2);
  const read = gap + (scale?.length ?? 0) + gap2;
  const measure = scale ? startsWithWord(tail, words.measures.keys()) : undefined;
  if (measure) out.push({ scales, measure: words.measures.get(measure), currency: false, length: read + measure.length });
  else {
    const currency = startsWithWord(tail, words.currencies);
    out.push({ scales, currency: Boolean(currency), length: currency ? read + currency.length : scale ? gap + scale.length : 0 });
  }
  return out;
}

/** Whether the text before a figure ends with a month's name, "of" or "de" between them allowed. */
function monthBefore(before: string, words: FigureWords): boolean {
  const trimmed = before.replace(/\s+(?:of|de|del|du)?\s*$/u, "").replace(/[,.]\s*$/u, "");
  return endsWithWord(trimmed, words.months);
}

function endsWithWord(text: string, list: readonly string[]): boolean {
  const trimmed = text.replace(/\s+$/, "");
  return list.some((w) => {
    if (!trimmed.endsWith(w)) return false;
    const before = trimmed[trimmed.length - w.length - 1];
    return !LETTER.test(w[0]) || /\p{Script=Han}/u.test(w) || before === undefined || !/[\p{L}\p{M}]/u.test(before);
  });
}

/** The readings of one figure from its number readings and the words around it. */
function readingsOf(numbers: { value: number; decimals: number }[], before: string, suffix: Suffix, words: FigureWords): Reading[] {
  const currencyBefore = endsWithWord(before, words.currencies);
  const percentBefore = endsWithWord(before, words.percentBefore);
  const out: Reading[] = [];
  for (const n of numbers) {
    const base = 0.5 * 10 ** -n.decimals;
    for (const scale of suffix.scales.length ? suffix.scales : [1]) {
      const value = n.value * scale;
      const tolerance = base * scale;
      const m = suffix.measure;
      if (percentBefore || m === "percent") out.push({ kind: "percent", value, tolerance });
      else if (m === "sqft" || m === "sqm") out.push({ kind: m, value, tolerance });
      else if (m && MINUTES[m]) {
        out.push({ kind: "duration", value: value * MINUTES[m]!, tolerance: tolerance * MINUTES[m]! });
        // 2029年: the year, in a language whose word for "year" is also its date's.
        if (m === "year" && YEAR_LIKE.test(String(n.value)) && scale === 1) out.push({ kind: "year", value, tolerance: 0.5 });
      } else if (m && DISTANCE[m]) out.push({ kind: "distance", value: value * DISTANCE[m]!, tolerance: tolerance * DISTANCE[m]! });
      else if (currencyBefore || suffix.currency || suffix.scales.length) out.push({ kind: "money", value, tolerance });
      else if (YEAR_LIKE.test(String(n.value)) && n.decimals === 0) out.push({ kind: "year", value, tolerance: 0.5 });
      else out.push({ kind: "plain", value, tolerance });
    }
  }
  return out;
}

/** Blanks what matched, keeping every other character where it was. */
function blank(text: string, start: number, length: number): string {
  return text.slice(0, start) + " ".repeat(length) + text.slice(start + length);
}

function stripLiterals(text: string, words: FigureWords): string {
  let out = text.replace(URLS, (m) => " ".repeat(m.length));
  const phones = new Set(words.phones);
  out = out.replace(PHONE_LIKE, (m) => (phones.has(m.replace(/\D/g, "")) ? " ".repeat(m.length) : m));
  for (const literal of words.literals) {
    if (!literal) continue;
    for (let at = out.indexOf(literal); at >= 0; at = out.indexOf(literal, at)) out = blank(out, at, literal.length);
  }
  return out;
}

/** Every figure of a sentence with its readings; more than MAX_FIGURES is reported as one unreadable figure. */
export function readFigures(sentence: string, words: FigureWords): Figure[] {
  let text = stripLiterals(foldFigures(sentence), words);
  const figures: Figure[] = [];

  // Times of day first, so "10:00" is not read as two figures.
  const clock = (match: RegExpMatchArray, minutes: number[]) => {
    figures.push({ text: match[0].trim(), readings: minutes.map((value) => ({ kind: "time" as const, value, tolerance: 0.5 })) });
    text = blank(text, match.index!, match[0].length);
  };
  for (const m of [...text.matchAll(CLOCK)]) clock(m, [Number(m[1]) * 60 + Number(m[2] ?? m[3] ?? 0)]);
  for (const m of [...text.matchAll(AM_PM)]) {
    const hour = Number(m[1]) % 12;
    clock(m, [(m[3].startsWith("p") ? hour + 12 : hour) * 60 + Number(m[2] ?? 0)]);
  }
  for (const m of [...text.matchAll(PART_OF_DAY)]) {
    const hour = Number(m[1]) % 12;
    clock(m, [(/pagi|صباح/.test(m[2]) ? hour : hour + 12) * 60]);
  }
  for (const m of [...text.matchAll(HOUR_WORD)]) {
    const hour = Number(m[2]);
    const evening = m[1] && /下午|晚上|शाम|दोपहर/.test(m[1]);
    const morning = m[1] && /上午|早上|सुबह/.test(m[1]);
    clock(m, evening ? [(hour % 12) * 60 + 720] : morning || hour >= 12 ? [hour * 60] : [hour * 60, (hour + 12) * 60]);
  }

  for (const m of [...text.matchAll(LOT_NUMBER)]) {
    figures.push({ text: m[0], readings: [] });
    text = blank(text, m.index!, m[0].length);
  }

  const read = (value: { value: number; decimals: number }[], start: number, end: number, written: string, needsMeasure: boolean) => {
    const suffixes = readSuffixes(text.slice(end, end + 32), words);
    const before = text.slice(Math.max(0, start - 24), start);
    const measured = suffixes.some((x) => x.scales.length || x.measure) || endsWithWord(before, words.percentBefore);
    if (needsMeasure && !measured) return end;
    // "MM2H", "q13", "B2": a figure written onto a word is a name, unless the word is a currency ("RM4,841").
    // Chinese and Arabic write figures against their words ("于2027年"): there a figure is a figure.
    const glued = SPACED_LETTER.test(text[start - 1] ?? "") && !endsWithWord(before, words.currencies);
    if (glued) return end;
    // "March 2029", "2029年3月": a month the fact sheet's dates (removed above) do not hold, whatever its year.
    const monthOf = monthBefore(before, words) || /^年\s?\d{1,2}\s?月/u.test(text.slice(end, end + 6));
    const readings =
      monthOf && value.some((v) => YEAR_LIKE.test(String(v.value)))
        ? []
        : suffixes.flatMap((suffix) => readingsOf(value, before, suffix, words));
    figures.push({ text: written, readings });
    const consumed = end + Math.max(...suffixes.map((x) => x.length));
    // What was read is gone, so no later reader takes its scale ("1.15 million") for a number of its own.
    text = blank(text, start, consumed - start);
    return consumed;
  };

  const number = new RegExp(NUMBER.source, "gu");
  for (let m = number.exec(text); m && figures.length <= MAX_FIGURES; m = number.exec(text)) {
    number.lastIndex = read(numberReadings(m[0]), m.index, m.index + m[0].length, m[0], false);
  }
  for (const m of [...text.matchAll(CJK_TENTHS)]) {
    const percent = (m[1] === "十" ? 10 : CJK_DIGIT[m[1]]) * 10 + (m[2] ? CJK_DIGIT[m[2]] : 0);
    figures.push({ text: m[0], readings: [{ kind: "percent", value: percent, tolerance: 0.5 }] });
    text = blank(text, m.index!, m[0].length);
  }
  for (const [word, quarter] of words.quarters) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
      const bounded = !/\p{Script=Han}/u.test(word);
      if (bounded && (/[\p{L}\p{M}\p{N}]/u.test(text[at - 1] ?? "") || /[\p{L}\p{M}\p{N}]/u.test(text[at + word.length] ?? ""))) continue;
      figures.push({ text: word, readings: [{ kind: "quarter", value: quarter, tolerance: 0.5 }] });
      text = blank(text, at, word.length);
    }
  }
  for (const [word, [value, measure]] of words.counted) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
      if (/[\p{L}\p{M}]/u.test(text[at + word.length] ?? "")) continue;
      figures.push({
        text: word,
        readings: readingsOf([{ value, decimals: 0 }], "", { scales: [], measure, currency: false, length: 0 }, words),
      });
    }
  }
  // Numbers in Chinese numerals or in words count only where they measure something ("百分之十", "ten percent", "五年").
  const cjk = new RegExp(CJK_NUMERAL.source, "gu");
  for (let m = cjk.exec(text); m && figures.length <= MAX_FIGURES; m = cjk.exec(text)) {
    const year = CJK_YEAR.test(m[0]) ? Number([...m[0]].map((c) => CJK_DIGIT[c]).join("")) : null;
    const value = year ?? cjkNumeral(m[0]);
    // "九十万", "二〇二八": a numeral that can only be a number. "千万" (by all means), "万一" (in case) and a lone "一" are words.
    const alone = year !== null || CJK_COUNTED.test(m[0]);
    if (value !== null) cjk.lastIndex = read([{ value, decimals: 0 }], m.index, m.index + m[0].length, m[0], !alone);
  }
  // Cardinals in words, as digits are; a lone weak word ("one of", "une") only before a measure.
  let wordsFrom = 0;
  for (const n of readNumberWords(text, words.numberWords, words.numberJoiners)) {
    if (figures.length > MAX_FIGURES) break;
    if (n.start < wordsFrom) continue;
    wordsFrom = read([{ value: n.value, decimals: 0 }], n.start, n.end, text.slice(n.start, n.end), n.weak);
  }
  if (words.numbers.size) {
    const named = numberWordPattern(words);
    named.lastIndex = 0;
    for (let m = named.exec(text); m && figures.length <= MAX_FIGURES; m = named.exec(text)) {
      const value = words.numbers.get(m[1].replace(/\s+/g, " "));
      if (value !== undefined) named.lastIndex = read([{ value, decimals: 0 }], m.index, m.index + m[0].length, m[0], true);
    }
  }
  if (figures.length > MAX_FIGURES) return [{ text: `${figures.length} figures`, readings: [] }];
  return figures;
}

const patterns = new WeakMap<FigureWords, RegExp>();

function numberWordPattern(words: FigureWords): RegExp {
  let pattern = patterns.get(words);
  if (!pattern) {
    const list = [...words.numbers.keys()]
      .filter((w) => !/\p{Script=Han}/u.test(w))
      .sort((a, b) => b.length - a.length)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/ /g, "\\s+"));
    pattern = new RegExp(`(?<![\\p{L}\\p{M}])(${list.join("|")})(?![\\p{L}\\p{M}])`, "gu");
    patterns.set(words, pattern);
  }
  return pattern;
}
