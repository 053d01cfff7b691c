import "server-only";
/**
 * Typo tolerance for names and keywords: optimal-string-alignment distance,
 * which counts a swap of two neighbours ("yeild") as one edit, as typists make it.
 * Doubled letters are folded first, so "bigg" is "big" and "rentall" is "rental".
 */

/** Cells of the distance table filled so far: lets tests prove the work stays linear in the message. */
export const fuzzyWork = { cells: 0 };

/**
 * The distance, or any figure above `max` once it is certain to exceed it:
 * two rows above `max` in a row can never come back down, so a comparison
 * that is going nowhere stops after a few letters.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  // Three rows, not a table: the swap rule looks two rows back, nothing further.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Array<number>(b.length + 1).fill(0);
  let previousLow = 0;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row[j] = d;
      if (d < low) low = d;
    }
    fuzzyWork.cells += b.length;
    [before, previous, row] = [previous, row, before];
    if (low > max && previousLow > max) return max + 1;
    previousLow = low;
  }
  return previous[b.length];
}

export const undouble = (word: string) => word.replace(/(.)\1+/gu, "$1");

/** Edits allowed for a word of this length: none for short words, where one edit makes another word. */
export const allowance = (length: number) => (length >= 7 ? 2 : length >= 5 ? 1 : 0);

/** Whether `token` is `word` mistyped. `prefix` accepts any ending after the word, as keyword stems do. */
export function nearlyEquals(token: string, word: string, prefix = false, maxEdits = 2): boolean {
  return foldedNearlyEquals(undouble(token), undouble(word), prefix, maxEdits, token.length);
}

/** `nearlyEquals` for a token and word already undoubled; `typed` is the token's length as typed. */
export function foldedNearlyEquals(t: string, w: string, prefix: boolean, maxEdits: number, typed: number): boolean {
  if (t === w || (prefix && t.startsWith(w))) return true;
  const edits = Math.min(allowance(w.length), maxEdits);
  if (!edits || typed < 4) return false;
  // Each edit changes the length by one at most: a longer gap needs no table (and a 2,000-letter token costs nothing).
  if (!prefix) return Math.abs(t.length - w.length) <= edits && editDistance(t, w, edits) <= edits;
  for (let k = w.length - 1; k <= w.length + 1; k++) {
    const head = t.slice(0, k);
    if (Math.abs(head.length - w.length) <= edits && editDistance(head, w, edits) <= edits) return true;
  }
  return false;
}
