import "server-only";
import type { ClaimKind, NotKnownTopic } from "@/lib/server/language/types";
import { isAllowed, type AllowedFigures } from "./allowed";
import { readFigures, type FigureWords } from "./figures";
import { notKnownTopicOf, type NotKnownRules } from "./not-known";
import { foldForPhrases } from "./phrases";
import { miscountedRooms, type UnitCountRules } from "./unit-counts";
import type { ClaimWords } from "./vocabulary";

/** What one sentence of a model's reply may not say, and why. */
export type Verdict = { ok: true } | { ok: false; reason: ClaimKind | "figure" | "notKnown"; detail: NotKnownTopic | string };

export interface SentenceRules {
  claims: ClaimWords;
  figures: FigureWords;
  allowed: AllowedFigures;
  notKnown: NotKnownRules;
  unitCounts: UnitCountRules;
}

// Where a clause ends: a negation before it denies nothing after it.
const CLAUSE_BREAK = /[,;:.!?，、。；：！？؛،।]/gu;
const NEGATION_WINDOW_WORDS = 2;
const HAN_WINDOW_CHARS = 4;

/** Markdown that changes nothing a sentence says: emphasis, a link's address. */
function plainWords(sentence: string): string {
  return sentence.replace(/\]\([^)]*\)/g, "").replace(/\*\*|__|`|[[\]]/g, "");
}

function lastClause(text: string): string {
  let start = 0;
  for (const m of text.matchAll(CLAUSE_BREAK)) start = m.index! + 1;
  return text.slice(start);
}

function firstClause(text: string): string {
  const m = new RegExp(CLAUSE_BREAK.source, "u").exec(text);
  return m ? text.slice(0, m.index) : text;
}

const wordsOf = (text: string) =>
  text
    .split(/[\s\u00a0]+/u)
    .map((w) => w.replace(/^[^\p{L}\p{M}\p{N}']+|[^\p{L}\p{M}\p{N}']+$/gu, ""))
    .filter(Boolean);

/** Whether a claim found at [start, end) is denied: "not guaranteed", "will never call", "कोई गारंटी नहीं", "不保证". */
function denied(text: string, start: number, end: number, words: ClaimWords, ownNegation = false): boolean {
  const before = lastClause(text.slice(Math.max(0, start - 60), start));
  const inside = text.slice(start, end);
  const after = firstClause(text.slice(end, end + 40));
  // Inside a claim only its gaps may deny it ("will not call"): its own first and last words are the claim ("no risk"),
  // and a claim whose negation is its own ("won't change") is denied only around it, by anything of its clause before it
  // ("we cannot promise the yield will not fall").
  const near = ownNegation ? wordsOf(before) : [...wordsOf(before).slice(-NEGATION_WINDOW_WORDS), ...wordsOf(inside).slice(1, -1)];
  if (near.some((w) => words.negations.has(w) || w.endsWith("n't"))) return true;
  if (
    wordsOf(after)
      .slice(0, NEGATION_WINDOW_WORDS)
      .some((w) => words.negationsAfter.has(w))
  )
    return true;
  return words.hanNegations.some((n) => before.slice(-HAN_WINDOW_CHARS).includes(n));
}

/** The first claim only the site may make, if the sentence makes one. */
export function claimOf(sentence: string, words: ClaimWords): ClaimKind | null {
  const text = foldForPhrases(plainWords(sentence));
  for (const [kind, pattern] of words.claims) {
    pattern.lastIndex = 0;
    for (const m of text.matchAll(pattern)) {
      if (denied(text, m.index!, m.index! + m[0].length, words)) continue;
      // The Bumiputera discount is a published particular, not a promise.
      if (kind === "discount" && words.bumiputera.some((b) => text.includes(b))) continue;
      return kind;
    }
  }
  if (words.unchanging) {
    words.unchanging.lastIndex = 0;
    for (const m of text.matchAll(words.unchanging)) if (!denied(text, m.index!, m.index! + m[0].length, words, true)) return "guarantee";
  }
  return null;
}

/** The figures of a sentence that no reading makes a fact. */
export function inventedFigures(sentence: string, rules: Pick<SentenceRules, "figures" | "allowed">): string[] {
  return readFigures(plainWords(sentence), rules.figures)
    .filter((figure) => !figure.readings.some((reading) => isAllowed(reading, rules.allowed)))
    .map((figure) => figure.text);
}

export function checkSentence(sentence: string, rules: SentenceRules): Verdict {
  const claim = claimOf(sentence, rules.claims);
  if (claim) return { ok: false, reason: claim, detail: claim };
  const invented = inventedFigures(sentence, rules);
  if (invented.length) return { ok: false, reason: "figure", detail: invented.join(" ") };
  const miscounted = miscountedRooms(plainWords(sentence), rules.unitCounts);
  if (miscounted) return { ok: false, reason: "figure", detail: miscounted };
  const topic = notKnownTopicOf(plainWords(sentence), rules.notKnown, rules.figures);
  return topic ? { ok: false, reason: "notKnown", detail: topic } : { ok: true };
}
