import "server-only";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { LATIN_WORDS, SCRIPT_LANGUAGES } from "./words";

/** Names, addresses and links read the same in every language, so they say nothing about the reply's language. */
function withoutNames(text: string, kb: KnowledgeBase): string {
  const names = [kb.name, kb.brand, kb.sales.street, kb.sales.city, kb.sales.region, ...kb.units.map((u) => u.name)];
  let rest = text.replace(/https?:\/\/\S+|wa\.me\/\S+/giu, " ");
  for (const name of names) rest = rest.split(name).join(" ");
  return rest;
}

/**
 * The language most of a reply is written in, or null when it has too little text to tell. Scripts decide
 * first (a Chinese character counts as a word); among the Latin-script languages the most common short words decide.
 */
export function mainLanguage(reply: string, kb: KnowledgeBase = knowledge): LocaleCode | null {
  const text = withoutNames(reply, kb);
  const latinWords = (text.match(/\p{Script=Latin}+/gu) ?? []).map((w) => w.toLowerCase());
  const scores: [LocaleCode, number][] = SCRIPT_LANGUAGES.map(([code, pattern]) => [code, text.match(pattern)?.length ?? 0]);
  const latin = (Object.entries(LATIN_WORDS) as [LocaleCode, readonly string[]][]).map(
    ([code, words]) => [code, latinWords.filter((w) => words.includes(w)).length] as [LocaleCode, number],
  );
  const [bestScript, scriptScore] = scores.reduce((a, b) => (b[1] > a[1] ? b : a));
  const [bestLatin, latinScore] = latin.reduce((a, b) => (b[1] > a[1] ? b : a));
  // Every Latin word counts against a script, not only the common ones: a reply in English with one Chinese name is English.
  if (scriptScore > latinWords.length) return bestScript;
  return latinScore > 0 ? bestLatin : scriptScore > 0 ? bestScript : null;
}
