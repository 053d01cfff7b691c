import {
  CONNECTOR_MARKS,
  CONNECTOR_WORDS,
  LEAD_IN_WORDS,
  NAME_WORDS_CJK,
  NAME_WORDS_LATIN,
  NAME_WORDS_OTHER_ALPHABETIC,
  NAME_WORDS_WITH_CONNECTOR,
  NOT_A_NAME_START,
  STOP_WORDS,
  TRAILING_JOINERS,
} from "./contact-name-words";
import { isPhoneLength } from "./contact-phone";
import { normaliseDigits } from "./digits";

export const UNKNOWN_NAME = "Unknown";
export const MAX_NAME_WORDS = 4;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternatives = (words: readonly string[]) => words.map(escape).join("|");

const LETTER_BOUNDARY_BEFORE = "(?<![\\p{L}\\p{M}])";
const LETTER_BOUNDARY_AFTER = "(?![\\p{L}\\p{M}])";
const LATIN_WORD = "\\p{Script=Latin}[\\p{Script=Latin}\\p{M}'’\\-]*";
const NAME_RUN = `(${LATIN_WORD}(?:[^\\S\\r\\n]+${LATIN_WORD}){0,9})`;
const CONNECTOR = `(?:\\s*(?:(?:${alternatives(CONNECTOR_WORDS)})${LETTER_BOUNDARY_AFTER}|${alternatives(CONNECTOR_MARKS)}))`;

const bounded = (words: readonly string[]) => `${LETTER_BOUNDARY_BEFORE}(?:${alternatives(words)})${LETTER_BOUNDARY_AFTER}`;

const NAME_PATTERNS = [
  new RegExp(`${bounded(NAME_WORDS_WITH_CONNECTOR)}${CONNECTOR}+\\s*${NAME_RUN}`, "giu"),
  new RegExp(
    `(?:${bounded([...NAME_WORDS_LATIN, ...NAME_WORDS_OTHER_ALPHABETIC])}|(?:${alternatives(NAME_WORDS_CJK)}))${CONNECTOR}*\\s*${NAME_RUN}`,
    "giu",
  ),
];

const NUMBER = /\+?\(?\d[\d\s().\-]*/g;
const TRAILING_LATIN_RUN = /[\p{Script=Latin}\p{M}'’\-\s,]+$/u;

const lower = (w: string) => w.toLocaleLowerCase();
const isLabel = (w: string) => STOP_WORDS.has(lower(w)) || CONNECTOR_WORDS.includes(lower(w));

function stripTrailingJoiners(words: string[]): string[] {
  const out = [...words];
  while (out.length && TRAILING_JOINERS.has(lower(out[out.length - 1]))) out.pop();
  return out;
}

/** The words after "name is": cut at stop words, at most four, no trailing "and". */
function cleanNameRun(run: string): string | null {
  const words = run.split(/\s+/).filter(Boolean);
  if (!words.length || NOT_A_NAME_START.has(lower(words[0]))) return null;
  const stop = words.findIndex((w) => STOP_WORDS.has(lower(w)));
  const kept = stripTrailingJoiners(stripTrailingJoiners(stop < 0 ? words : words.slice(0, stop)).slice(0, MAX_NAME_WORDS));
  return kept.length ? kept.join(" ") : null;
}

function nameFromPatterns(text: string): string | null {
  const candidates = NAME_PATTERNS.flatMap((re) => [...text.matchAll(re)]).sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  for (const match of candidates) {
    const name = cleanNameRun(match[1]);
    if (name) return name;
  }
  return null;
}

/** "John Tan 012-345 6789": the words right before a 10-12 digit number. */
function nameBeforeNumber(text: string): string | null {
  for (const match of text.matchAll(NUMBER)) {
    if (!isPhoneLength(match[0].replace(/\D/g, "").length)) continue;
    const before = text.slice(0, match.index).replace(/[\s,:;=\-–—]+$/u, "");
    const run = TRAILING_LATIN_RUN.exec(before)?.[0];
    if (!run) continue;
    // Commas separate clauses; a clause of only labels ("no tel") defers to the one before it.
    for (const clause of run.split(",").reverse()) {
      const words = clause.split(/\s+/).filter(Boolean);
      if (words.length && words.every(isLabel)) continue;
      while (words.length && LEAD_IN_WORDS.has(lower(words[words.length - 1]))) words.pop();
      const name: string[] = [];
      for (let i = words.length - 1; i >= 0 && name.length < MAX_NAME_WORDS && !LEAD_IN_WORDS.has(lower(words[i])); i--) name.unshift(words[i]);
      if (name.length) return name.join(" ");
      break;
    }
  }
  return null;
}

/** Spec §5 name rules; "Unknown" when nothing fits. */
export function detectName(message: string): string {
  const text = normaliseDigits(message);
  return nameFromPatterns(text) ?? nameBeforeNumber(text) ?? UNKNOWN_NAME;
}
