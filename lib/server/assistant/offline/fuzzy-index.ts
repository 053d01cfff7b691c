import "server-only";
import { allowance, foldedNearlyEquals, undouble } from "./fuzzy";

export interface FuzzyWord {
  word: string;
  /** Any ending after the word is accepted, as a keyword stem's is. */
  prefix: boolean;
}

/** Letters of a word's start that the index keys on: short enough that every keyword has them. */
const HEAD = 4;

/** The head and the head with each one letter left out: two strings one edit apart always share one of these. */
function headKeys(word: string): string[] {
  const head = word.slice(0, HEAD);
  const keys = new Set([head]);
  for (let i = 0; i < head.length; i++) keys.add(head.slice(0, i) + head.slice(i + 1));
  return [...keys];
}

/**
 * The words a token is (nearly) equal to, as `nearlyEquals(token, word, prefix, 1)`
 * says, found without comparing the token with every word. Exact words and stems
 * are looked up; a word one edit away shares a key of its first letters with the
 * token (an edit inside them leaves the same string once the edited letter is
 * left out of both; an edit after them leaves them equal), so only that key's few
 * words are compared. Answers the indices in the list's order.
 */
export function oneEditIndex(words: readonly FuzzyWord[]): (token: string) => number[] {
  const folded = words.map((w) => undouble(w.word));
  const exact = new Map<string, number[]>();
  const stems = new Map<string, number[]>();
  const near = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  let longestStem = 0;
  folded.forEach((w, i) => {
    add(exact, w, i);
    if (words[i].prefix) {
      add(stems, w, i);
      longestStem = Math.max(longestStem, w.length);
    }
    if (allowance(w.length) >= 1) for (const key of headKeys(w)) add(near, key, i);
  });

  return (token) => {
    const t = undouble(token);
    const candidates = new Set<number>(exact.get(t));
    for (let k = 1; k <= Math.min(t.length, longestStem); k++) for (const i of stems.get(t.slice(0, k)) ?? []) candidates.add(i);
    if (token.length >= 4) for (const key of headKeys(t)) for (const i of near.get(key) ?? []) candidates.add(i);
    return [...candidates].sort((a, b) => a - b).filter((i) => foldedNearlyEquals(t, folded[i], words[i].prefix, 1, token.length));
  };
}
