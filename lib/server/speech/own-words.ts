import "server-only";
/**
 * Is a text the site's own words? The speech route reads aloud only what the
 * consultant said to this visitor (a whole reply, or whole sentences of it,
 * also while it is still streaming) and the welcome messages. Pure: the
 * caller gathers the candidate texts.
 */
export interface SpokenSource {
  text: string;
  /** False while a reply is still streaming: its end is not yet a sentence end. */
  complete: boolean;
}

// Sentence ends in the scripts we serve, with any closing quotes or brackets after them.
const SENTENCE_END = /[.!?…。！？।؟]+["'”’»)\]）*_]*/gu;

/** Line breaks are kept (a list item ends where its line does); every other run of space is one space. */
function normalise(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n[\s]*/g, "\n")
    .trim();
}

function boundaries(source: string, complete: boolean): { starts: Set<number>; ends: Set<number> } {
  const starts = new Set([0]);
  const ends = new Set<number>(complete ? [source.length] : []);
  for (const match of source.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    // A Latin full stop inside "7.2" or "e.g.x" ends nothing; CJK, Devanagari and Arabic marks need no space after.
    if (/^[.!?…]/.test(match[0]) && end < source.length && !/\s/.test(source[end])) continue;
    ends.add(end);
    starts.add(source[end] === " " || source[end] === "\n" ? end + 1 : end);
  }
  for (let i = source.indexOf("\n"); i >= 0; i = source.indexOf("\n", i + 1)) {
    ends.add(i);
    starts.add(i + 1);
  }
  return { starts, ends };
}

export function isOwnWords(text: string, sources: readonly SpokenSource[]): boolean {
  const wanted = normalise(text);
  if (!wanted) return false;
  for (const source of sources) {
    const said = normalise(source.text);
    if (said === wanted && source.complete) return true;
    if (said.length <= wanted.length && !(said === wanted)) continue;
    const { starts, ends } = boundaries(said, source.complete);
    for (let at = said.indexOf(wanted); at >= 0; at = said.indexOf(wanted, at + 1)) {
      if (starts.has(at) && ends.has(at + wanted.length)) return true;
    }
  }
  return false;
}
