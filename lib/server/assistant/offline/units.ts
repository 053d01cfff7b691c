import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { site, type UnitKey } from "@/lib/shared/config/site";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { foldedNearlyEquals, undouble } from "./fuzzy";
import { escape, keywordPattern } from "./match";
import { normaliseText } from "@/lib/server/language/normalise";

const UNIT_KEYS = site.units.map((u) => u.type);

/** "typeA" → "A". */
export function unitLetter(key: UnitKey): string {
  return key.slice(-1);
}

/** "type" → "[Tt][Yy][Pp][Ee]": the letter after it is case-sensitive, the word is not. */
const caseless = (word: string) =>
  [...word].map((c) => (c.toUpperCase() === c.toLowerCase() ? c : `[${c.toUpperCase()}${c.toLowerCase()}]`)).join("");

// Each language's words for a unit type, merged: visitors mix languages.
const TYPE_WORDS = LOCALE_CODES.flatMap((code) => LANGUAGES[code].unitWords.typeWords);
const TYPE_SUFFIXES = LOCALE_CODES.flatMap((code) => LANGUAGES[code].unitWords.typeSuffixes ?? []);
// Russians often type the Cyrillic look-alikes А, В, С; only capitals count, since
// lower-case в and с are everyday words ("тип с балконом").
const NOT_LETTERS = LOCALE_CODES.flatMap((code) => LANGUAGES[code].unitWords.notLetters ?? []).map((w) => normaliseText(w));
const LOOKALIKES: Record<string, string> = { А: "A", В: "B", С: "C" };
// Only Latin and Cyrillic letters glue to the letter; Chinese runs on without spaces ("户型B的面积").
const GLUED = "[\\p{Script=Latin}\\p{Script=Cyrillic}]";
const LETTER_AFTER_TYPE = new RegExp(`(?<!${GLUED})(?:${TYPE_WORDS.map(caseless).join("|")})\\s*[-:]?\\s*([ABCabcАВС])(?!${GLUED})`, "gu");
const LETTER_BEFORE_TYPE = TYPE_SUFFIXES.length ? new RegExp(`(?<!${GLUED})([ABCabc])\\s*(?:${TYPE_SUFFIXES.join("|")})`, "gu") : /(?!)/gu;

// A type letter on its own, as buyers write it: "C का किराया B से कितना ज़्यादा है?", "is C bigger than B?". Never
// inside an abbreviation ("A/C", "B&B", "A.C.") or a word.
const BARE_LETTER = /(?<![\p{L}\p{N}\/&.\-])([ABC])(?![\p{L}\p{N}\/&\-]|\.\p{L})/gu;
const LATIN_WORD = /\p{Script=Latin}{2,}/u;

/**
 * The units a message names by bare letter. "A" is also an English article and a single capital may be anything,
 * so a lone letter counts only where no Latin word stands around it; two different letters compare two units.
 */
function bareLetters(text: string): UnitKey[] {
  const letters = [...new Set([...text.matchAll(BARE_LETTER)].map((m) => m[1]))];
  if (letters.length === 0 || (letters.length === 1 && LATIN_WORD.test(text))) return [];
  return UNIT_KEYS.filter((k) => letters.includes(unitLetter(k)));
}

// How the names are written in other scripts, so "Блиц" and "بليتز" are Blitz too.
const aliases = (key: UnitKey) => LOCALE_CODES.flatMap((code) => LANGUAGES[code].unitWords.names?.[key] ?? []);
const NAME_PATTERNS = site.units.map((u) => ({ key: u.type, pattern: keywordPattern([u.name, ...aliases(u.type)]) }));
// Words one typo away from a name ("pied carré").
const NOT_NAMES = new Set([
  "carre",
  "carres",
  "carree",
  "carrees",
  "cars",
  "care",
  "cared",
  "carts",
  "acres",
  "scares",
  "caress",
  "ardent",
]);

const UNIT_NAMES = site.units.map((u) => ({ type: u.type, name: undouble(u.name.toLowerCase()) }));

/** Names typed with a slip ("ardents", "bliz"). */
function nearNames(folded: string): UnitKey[] {
  // Each distinct word once, undoubled once: a message repeating a word costs what the word costs.
  const tokens = [...new Set(folded.match(/\p{Script=Latin}{4,}/gu))].filter((t) => !NOT_NAMES.has(t));
  const typed = tokens.map((t) => ({ t: undouble(t), length: t.length }));
  return UNIT_NAMES.filter((u) => typed.some(({ t, length }) => foldedNearlyEquals(t, u.name, false, 2, length))).map((u) => u.type);
}

// Names glue to Han and Arabic text ("除了Blitz"): only letters of spaced scripts end a name's word.
const SPACED_LETTER = "[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Devanagari}]";
const NAME_SPANS = site.units.map((u) => ({
  key: u.type,
  pattern: new RegExp(
    `(?<!${SPACED_LETTER})(?:${[u.name, ...aliases(u.type)].map((n) => escape(normaliseText(n))).join("|")})(?!${SPACED_LETTER})`,
    "gu",
  ),
}));

/** Where a folded text names each unit by name, left to right: the words around a name may exclude it ("except Ardentz"). */
export function unitNameSpans(folded: string): { key: UnitKey; start: number; end: number }[] {
  return NAME_SPANS.flatMap(({ key, pattern }) =>
    [...folded.matchAll(pattern)].map((m) => ({ key, start: m.index, end: m.index + m[0].length })),
  ).sort((a, b) => a.start - b.start);
}

/** The units a message names, by name or by type letter, in catalogue order. */
export function detectUnits(message: string): UnitKey[] {
  const found = new Set<UnitKey>();
  const folded = normaliseText(message);
  for (const { key, pattern } of NAME_PATTERNS) if (pattern.test(folded)) found.add(key);
  for (const key of nearNames(folded)) found.add(key);
  const text = message.normalize("NFKC");
  for (const re of [LETTER_AFTER_TYPE, LETTER_BEFORE_TYPE]) {
    for (const match of text.matchAll(re)) {
      const from = normaliseText(text.slice(match.index + match[0].length - 1));
      if (re === LETTER_AFTER_TYPE && NOT_LETTERS.some((w) => from.startsWith(w) && !/^[\p{L}\p{M}]/u.test(from.slice(w.length)))) continue;
      const letter = (LOOKALIKES[match[1]] ?? match[1]).toUpperCase();
      const key = UNIT_KEYS.find((k) => unitLetter(k) === letter);
      if (key) found.add(key);
    }
  }
  for (const key of bareLetters(text)) found.add(key);
  return UNIT_KEYS.filter((k) => found.has(k));
}
