import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";

/**
 * The language a reply is written in, as far as its script tells: the page's, unless
 * the model answered in another script (a visitor who wrote in Chinese on the English
 * page). Latin-script languages are not told apart: there the page's language stands,
 * or English on a page of another script.
 */
const SCRIPTS: readonly [RegExp, LocaleCode][] = [
  [/\p{Script=Han}/u, "zh"],
  [/\p{Script=Devanagari}/u, "hi"],
  [/\p{Script=Cyrillic}/u, "ru"],
  [/\p{Script=Arabic}/u, "ar"],
];
const LATIN = /\p{Script=Latin}/u;
// A Han character says about as much as three Latin letters.
const HAN_WEIGHT = 3;
/** Enough of the reply to tell; later text changes nothing. */
const SAMPLE = 400;

export function replyLanguage(text: string, page: LocaleCode): LocaleCode {
  const counts = new Map<LocaleCode | "latin", number>();
  for (const c of text.slice(0, SAMPLE)) {
    if (LATIN.test(c)) counts.set("latin", (counts.get("latin") ?? 0) + 1);
    else {
      const script = SCRIPTS.find(([pattern]) => pattern.test(c));
      if (script) counts.set(script[1], (counts.get(script[1]) ?? 0) + (script[1] === "zh" ? HAN_WEIGHT : 1));
    }
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (!total) return page;
  const pageScript = SCRIPTS.some(([, code]) => code === page) ? page : "latin";
  if ((counts.get(pageScript) ?? 0) >= 0.5 * total) return page;
  const [dominant] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return dominant === "latin" ? "en" : dominant;
}
