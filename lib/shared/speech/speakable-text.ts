/**
 * Turns a chat reply (markdown from a language model, often with emoji and
 * links) into plain text worth saying aloud. Pure, no I/O: a synthesiser would
 * otherwise read out "asterisk asterisk", "h t t p s colon slash slash" or the
 * name of every emoji. Letters and marks of every script are left alone.
 */

// Control characters other than tab and newline never carry speech.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// A whole emoji sequence (with its skin tone, variation selector, keycap, tag
// and joiner parts), then any of those parts left on their own. A lone ZWJ is
// kept: Indic and Arabic scripts use it inside words.
const EMOJI_SEQUENCE =
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:[\u{fe0f}\u{20e3}\p{Emoji_Modifier}\u{e0020}-\u{e007f}]|\u200d(?:\p{Extended_Pictographic}))*/gu;
const EMOJI_PARTS = /[\u{fe0e}\u{fe0f}\u{20e3}\p{Emoji_Modifier}\u{e0020}-\u{e007f}]/gu;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>()[\]]+/giu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// Marks that end a spoken phrase, in the scripts we serve (Latin, CJK, Arabic, Devanagari).
const PHRASE_END = /[.!?:;,…。！？；：，、؟؛،।॥]$/u;

/** What speech APIs accept at once (OpenAI's `/audio/speech` limit). */
export const MAX_SPEAKABLE_LENGTH = 4096;

/** The text to synthesise, at most `maxLength` UTF-16 units; may be empty (see `isSpeakable`). */
export function speakableText(input: string, maxLength = MAX_SPEAKABLE_LENGTH): string {
  let text = input.replace(/\r\n?/g, "\n").replace(CONTROL, "");
  text = text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1") // images keep their alt text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1") // links keep their text
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, "$1")
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, "") // reference definitions
    .replace(/<((?:https?:\/\/|mailto:)[^>\s]+|[^>\s@]+@[^>\s]+)>/gi, "$1")
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(URL, (url) => /[.,!?;:'"]+$/.exec(url)?.[0] ?? "")
    .replace(/\bmailto:/gi, "")
    .replace(EMAIL, "");
  const lines = text.split("\n").map(speakableLine);
  return truncate(tidy(lines.filter(Boolean).join(" ")), maxLength);
}

/** True when something remains that a voice can pronounce (a letter or a digit). */
export function isSpeakable(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

const BLOCKS: [RegExp, (...groups: string[]) => string][] = [
  [/^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/, (_m, title) => title],
  [/^\s*[-*+•‣◦▪]\s+/, () => ""],
  [/^\s*(\d{1,3})[.)]\s+/, (_m, n) => `${n}. `],
  [
    /^\s*\|(.*)\|\s*$/,
    (_m, cells) =>
      cells
        .split("|")
        .map((c) => c.trim())
        .join(", "),
  ],
];

function speakableLine(raw: string): string {
  if (/^\s*(`{3,}|~{3,})/.test(raw)) return ""; // code fence (the code inside stays)
  if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(raw)) return ""; // horizontal rule
  if (/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(raw)) return ""; // table rule
  let line = raw.replace(/^\s*(>\s?)+/, "");
  // Headings, list items and table rows stand alone: each ends with a pause.
  const block = BLOCKS.some(([pattern]) => pattern.test(line));
  for (const [pattern, by] of BLOCKS) line = line.replace(pattern, by);
  line = inline(line).replace(/\s+/g, " ").trim();
  if (block && line && !PHRASE_END.test(line)) line += ".";
  return line;
}

function inline(line: string): string {
  return line
    .replace(/(\*\*|__)(?=\S)(.*?\S)\1/g, "$2")
    .replace(/~~(?=\S)(.*?\S)~~/g, "$1")
    .replace(/\*(?=\S)([^*]*?\S)\*/g, "$1")
    .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}_])/gu, "$1$2")
    .replace(/`+/g, "")
    .replace(/\\([\\*_#[\]()~>|-])/g, "$1")
    .replace(/\*+/g, "")
    .replace(EMOJI_SEQUENCE, " ")
    .replace(EMOJI_PARTS, "");
}

// Cleaning can lengthen text (table cells gain ", ", items gain "."): cut at a
// word boundary if there is one, and never through a surrogate pair.
function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength).replace(/[\ud800-\udbff]$/, "");
  const atWord = cut.replace(/\s+\S*$/, "");
  return (atWord.length > maxLength / 2 ? atWord : cut).trim();
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/[(（[]\s*[)）\]]/g, "") // brackets emptied by a removed link or emoji
    .replace(/\s+([.,!?;:…。！？；：，、؟؛،।])/gu, "$1")
    .replace(/([.!?。！？؟।])(?:\s*[.,;:])+/gu, "$1")
    .replace(/^[\s.,;:!?。，、]+/u, "")
    .trim();
}
