import "server-only";
import { normaliseText } from "@/lib/server/language/normalise";

// Spaced scripts need word edges ("hi" must not match "this"); Han and Arabic do not,
// Arabic because prefixes such as ال and و attach to the word.
const SPACED = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Devanagari}]/u;
const BEFORE = "(?<![\\p{L}\\p{M}\\p{N}])";
const AFTER = "(?![\\p{L}\\p{M}])";

export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One pattern for a list of keywords, matched against `normaliseText` output.
 * A trailing `*` makes a keyword a prefix ("rent*" matches rental, renting).
 */
export function keywordPattern(keywords: readonly string[], flags = "u"): RegExp {
  // Longest first, so that a phrase ("rental yield") wins over a word inside it ("rental").
  const parts = [...keywords]
    .sort((a, b) => b.length - a.length)
    .map((raw) => {
      const prefix = raw.endsWith("*");
      const word = normaliseText(prefix ? raw.slice(0, -1) : raw);
      const before = SPACED.test(word[0]) ? BEFORE : "";
      const after = !prefix && SPACED.test(word[word.length - 1]) ? AFTER : "";
      return `${before}${escape(word).replace(/ /g, "\\s+")}${after}`;
    });
  return new RegExp(parts.join("|") || "(?!)", flags);
}
