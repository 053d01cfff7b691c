import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { createSentenceSplitter, MIN_SENTENCE_WEIGHT, sentenceWeight } from "@/lib/shared/speech/sentences";

/**
 * The speech splitter keeps a sentence too light for a clip of its own ("Yes.", "是的。")
 * with the next one. The guard judges each sentence on its own: joined, one true word
 * is lost with the false sentence after it, or a short "Not sure." excuses it. So a
 * sentence is cut again where the splitter would have cut it had it been heavy enough,
 * by the splitter's own rules for abbreviations, decimals and markdown.
 */

// Enough weight before the text for every end the splitter allows to be cut; it ends in a space, as between sentences.
const WEIGHT = "Weightedpaddingwords ";
// A list marker ("1."), a lone initial ("A. Rahman") or a mark is no sentence: it stays with what follows.
const LEAST_LETTERS = 2;
const LETTER = /[\p{L}\p{M}]/u;
const HAN = /\p{Script=Han}/u;
// Hindi vowel signs are letters here ("हाँ" is three), unlike in the weight of speech; a Han character is a word.
const letters = (text: string) => [...text].reduce((n, c) => n + (HAN.test(c) ? LEAST_LETTERS : LETTER.test(c) ? 1 : 0), 0);

/** Where the splitter would end the first sentence of `text` were it heavy enough, or -1. */
function firstEnd(text: string, language: LocaleCode): number {
  const splitter = createSentenceSplitter(language);
  const first = [...splitter.push(WEIGHT + text), ...splitter.flush()];
  if (first.length < 2) return -1;
  return first[0].length - WEIGHT.length;
}

export function sentencesApart(sentence: string, language: LocaleCode): string[] {
  const out: string[] = [];
  let start = 0;
  let head = "";
  // Only the sentence's first light words were kept together for their weight; past them the splitter has decided.
  while (sentenceWeight(sentence.slice(0, start)) < MIN_SENTENCE_WEIGHT) {
    const rest = sentence.slice(start);
    const end = firstEnd(rest, language);
    if (end < 0) break;
    head += rest.slice(0, end);
    const skipped = rest.slice(end).length - rest.slice(end).trimStart().length;
    if (letters(head) >= LEAST_LETTERS) {
      out.push(head.trim());
      head = "";
    } else head += rest.slice(end, end + skipped);
    start += end + skipped;
  }
  out.push((head + sentence.slice(start)).trim());
  return out;
}
