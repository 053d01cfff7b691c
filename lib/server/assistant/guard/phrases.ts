import "server-only";
import { normaliseText } from "@/lib/server/language/normalise";

/**
 * The guard's phrase syntax (lib/server/language/types.ts, GuardWords) as regular
 * expressions over folded text. Words are separated by spaces; `stem*` continues a
 * word; `(a|b c)` is a choice, whose options may hold spaces; `x?` makes a letter or
 * a group optional; `…` stands for up to three words. A phrase written in a script
 * without spaces between words (Chinese) reads `…` as a few characters instead.
 * Everything else is literal, so a phrase cannot run away into backtracking.
 */

const HAN = /\p{Script=Han}/u;
const LETTER_EDGE = /^[\p{L}\p{M}\p{N}]/u;
// Up to three whole words between two words; lazily, so the shortest reading is tried first.
const WORD_GAP = "(?:\\s+[^\\s]+){0,3}?\\s+";
// The same gap where the separator before it is already read.
const CARRIED_GAP = "(?:[^\\s]+\\s+){0,3}?";
// A few characters in Chinese, not across a sentence's end (a decimal point is none), nor across any of `stops`.
const charGap = (stops: string) => `(?:[^。！？.!?\\n${stops}]|(?<=\\d)\\.(?=\\d)){0,8}?`;

/** Splits a phrase on spaces outside parentheses. */
function tokens(phrase: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (const c of phrase.trim()) {
    if (c === "(") depth += 1;
    if (c === ")") depth = Math.max(0, depth - 1);
    if (/\s/.test(c) && depth === 0) {
      if (current) out.push(current);
      current = "";
    } else current += c;
  }
  if (current) out.push(current);
  return out;
}

/** One word of a phrase as a regular-expression source: literal but for `*`, `(`, `|`, `)`, `?` and inner spaces. */
function word(token: string, spaced: boolean): string {
  let out = "";
  for (const c of normaliseText(token)) {
    if (c === "*") out += "[\\p{L}\\p{M}]*";
    else if (c === "(") out += "(?:";
    else if (c === ")" || c === "|" || c === "?") out += c;
    else if (c === " ") out += spaced ? "\\s+" : "";
    else out += c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  return out;
}

/** Whether a token is one optional group, "(now)?" (not "(i|we)('ve)?"): it takes its separator with it. */
function isOptionalWord(token: string): boolean {
  if (!token.startsWith("(") || !token.endsWith(")?")) return false;
  let depth = 0;
  for (let i = 0; i < token.length - 1; i++) {
    if (token[i] === "(") depth += 1;
    if (token[i] === ")") depth -= 1;
    if (depth === 0) return i === token.length - 2;
  }
  return false;
}

/** `hanGapStops`: characters a gap in Chinese does not cross, as a claim's negations ("收益率并不确定" says no "收益率…确定"). */
export function phraseSource(phrase: string, hanGapStops = ""): string {
  if (HAN.test(phrase)) {
    return phrase
      .split("…")
      .map((part) => word(part.trim(), false))
      .join(charGap(hanGapStops.replace(/[\\\]^-]/g, "\\$&")));
  }
  const parts = tokens(phrase);
  let out = "";
  let gap = false;
  // Until a word that must be there: an optional word before it carries its own separator after it.
  // So does one after a gap, "yield … (is)? certain": the gap stays when the word is missing.
  let carried = true;
  for (const token of parts) {
    if (token === "…") {
      gap = true;
      continue;
    }
    const optional = isOptionalWord(token);
    const body = word(optional ? token.slice(0, -1) : token, true);
    if (gap && !carried) {
      out += optional ? `(?:${WORD_GAP}${body}\\s+|${WORD_GAP})` : `${WORD_GAP}${body}`;
      carried = optional;
    } else {
      if (gap) out += CARRIED_GAP;
      if (optional) out += carried ? `(?:${body}\\s+)?` : `(?:\\s+${body})?`;
      else {
        out += `${carried ? "" : "\\s+"}${body}`;
        carried = false;
      }
    }
    gap = false;
  }
  const first = parts[0] ?? "";
  const last = parts[parts.length - 1] ?? "";
  // Bounds only where the phrase starts or ends with a letter: "% off" starts with a sign, "discount*" runs on.
  const start = LETTER_EDGE.test(first.replace(/^\(+/, "")) && !/\p{Script=Arabic}/u.test(phrase) ? "(?<![\\p{L}\\p{M}\\p{N}])" : "";
  const end = /[\p{L}\p{M}\p{N})]$/u.test(last) && !last.endsWith("*") && !/\p{Script=Arabic}/u.test(phrase) ? "(?![\\p{L}\\p{M}])" : "";
  return `${start}(?:${out})${end}`;
}

/** One expression that finds any of the phrases, for `matchAll` over folded text. */
export function compilePhrases(phrases: readonly string[], hanGapStops = ""): RegExp | null {
  if (!phrases.length) return null;
  return new RegExp(phrases.map((p) => phraseSource(p, hanGapStops)).join("|"), "giu");
}

/** Text folded as the phrases are: lower case, accents and Arabic marks dropped, one apostrophe, no bidi controls. */
export function foldForPhrases(text: string): string {
  return normaliseText(text.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, "")).replace(/[\u00a0\u202f\u2009]/g, " ");
}
