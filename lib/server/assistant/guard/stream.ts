import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { ltr } from "@/lib/server/language/templates";
import type { ClaimKind } from "@/lib/server/language/types";
import { phoneDigits, site } from "@/lib/shared/config/site";
import { localeInfo, type LocaleCode } from "@/lib/shared/i18n/locales";
import { createSentenceSplitter } from "@/lib/shared/speech/sentences";
import { sentencesApart } from "./cuts";
import { replyLanguage } from "./reply-language";
import { checkSentence, type SentenceRules } from "./sentence";

/**
 * A model's reply, checked sentence by sentence before any of it leaves the server:
 * a sentence is held until it is complete, then sent as written if it passes, or
 * replaced by an honest one. The visitor sees and hears only what passed, still
 * streamed a sentence at a time.
 */

/** A sentence held this long without an end is checked and sent (or replaced) as it is. */
export const MAX_SENTENCE_CHARS = 600;
/** Past this much of a reply the rest is not read: no model reply to a visitor is this long. */
export const MAX_REPLY_CHARS = 4_000;
/** Pieces are fed to the sentence cutter in bites of this size, so one huge piece cannot outgrow the hold. */
const BITE = 200;

export interface Replacement {
  reason: ClaimKind | "figure" | "notKnown" | "too long";
  /** The invented figures, or the kind of claim; never the sentence, which may quote the visitor. */
  detail: string;
  /** True when the honest sentence took its place; false when it was dropped (one honest sentence per reply is enough). */
  replaced: boolean;
}

export interface GuardOptions {
  language: LocaleCode;
  rules: SentenceRules;
  /** The site confirms the visitor's stored details itself in this reply: a model's call-back promise is dropped, not answered. */
  confirmed?: boolean;
  onReplacement?(event: Replacement): void;
  /** Counts what the checks read, for the tests that bound it. */
  work?: { chars: number };
}

const PROMISES: ReadonlySet<string> = new Set<ClaimKind>(["callBack", "reservation", "discount", "guarantee"]);

/** The honest sentence in a language, with the sales team's WhatsApp chat and phone. */
export function honestSentence(reason: Replacement["reason"], language: LocaleCode): string {
  const replies = LANGUAGES[language].guard.replies;
  // In right-to-left text the number keeps its order only inside an isolate.
  const phone = localeInfo(language).dir === "rtl" ? ltr(site.sales.phone) : site.sales.phone;
  const whatsapp = `https://wa.me/${phoneDigits()}`;
  if (PROMISES.has(reason)) return replies.noPromise(whatsapp, phone);
  return reason === "notKnown" ? replies.noFact(whatsapp, phone) : replies.noFigure(whatsapp, phone);
}

export async function* guardReply(pieces: AsyncIterable<string>, options: GuardOptions): AsyncGenerator<string> {
  const splitter = createSentenceSplitter(options.language);
  // The model's text from the end of the last sentence handled: the gap before the next one is kept as written.
  let pending = "";
  let seen = "";
  let total = 0;
  let sent = false;
  let honest = false;
  // Set when a sentence was cut for its length: what follows up to its end belongs to it.
  let overlong = false;
  // Between two sentences whose gap was not found: Chinese runs them together.
  const spacer = () => (replyLanguage(seen, options.language) === "zh" ? "" : " ");

  function* handle(sentences: string[], forced = false): Generator<string> {
    for (const sentence of sentences) {
      const at = pending.indexOf(sentence);
      const gap = at > 0 ? pending.slice(0, at) : "";
      pending = at >= 0 ? pending.slice(at + sentence.length) : "";
      if (options.work) options.work.chars += sentence.length;
      const tooLong = (forced && sentence.length >= MAX_SENTENCE_CHARS) || overlong;
      overlong = forced && sentence.length >= MAX_SENTENCE_CHARS;
      const verdict: ReturnType<typeof checkSentence> | { ok: false; reason: "too long"; detail: string } = tooLong
        ? { ok: false, reason: "too long", detail: `${sentence.length} characters` }
        : checkSentence(sentence, options.rules);
      if (verdict.ok) {
        yield sent ? `${gap || spacer()}${sentence}` : sentence;
        sent = true;
        continue;
      }
      // A call-back the site confirms itself in this reply needs no honest sentence: the site's own words say it.
      const silent = honest || (verdict.reason === "callBack" && options.confirmed === true);
      options.onReplacement?.({ reason: verdict.reason, detail: verdict.detail, replaced: !silent });
      if (silent) continue;
      honest = true;
      const text = honestSentence(verdict.reason, replyLanguage(seen, options.language));
      yield sent ? `${gap || spacer()}${text}` : text;
      sent = true;
    }
  }

  // Each sentence is judged on its own, however short; one cut for its length is replaced whole.
  const apart = (sentences: string[]) => sentences.flatMap((sentence) => sentencesApart(sentence, options.language));

  const feed = function* (text: string): Generator<string> {
    for (let i = 0; i < text.length; i += BITE) {
      const bite = text.slice(i, i + BITE);
      pending += bite;
      if (seen.length < 400) seen += bite;
      yield* handle(apart(splitter.push(bite)));
      if (pending.length > MAX_SENTENCE_CHARS) yield* handle(splitter.flush(), true);
    }
  };

  try {
    for await (const piece of pieces) {
      const room = MAX_REPLY_CHARS - total;
      total += piece.length;
      yield* feed(piece.slice(0, Math.max(0, room)));
      if (total >= MAX_REPLY_CHARS) break;
    }
  } catch (error) {
    // What the model said before it failed is checked like the rest before the failure is reported.
    yield* handle(apart(splitter.flush()));
    throw error;
  }
  yield* handle(apart(splitter.flush()));
}
