import { LOCALE_CODES } from "@/lib/i18n/locales";
import { INTENT_PRIORITY, type KeywordIntent, type KeywordSet } from "./intent-types";
import { KEYWORDS } from "./keywords";
import { keywordPattern } from "./match";
import { normaliseText } from "./normalise";

// Every language's keywords are checked whatever the chat language: visitors mix
// languages, and an English question in the Chinese chat still deserves an answer.
function patternFor(key: keyof KeywordSet): RegExp {
  return keywordPattern(LOCALE_CODES.flatMap((code) => KEYWORDS[code][key]));
}

const INTENT_PATTERNS = INTENT_PRIORITY.map((intent) => ({ intent, pattern: patternFor(intent) }));
const ALL_UNITS = patternFor("allUnits");

/** The most specific intent a message's keywords show, or null when none does. */
export function detectIntent(message: string): KeywordIntent | null {
  const text = normaliseText(message);
  return INTENT_PATTERNS.find(({ pattern }) => pattern.test(text))?.intent ?? null;
}

/** Whether the message speaks of all units ("all", "semua", "所有"), which ends a follow-up. */
export function mentionsAllUnits(message: string): boolean {
  return ALL_UNITS.test(normaliseText(message));
}
