import "server-only";
import type { KeywordMatcher } from "../keyword-matcher";
import type { Span } from "./limits";

/** Every match of a matcher in a folded text, left to right. */
export function spansOf(matcher: KeywordMatcher, text: string): Span[] {
  const found: Span[] = [];
  for (let m = matcher.first(text); m; m = matcher.first(text, m.end)) found.push({ start: m.start, end: m.end });
  return found;
}

/** The text with the spans' characters replaced by spaces, in one pass, overlaps allowed: every other word stays where it was. */
export function blank(text: string, taken: readonly Span[]): string {
  let out = "";
  let at = 0;
  for (const { start, end } of [...taken].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, at);
    if (end <= from) continue;
    out += text.slice(at, from) + " ".repeat(end - from);
    at = end;
  }
  return out + text.slice(at);
}

/** Whether a longer span holds another: a word inside a longer phrase ("地租" in "土地租约") is the phrase's. */
export const holds = (outer: Span, inner: Span): boolean =>
  outer.start <= inner.start && outer.end >= inner.end && outer.end - outer.start > inner.end - inner.start;

/** A message's sentences, each with the mark that ends it: a dash ends one too ("… in 2030 — when is it done?"). */
export const SENTENCE = /[^.!?。！？؟;；—–]+[.!?。！？؟;；]*/gu;
