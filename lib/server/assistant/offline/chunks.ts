import "server-only";
/**
 * Splits a reply into word-sized pieces for streaming; joined, they give the
 * reply back unchanged. Intl.Segmenter finds words in unspaced scripts (中文) too.
 * Spaces and punctuation ride with the word before them.
 */
export function wordChunks(text: string, languageTag: string): string[] {
  const chunks: string[] = [];
  let current = "";
  let hasWord = false;
  for (const { segment, isWordLike } of new Intl.Segmenter(languageTag, { granularity: "word" }).segment(text)) {
    if (isWordLike && hasWord) {
      chunks.push(current);
      current = "";
      hasWord = false;
    }
    current += segment;
    hasWord ||= Boolean(isWordLike);
  }
  if (current) chunks.push(current);
  return chunks;
}
