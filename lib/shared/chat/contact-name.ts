import {
  ARABIC_STOP_WORDS,
  CONNECTOR_MARKS,
  CONNECTOR_WORDS,
  CYRILLIC_STOP_WORDS,
  DEVANAGARI_STOP_WORDS,
  HAN_NON_NAME_ENDINGS,
  HAN_NOT_NAMES,
  HAN_STOP_WORDS,
  HAN_SURNAMES,
  HONORIFICS,
  LEAD_IN_WORDS,
  NAME_PARTICLES,
  NAME_WORDS_CJK,
  NAME_WORDS_LATIN,
  NAME_WORDS_OTHER_ALPHABETIC,
  NAME_WORDS_WITH_CONNECTOR,
  NOT_A_NAME_START,
  NOT_A_NAME_WORDS,
  STOP_WORDS,
  TRAILING_JOINERS,
  WEAK_LATIN_INTRODUCTIONS,
} from "./contact-name-words";
import { isPhoneLength } from "./contact-phone";
import { normaliseDigits } from "./digits";

export const UNKNOWN_NAME = "Unknown";
export const MAX_NAME_WORDS = 4;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternatives = (words: readonly string[]) => words.map(escape).join("|");

const LETTER_BOUNDARY_BEFORE = "(?<![\\p{L}\\p{M}])";
const LETTER_BOUNDARY_AFTER = "(?![\\p{L}\\p{M}])";
const LATIN_WORD = "\\p{Script=Latin}[\\p{Script=Latin}\\p{M}'’\\-]*";
const NAME_RUN = `(${LATIN_WORD}(?:[^\\S\\r\\n]+${LATIN_WORD}){0,9})`;
const CONNECTOR = `(?:\\s*(?:(?:${alternatives(CONNECTOR_WORDS)})${LETTER_BOUNDARY_AFTER}|${alternatives(CONNECTOR_MARKS)}))`;

const bounded = (words: readonly string[]) => `${LETTER_BOUNDARY_BEFORE}(?:${alternatives(words)})${LETTER_BOUNDARY_AFTER}`;

const NAME_PATTERNS = [
  new RegExp(`${bounded(NAME_WORDS_WITH_CONNECTOR)}${CONNECTOR}+\\s*${NAME_RUN}`, "giu"),
  new RegExp(
    `(?:${bounded([...NAME_WORDS_LATIN, ...NAME_WORDS_OTHER_ALPHABETIC])}|(?:${alternatives(NAME_WORDS_CJK)}))${CONNECTOR}*\\s*${NAME_RUN}`,
    "giu",
  ),
];

const NUMBER = /\+?\(?\d[\d\s().\-]*/g;
const BEFORE_NUMBER_MARK = /[\s,:;=\-–—]/u;
const RUN_PUNCTUATION = /['’\-\s,]/u;
const LATIN = /\p{Script=Latin}/u;
const COMBINING = /\p{M}/u;

/** Characters the name detector has walked back over: lets tests prove it reads each stretch once. */
export const nameWork = { walked: 0 };

/** The character (a whole surrogate pair) that ends just before `i`. */
function charBefore(text: string, i: number): string {
  const low = text.charCodeAt(i - 1);
  if (i >= 2 && low >= 0xdc00 && low <= 0xdfff) {
    const high = text.charCodeAt(i - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(i - 2, i);
  }
  return text[i - 1];
}

/** Where the marks ([\s,:;=\-–—]+) that end at `end` begin. */
function withoutTrailingMarks(text: string, end: number): number {
  let i = end;
  while (i > 0 && BEFORE_NUMBER_MARK.test(charBefore(text, i))) {
    i -= charBefore(text, i).length;
    nameWork.walked++;
  }
  return i;
}

/**
 * Where the run of Latin words, spaces, commas, apostrophes and hyphens that ends
 * at `end` begins, as (?:\p{Script=Latin}\p{M}*|['’\-\s,])+$ would find it, walking
 * back from `end`: that pattern, tried from every position of the text before each
 * number, read on to the next other character each time, the square of the text.
 * Marks count only after a Latin letter: "मैं राहुल हूँ, 98765…" must not yield the bare vowel sign "ूँ".
 */
export function latinRunStart(text: string, end: number): number {
  let i = end;
  while (i > 0) {
    const c = charBefore(text, i);
    nameWork.walked++;
    if (RUN_PUNCTUATION.test(c) || LATIN.test(c)) {
      i -= c.length;
      continue;
    }
    let j = i;
    while (j > 0 && COMBINING.test(charBefore(text, j))) {
      j -= charBefore(text, j).length;
      nameWork.walked++;
    }
    if (j === i || j === 0 || !LATIN.test(charBefore(text, j))) break;
    i = j - charBefore(text, j).length;
  }
  return i;
}

const lower = (w: string) => w.toLocaleLowerCase();
const isLabel = (w: string) => STOP_WORDS.has(lower(w)) || CONNECTOR_WORDS.includes(lower(w));

function stripTrailingJoiners(words: string[]): string[] {
  const out = [...words];
  while (out.length && TRAILING_JOINERS.has(lower(out[out.length - 1]))) out.pop();
  return out;
}

/** The words after "name is": cut at stop words, at most four, no trailing "and". */
function cleanNameRun(run: string): string | null {
  const words = run.split(/\s+/).filter(Boolean);
  if (!words.length || NOT_A_NAME_START.has(lower(words[0]))) return null;
  const stop = words.findIndex((w) => STOP_WORDS.has(lower(w)));
  const kept = stripTrailingJoiners(stripTrailingJoiners(stop < 0 ? words : words.slice(0, stop)).slice(0, MAX_NAME_WORDS));
  return kept.length ? kept.join(" ") : null;
}

/** A place in the message that may introduce a name, and how to read the name there. */
interface Candidate {
  index: number;
  read: () => string | null;
}

const candidatesOf = (text: string, pattern: RegExp, read: (run: string) => string | null): Candidate[] =>
  [...text.matchAll(pattern)].map((match) => ({ index: match.index ?? 0, read: () => read(match[1]) }));

function earliestName(candidates: Candidate[]): string | null {
  for (const candidate of candidates.sort((a, b) => a.index - b.index)) {
    const name = candidate.read();
    if (name) return name;
  }
  return null;
}

function nameFromPatterns(text: string): string | null {
  return earliestName(NAME_PATTERNS.flatMap((re) => candidatesOf(text, re, cleanNameRun)));
}

/** "John Tan 012-345 6789": the words right before a 10-12 digit number. */
function nameBeforeNumber(text: string): string | null {
  for (const match of text.matchAll(NUMBER)) {
    if (!isPhoneLength(match[0].replace(/\D/g, "").length)) continue;
    const end = withoutTrailingMarks(text, match.index ?? 0);
    const start = latinRunStart(text, end);
    if (start === end) continue;
    const run = text.slice(start, end);
    // Commas separate clauses; a clause of only labels ("no tel") defers to the one before it.
    for (const clause of run.split(",").reverse()) {
      const words = clause.split(/\s+/).filter(Boolean);
      if (words.length && words.every(isLabel)) continue;
      while (words.length && LEAD_IN_WORDS.has(lower(words[words.length - 1]))) words.pop();
      const name: string[] = [];
      for (let i = words.length - 1; i >= 0 && name.length < MAX_NAME_WORDS && !LEAD_IN_WORDS.has(lower(words[i])); i--)
        name.unshift(words[i]);
      if (name.length) return name.join(" ");
      break;
    }
  }
  return null;
}

/*
 * Beyond the spec: names in their own script after strong introductions, and
 * capitalised names after weak ones. The spec's patterns are tried first so
 * everything they found before is still found the same way.
 */

const INLINE_SPACE = "[^\\S\\r\\n]";
const MARK = "[:：=\\-–—]";
const phrase = (words: readonly string[]) => words.map((w) => escape(w).replace(/ /g, `${INLINE_SPACE}+`)).join("|");

// Marks belong to the letter before them (Devanagari vowel signs, Arabic vowels, joiners);
// a hyphen only inside a word, as in "Анна-Мария".
const scriptWord = (script: string) => {
  const letter = `(?=\\p{scx=${script}})\\p{L}`;
  return `(?:${letter}(?:${letter}|[\\p{M}\\u200c\\u200d]|[\\-'’](?=${letter}))*)`;
};
const scriptRun = (script: string) => `(${scriptWord(script)}(?:${INLINE_SPACE}+${scriptWord(script)}){0,9})`;

const comparable = (w: string) => lower(w.normalize("NFC")).replace(/[\u064B-\u065F\u0670\u0640]/g, "");
const comparableSet = (words: readonly string[]) => new Set(words.map(comparable));

interface ScriptRule {
  pattern: RegExp;
  isStop: (word: string) => boolean;
}

const arabicStops = comparableSet(ARABIC_STOP_WORDS);
// Arabic writes "and" as a prefix: "ورقمي" is "and my number", but "وليد" is a name, so only و + a stop word stops.
const isArabicStop = (w: string) => {
  const key = comparable(w);
  return arabicStops.has(key) || (key.startsWith("و") && arabicStops.has(key.slice(1)));
};
const cyrillicStops = comparableSet(CYRILLIC_STOP_WORDS);
const devanagariStops = comparableSet(DEVANAGARI_STOP_WORDS);

const B = LETTER_BOUNDARY_BEFORE;
const A = LETTER_BOUNDARY_AFTER;
const S = INLINE_SPACE;

/*
 * A bare word for "name" (اسم, имя, नाम) is as likely to be about the project's
 * name as the visitor's, so in these scripts it counts only as "my name" or
 * when a mark like ":" follows it.
 */
const NATIVE_RULES: ScriptRule[] = [
  {
    pattern: new RegExp(
      `${B}(?:و?اسمي${A}(?:${S}*(?:هو${A}|${MARK}))*|و?(?:ال)?اسم${A}${S}*${MARK}(?:${S}*هو${A})?)${S}*${scriptRun("Arabic")}`,
      "giu",
    ),
    isStop: isArabicStop,
  },
  {
    pattern: new RegExp(
      `${B}(?:(?:меня${S}+зовут|мо[её]${S}+имя)${A}(?:${S}*${MARK})?|имя${A}${S}*${MARK})${S}*${scriptRun("Cyrillic")}`,
      "giu",
    ),
    isStop: (w) => cyrillicStops.has(comparable(w)),
  },
  {
    pattern: new RegExp(`${B}(?:मेरा${S}+नाम${A}(?:${S}*(?:है${A}|${MARK}))?|नाम${A}${S}*${MARK})${S}*${scriptRun("Devanagari")}`, "giu"),
    isStop: (w) => devanagariStops.has(comparable(w)),
  },
];

/** Native-script words after an introduction: cut at stop words, at most four. */
function cleanNativeRun(run: string, isStop: (word: string) => boolean): string | null {
  const words = run.split(/\s+/).filter(Boolean);
  const stop = words.findIndex(isStop);
  const kept = (stop < 0 ? words : words.slice(0, stop)).slice(0, MAX_NAME_WORDS);
  return kept.length ? kept.join(" ") : null;
}

// Script, not Script_Extensions: the latter counts 、 and 。 as Han.
const MAX_HAN_NAME = 4;
const HAN_RUN = `${S}*(\\p{Script=Han}+)`;
const HAN_STRONG = new RegExp(`(?:我叫|(?:名字|姓名|名前)${S}*(?:是|叫|为|為|は|[:：]))${HAN_RUN}`, "gu");
const HAN_WEAK = new RegExp(`我是${HAN_RUN}`, "gu");

/*
 * Chinese names are two to four characters with nothing after them to mark
 * the end, so the run is cut where a stop word starts. Stop words are looked
 * for from the third character on: the first two are surname and given name,
 * and given names may use characters like 有 or 和. A run still longer than
 * four characters is left alone rather than guessed at.
 */
function cutHanRun(run: string): { name: string; cutAt: string | null } | null {
  if (HAN_STOP_WORDS.some((w) => run.startsWith(w))) return null;
  // A name is at most four characters: a stop word further on could only cut a name too long to keep.
  for (let i = 2; i < Math.min(run.length, MAX_HAN_NAME + 1); i++) {
    const stop = HAN_STOP_WORDS.find((w) => run.startsWith(w, i));
    if (stop) return { name: run.slice(0, i), cutAt: stop };
  }
  return { name: run, cutAt: null };
}

function hanName(run: string, weak: boolean): string | null {
  const cut = cutHanRun(run);
  if (!cut || cut.name.length < 2 || cut.name.length > MAX_HAN_NAME) return null;
  const { name, cutAt } = cut;
  if (!weak) return name;
  // 我是关丹的 / 我是李明的朋友: "of" or "from", never the visitor's own name.
  if (cutAt === "的" || HAN_NOT_NAMES.has(name) || HAN_NON_NAME_ENDINGS.some((e) => name.endsWith(e))) return null;
  return HAN_SURNAMES.some((s) => name.startsWith(s)) ? name : null;
}

/** اسمي أحمد, меня зовут Ольга, मेरा नाम राहुल है, 我叫李明: the name kept in its own script. */
function nameFromStrongForms(text: string): string | null {
  return earliestName([
    ...NATIVE_RULES.flatMap((rule) => candidatesOf(text, rule.pattern, (run) => cleanNativeRun(run, rule.isStop))),
    ...candidatesOf(text, HAN_STRONG, (run) => hanName(run, false)),
  ]);
}

const WEAK_LATIN = new RegExp(`(?:${B}(?:${phrase(WEAK_LATIN_INTRODUCTIONS)})${A}|我是)${S}*${NAME_RUN}`, "giu");

const isCapitalised = (w: string) => /^\p{Lu}/u.test(w);
// A single capital is an initial ("David E Lee"), not the joiner "e" or "y".
const isJoiner = (w: string) => TRAILING_JOINERS.has(lower(w)) && !(w.length === 1 && isCapitalised(w));

/*
 * After a weak introduction only capitalised words count, and the first word
 * that is not a name ends it: "I'm David Lee from Singapore" gives "David Lee",
 * "I'm Singaporean" and "call me back" give nothing.
 */
function cleanWeakLatinRun(run: string): string | null {
  const words = run.split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  for (let i = 0; i < words.length && kept.length < MAX_NAME_WORDS; i++) {
    const word = words[i];
    const key = lower(word);
    if (STOP_WORDS.has(key) || NOT_A_NAME_WORDS.has(key) || isJoiner(word)) break;
    if (isCapitalised(word)) kept.push(word);
    else if (kept.length && NAME_PARTICLES.has(key) && i + 1 < words.length && isCapitalised(words[i + 1])) kept.push(word);
    else break;
  }
  while (kept.length && NAME_PARTICLES.has(lower(kept[kept.length - 1]))) kept.pop();
  if (!kept.length || kept.every((w) => HONORIFICS.has(lower(w).replace(/\.$/, "")))) return null;
  // "This is David's number": the name without the possessive.
  kept[kept.length - 1] = kept[kept.length - 1].replace(/['’]s$/u, "");
  return kept.join(" ");
}

/** "I'm David Lee", "ich bin Hans", "soy Carlos", "saya Ali", 我是李明. */
function nameFromWeakForms(text: string): string | null {
  return earliestName([...candidatesOf(text, WEAK_LATIN, cleanWeakLatinRun), ...candidatesOf(text, HAN_WEAK, (run) => hanName(run, true))]);
}

/**
 * Spec §5 name rules, then the self-introductions above; "Unknown" when
 * nothing fits. Each step runs only when the one before found nothing.
 */
export function detectName(message: string): string {
  const text = normaliseDigits(message);
  return nameFromPatterns(text) ?? nameFromStrongForms(text) ?? nameFromWeakForms(text) ?? nameBeforeNumber(text) ?? UNKNOWN_NAME;
}
