import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { BOUNDARY_WORDS } from "@/lib/server/language/boundaries";
import type { BoundaryWords } from "@/lib/server/language/boundary-types";
import { QUERY_WORDS } from "@/lib/server/language/query";
import type { QueryWords } from "@/lib/server/language/query-types";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { INTENT_PRIORITY, type KeywordKey } from "./intent-types";
import { keywordMatcher, type KeywordMatcher } from "./keyword-matcher";

// Every language's words are read whatever the chat's language: visitors mix languages, and an English question in
// the Chinese chat still deserves an answer.

/** One list of words from each language, matched as one. */
export const everyLanguageMatcher = (pick: (code: LocaleCode) => readonly string[]): KeywordMatcher =>
  keywordMatcher(LOCALE_CODES.flatMap(pick));

/** A consultant keyword's words in every language ("rooms", "atLeast"). */
export const keywordWords = (key: KeywordKey): string[] => LOCALE_CODES.flatMap((code) => LANGUAGES[code].keywords[key]);

export const keywordsMatcher = (key: KeywordKey): KeywordMatcher => keywordMatcher(keywordWords(key));

/** A list of the query's words ("when", "ofThose") in every language. */
export const queryWordsMatcher = (pick: (words: QueryWords) => readonly string[]): KeywordMatcher =>
  everyLanguageMatcher((code) => pick(QUERY_WORDS[code]));

/** A list of the boundary words ("joins", a refusal's) in every language. */
export const boundaryWordsMatcher = (pick: (words: BoundaryWords) => readonly string[]): KeywordMatcher =>
  everyLanguageMatcher((code) => pick(BOUNDARY_WORDS[code]));

let topicWords: KeywordMatcher | undefined;
/**
 * Every topic's words, in every language: a word of a refusal or an unknown inside one of them is the topic's. Built
 * once, on first use, for the refusals and the unknowns alike.
 */
export const topicWordsMatcher = (): KeywordMatcher =>
  (topicWords ??= keywordMatcher(INTENT_PRIORITY.flatMap((intent) => keywordWords(intent))));
