import "server-only";
import { normaliseText } from "@/lib/server/language/normalise";

// Spaced scripts need word edges ("hi" must not match "this"); Han does not, and is itself an edge: Chinese writes
// a Latin word with no space around it ("写一段Python代码", "月供rm3000").
const SPACED = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Devanagari}]/u;
const BEFORE = "(?<!(?!\\p{Script=Han})[\\p{L}\\p{M}\\p{N}])";
const AFTER = "(?!(?!\\p{Script=Han})[\\p{L}\\p{M}])";
export const ARABIC = /\p{Script=Arabic}/u;
/**
 * What Arabic writes joined before a word: "and", "so", "with", "for", "like", the future "s", the article, and their
 * combinations ("وال", "بال", "لل"). An Arabic keyword starts its word after these at most, and may end inside it (its
 * suffixes attach too): found after anything else it is inside another word, "لا" (not) in "الاكبر" (the largest).
 * The text is folded (normaliseText), so no vowel mark stands between the letters.
 */
export const ARABIC_PROCLITICS = "[وف]?(?:[بك]?ال|لل|[بكلس])?";
const ARABIC_BEFORE = `(?<=(?:^|\\P{Script=Arabic})${ARABIC_PROCLITICS})`;

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
      const before = SPACED.test(word[0]) ? BEFORE : ARABIC.test(word[0]) ? ARABIC_BEFORE : "";
      const after = !prefix && SPACED.test(word[word.length - 1]) ? AFTER : "";
      return `${before}${escape(word).replace(/ /g, "\\s+")}${after}`;
    });
  return new RegExp(parts.join("|") || "(?!)", flags);
}
