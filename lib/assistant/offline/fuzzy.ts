/**
 * Typo tolerance for names and keywords: optimal-string-alignment distance,
 * which counts a swap of two neighbours ("yeild") as one edit, as typists make it.
 * Doubled letters are folded first, so "bigg" is "big" and "rentall" is "rental".
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

const undouble = (word: string) => word.replace(/(.)\1+/gu, "$1");

/** Edits allowed for a word of this length: none for short words, where one edit makes another word. */
const allowance = (length: number) => (length >= 7 ? 2 : length >= 5 ? 1 : 0);

/** Whether `token` is `word` mistyped. `prefix` accepts any ending after the word, as keyword stems do. */
export function nearlyEquals(token: string, word: string, prefix = false, maxEdits = 2): boolean {
  const t = undouble(token);
  const w = undouble(word);
  if (t === w || (prefix && t.startsWith(w))) return true;
  const edits = Math.min(allowance(w.length), maxEdits);
  if (!edits || token.length < 4) return false;
  if (!prefix) return editDistance(t, w) <= edits;
  for (let k = w.length - 1; k <= w.length + 1; k++) if (editDistance(t.slice(0, k), w) <= edits) return true;
  return false;
}
