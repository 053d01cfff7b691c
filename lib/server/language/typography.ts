import "server-only";
/**
 * French typography, in one place for every French text the server writes: the consultant's
 * replies (its templates and a model's words alike), the privacy notice, and the message catalog
 * (messages/messages.test.ts holds fr.json to it). French sets a space before the tall marks, and
 * a line must never break there, so the space is a no-break one: a narrow one (U+202F) before
 * ; ! ?, a full one (U+00A0) before : and inside « ».
 */
import type { LocaleCode } from "@/lib/shared/i18n/locales";

const NNBSP = "\u202f";
const NBSP = "\u00a0";

/** Spaces a line may break at, or that are the wrong width: what French sets before a tall mark is replaced. */
const SPACE = "[ \\t\\u00a0\\u202f\\u2009\\u2007]";

/**
 * A word (or a closing bold mark, bracket or quote) directly followed by a tall mark that ends
 * a phrase: "Bonjour!" gains its space. A mark followed by anything else is not punctuation of
 * the sentence ("11:00", "https://", "?text=" in a link), and is left alone.
 */
const MISSING_BEFORE_HIGH = /(?<=[\p{L}\p{N}*)»"'’])([;!?]+)(?=\s|\*\*|$)/gu;
const MISSING_BEFORE_COLON = /(?<=[\p{L}\p{N}*)»"'’]):(?=\s|\*\*|$)/gu;

/** "Bonjour ! Prix : RM2 876 ; « visite »" with the spaces French typography wants, which never break a line. */
export function typesetFrench(text: string): string {
  return text
    .replace(new RegExp(`${SPACE}+([;!?]+)`, "gu"), `${NNBSP}$1`)
    .replace(new RegExp(`${SPACE}+:`, "gu"), `${NBSP}:`)
    .replace(MISSING_BEFORE_HIGH, `${NNBSP}$1`)
    .replace(MISSING_BEFORE_COLON, `${NBSP}:`)
    .replace(new RegExp(`«${SPACE}*`, "gu"), `«${NBSP}`)
    .replace(new RegExp(`${SPACE}*»`, "gu"), `${NBSP}»`);
}

/** The language's typography applied to a finished text; only French has rules of its own here. */
export function typeset(language: LocaleCode, text: string): string {
  return language === "fr" ? typesetFrench(text) : text;
}

/** Characters at the end of a piece whose spacing depends on what the next piece starts with. */
const UNSETTLED_TAIL = /[\s«:;!?*]+$/u;
/** How much already sent text the rules need to see before a new piece: "**" and a letter. */
const CONTEXT = 4;

/**
 * Typesets a reply that arrives in pieces, as a model streams it: a piece may end in
 * "Bonjour" and the next begin with "!", or end in a space whose mark is still to come. The
 * tail that the next piece may change is held back until it comes (or the reply ends), and the
 * last few characters sent are shown to the rules again, so the result equals typesetting the
 * whole reply at once.
 */
export async function* typesetPieces(language: LocaleCode, pieces: AsyncIterable<string>): AsyncGenerator<string, void, undefined> {
  if (language !== "fr") {
    yield* pieces;
    return;
  }
  let sent = "";
  let held = "";
  const settle = (text: string): string => {
    const context = sent.slice(-CONTEXT);
    const set = typesetFrench(context + text);
    // The rules only touch spaces next to a mark, so what was already sent comes back unchanged.
    const out = set.startsWith(context) ? set.slice(context.length) : typesetFrench(text);
    sent = (sent + out).slice(-CONTEXT);
    return out;
  };
  for await (const piece of pieces) {
    const text = held + piece;
    const tail = UNSETTLED_TAIL.exec(text)?.[0] ?? "";
    held = tail;
    const ready = text.slice(0, text.length - tail.length);
    if (ready) yield settle(ready);
  }
  if (held) yield settle(held);
}
