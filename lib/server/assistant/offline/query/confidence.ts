import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { BOUNDARY_WORDS } from "@/lib/server/language/boundaries";
import { normaliseText } from "@/lib/server/language/normalise";
import { QUERY_WORDS } from "@/lib/server/language/query";
import { site } from "@/lib/shared/config/site";
import type { QueryWords } from "@/lib/server/language/query-types";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { keywordMatcher } from "../keyword-matcher";

/** The query reader's lists of words, each of which reads as something. */
const QUERY_LISTS: readonly (keyof QueryWords)[] = [
  "yearly",
  "squareMetres",
  "difference",
  "comparative",
  "howMuch",
  "corner",
  "intermediate",
  "under",
  "over",
  "budget",
  "currency",
  "strict",
  "negation",
  "unknown",
  "measure",
  "asks",
  "replyIn",
];

/** Every word the consultant reads as something: its keywords, the query words, unit names and type words, in every language. */
const PLACED = keywordMatcher(
  LOCALE_CODES.flatMap((c) => {
    const { keywords, unitWords } = LANGUAGES[c];
    const lists = Object.entries(keywords).flatMap(([key, words]) =>
      key === "numbers" ? Object.keys(words) : (words as readonly string[]),
    );
    return [
      ...lists,
      ...QUERY_LISTS.flatMap((list) => QUERY_WORDS[c][list] as readonly string[]),
      ...Object.keys(QUERY_WORDS[c].numbers),
      ...QUERY_WORDS[c].range.between,
      ...QUERY_WORDS[c].range.to,
      ...unitWords.typeWords,
      ...(unitWords.typeSuffixes ?? []),
      ...Object.values(unitWords.names ?? {}).flat(),
    ];
  }),
);
const EVERYDAY = new Set(LOCALE_CODES.flatMap((c) => [...QUERY_WORDS[c].markers, ...BOUNDARY_WORDS[c].markers]).map(normaliseText));
/** A unit's name as typed, a letter off or two ("ardents"): its first four letters. */
const UNIT_STEMS = site.units.map((u) => normaliseText(u.name).slice(0, 4));

/**
 * How many words of a message the consultant cannot place: neither a keyword, a question word, a unit's name nor an
 * everyday word of any language. "Does Blitz come with a smart lock?" has three (come, smart, lock): naming a unit,
 * it asks about something the consultant does not know, and its overview of Blitz would answer another question.
 * A script without spaces counts one word for every two characters. Scripts whose everyday words the consultant
 * does not list (Arabic, whose little words attach to the next; Devanagari) count none: it cannot tell there.
 */
export function unplacedWords(message: string): number {
  const text = withoutPlaced(message);
  let count = 0;
  for (const [word] of text.matchAll(/[\p{L}\p{M}']+/gu)) {
    if (EVERYDAY.has(word) || UNIT_STEMS.some((stem) => word.startsWith(stem))) continue;
    if (/\p{Script=Han}/u.test(word)) count += Math.floor([...word].length / 2);
    else if (/^[\p{Script=Latin}\p{Script=Cyrillic}\p{M}']{4,}$/u.test(word)) count += 1;
  }
  return count;
}

function withoutPlaced(message: string): string {
  let text = normaliseText(message);
  for (let m = PLACED.first(text); m; m = PLACED.first(text, m.end))
    text = text.slice(0, m.start) + " ".repeat(m.end - m.start) + text.slice(m.end);
  return text;
}

/**
 * How many words of a script without listed everyday words (Arabic, Devanagari) the consultant cannot place, little
 * words included: "مرحبا، هل تعرف طبيبا جيدا في المدينة؟" leaves six, "مرحبا، كيف حالك؟" two.
 */
export function unlistedScriptWords(message: string): number {
  return [...withoutPlaced(message).matchAll(/[\p{Script=Arabic}\p{Script=Devanagari}\p{M}]+/gu)].filter(([w]) => /\p{L}/u.test(w)).length;
}
