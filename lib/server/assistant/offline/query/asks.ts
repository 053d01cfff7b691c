import "server-only";
import { normaliseText } from "@/lib/server/language/normalise";
import { QUERY_WORDS } from "@/lib/server/language/query";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { keywordMatcher } from "../keyword-matcher";

const ASKS = LOCALE_CODES.flatMap((c) => QUERY_WORDS[c].asks).map(normaliseText);
const unspaced = (w: string) => /\p{Script=Han}/u.test(w);
// Single words are looked up whole: without word edges Arabic "كم" would be found inside "لكم".
const WORDS = new Set(ASKS.filter((w) => !/\s/.test(w) && !unspaced(w)));
const PHRASES = keywordMatcher(ASKS.filter((w) => /\s/.test(w) || unspaced(w)));

/**
 * Whether a message asks something: a question mark, or a question word of any language ("what", "berapa",
 * "多少", "сколько"). "It's for investment, what's the yield on Blitz" states a purpose and still asks.
 */
export function asksSomething(message: string): boolean {
  if (/[?？؟]/u.test(message)) return true;
  const text = normaliseText(message);
  if (PHRASES.first(text)) return true;
  return (text.match(/[\p{L}\p{M}']+/gu) ?? []).some((t) => WORDS.has(t));
}
