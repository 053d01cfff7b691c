import "server-only";
import { fromBrowser, type TranscriptEntry } from "./transcript";

// Deliberately narrower than RFC 5321: plain ASCII addresses as people type them.
// Nothing here can quote, comment, group or list (no space, quote, comma, angle
// bracket, colon or semicolon), so a match is one address and nothing else.
const LOCAL_PART = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;

// Where a typed address ends: white space, brackets, list and quote marks (ASCII, CJK, Arabic).
const SEPARATORS = /[\s<>()[\]{},;:"`|\\，、；：（）「」『』《》【】،؛]+/u;
// Sentence and emphasis marks around an address are the sentence's, not the address's.
const LEADING = /^['*]+/;
const TRAILING = /[.!?'*。！？؟]+$/u;

/** True for one plain address of the strict form above, at most 254 characters. */
export function isStrictEmail(text: string): boolean {
  if (text.length > 254) return false;
  const at = text.indexOf("@");
  if (at < 1 || at !== text.lastIndexOf("@")) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local) || domain.length > 253) return false;
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL.test(labels[labels.length - 1]);
}

/**
 * The address the visitor last gave in their own messages, as the server saw
 * them, for Reply-To; null when there is none. The consultant's words are never
 * read: an address there is ours or made up, and must not become where the
 * sales team's reply goes. Nor is a line only the browser reported: anyone can
 * post one, and sales would answer a stranger with the visitor's details.
 * A token is taken whole or not at all, so "o'brien@x.my" is skipped rather
 * than shortened to someone else's "brien@x.my".
 */
export function visitorEmail(transcript: readonly TranscriptEntry[]): string | null {
  let found: string | null = null;
  for (const entry of transcript) {
    if (entry.sender !== "user" || fromBrowser(entry)) continue;
    for (const token of entry.content.split(SEPARATORS)) {
      if (!token.includes("@")) continue;
      const candidate = token.replace(LEADING, "").replace(TRAILING, "");
      if (isStrictEmail(candidate)) found = candidate;
    }
  }
  return found;
}
