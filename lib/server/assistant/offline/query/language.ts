import "server-only";
import type { ChatTurn } from "@/lib/server/assistant/provider";
import { LANGUAGES } from "@/lib/server/language";
import { normaliseText } from "@/lib/server/language/normalise";
import { QUERY_WORDS } from "@/lib/server/language/query";
import { site } from "@/lib/shared/config/site";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { keywordMatcher } from "../keyword-matcher";

/** Languages told apart by their script. */
const SCRIPTS: readonly (readonly [LocaleCode, RegExp])[] = [
  ["zh", /\p{Script=Han}/gu],
  ["hi", /\p{Script=Devanagari}+/gu],
  ["ru", /\p{Script=Cyrillic}+/gu],
  ["ar", /\p{Script=Arabic}+/gu],
];

const MARKERS = LOCALE_CODES.map((code) => ({ code, words: new Set(QUERY_WORDS[code].markers.map(normaliseText)) }));

// Names read the same in every language: they say nothing of the message's.
const NAMES = new Set(
  [
    ...site.units.map((u) => u.name),
    ...LOCALE_CODES.flatMap((c) => Object.values(LANGUAGES[c].unitWords.names ?? {}).flat()),
    "rm",
    "type",
    "typ",
    "tipo",
  ].map(normaliseText),
);

/** Per requested language, a matcher of its names in every language ("English", "inglés", "英文"). */
const NAMED = LOCALE_CODES.map((code) => ({
  code,
  matcher: keywordMatcher(LOCALE_CODES.flatMap((c) => QUERY_WORDS[c].languageNames[code] ?? [])),
}));
const REPLY_IN = keywordMatcher(LOCALE_CODES.flatMap((c) => QUERY_WORDS[c].replyIn));

/** The language a message asks to be answered in ("Please answer in English", "请用中文回答"), or null. */
export function requestedLanguage(message: string): LocaleCode | null {
  const text = normaliseText(message);
  if (!REPLY_IN.first(text)) return null;
  let best: { code: LocaleCode; at: number } | null = null;
  for (const { code, matcher } of NAMED) {
    const m = matcher.first(text);
    // The first language named is the one asked for: "in English, not Malay".
    if (m && (!best || m.start < best.at)) best = { code, at: m.start };
  }
  return best?.code ?? null;
}

/**
 * The language a message is written in, or null when it is too short to tell. A script of its own decides
 * (more of it than Latin words); among the languages written in Latin letters, the most of each one's everyday
 * words, and only a clear lead.
 */
export function writtenIn(message: string): LocaleCode | null {
  const text = normaliseText(message);
  const latin = (text.match(/[\p{Script=Latin}']+/gu) ?? []).filter((w) => !NAMES.has(w));
  for (const [code, pattern] of SCRIPTS) {
    const count = text.match(pattern)?.length ?? 0;
    if (count && count >= latin.length) return code;
  }
  const scores = MARKERS.map(({ code, words }) => ({ code, score: latin.filter((w) => words.has(w)).length })).sort(
    (a, b) => b.score - a.score,
  );
  const [first, second] = scores;
  return first.score >= 1 && first.score > second.score ? first.code : null;
}

/**
 * The language the consultant answers in: the latest explicit request of the conversation ("answer in English"),
 * held for the rest of it; else the language the message is written in; else the page's.
 */
export function replyLanguage(message: string, history: readonly ChatTurn[], page: LocaleCode): LocaleCode {
  const asked = [...history.filter((t) => t.role === "user").map((t) => t.content), message].map(requestedLanguage).filter(Boolean);
  return asked.at(-1) ?? writtenIn(message) ?? page;
}
