import "server-only";
import OpenAI from "openai";
import { ApiError } from "@/lib/server/api/errors";
import { LANGUAGES } from "@/lib/server/language";
import { log } from "@/lib/server/log/log";
import type { AssistantProvider, ReplyInput } from "./provider";
import { guardReply, replyRules, rulesWith, type Replacement } from "./guard";
import { leadReply, referenceLine } from "./lead-reply";
import { confirmedLeadNote, salesTurnNote, systemPrompt } from "./prompts/system-prompt";

export interface OpenAiProviderOptions {
  client: OpenAI;
  model: string;
  displayName: string;
  firstTokenTimeoutMs?: number;
  totalTimeoutMs?: number;
}

const REPLY_MAX_TOKENS = 400;

/**
 * Any OpenAI-compatible chat-completions API, streamed. The whole (bounded)
 * history goes with each call: prompts live in our code, not on the provider.
 *
 * The model is checked, not trusted: each sentence it writes passes the guard
 * (lib/server/assistant/guard) before the visitor sees or hears it, and what
 * the site promises (a call for a stored lead, a booked viewing, the lead's
 * reference) is written by the site itself, in fixed words.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): AssistantProvider {
  const { client, model, displayName, firstTokenTimeoutMs = 10_000, totalTimeoutMs = 60_000 } = options;

  async function* reply({ language, history, message, lead, sales, signal, conversationId }: ReplyInput): AsyncGenerator<string> {
    // A lead that could not be stored gets the fixed, honest answer: no model can talk it into a promise.
    if (lead?.status === "failed") {
      yield leadReply(lead, language);
      return;
    }
    const confirmed = lead?.status === "stored";
    // The confirmation is the site's, from the store's answer: it comes first and never waits for the model.
    if (confirmed) yield LANGUAGES[language].leadReplies.stored(lead.name, lead.phone);

    const controller = new AbortController();
    let timedOut = false;
    const abortOnTimeout = () => {
      timedOut = true;
      controller.abort();
    };
    const firstToken = setTimeout(abortOnTimeout, firstTokenTimeoutMs);
    const total = setTimeout(abortOnTimeout, totalTimeoutMs);
    const forward = () => controller.abort();
    signal?.addEventListener("abort", forward, { once: true });

    async function* modelText(): AsyncGenerator<string> {
      const stream = await client.chat.completions.create(
        {
          model,
          stream: true,
          max_tokens: REPLY_MAX_TOKENS,
          temperature: 0.4,
          messages: [
            { role: "system", content: systemPrompt(language) },
            ...history.map((turn) => ({ role: turn.role, content: turn.content })),
            ...(confirmed ? [{ role: "system" as const, content: confirmedLeadNote() }] : []),
            ...(sales && (sales.viewing || sales.question) ? [{ role: "system" as const, content: salesTurnNote(sales) }] : []),
            { role: "user", content: message },
          ],
        },
        { signal: controller.signal, timeout: totalTimeoutMs, maxRetries: 0 },
      );
      let finished = false;
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (choice?.finish_reason) finished = true;
        const text = choice?.delta?.content;
        if (!text) continue;
        clearTimeout(firstToken);
        yield text;
      }
      if (signal?.aborted) return;
      // The SDK ends quietly on an abort or a dropped connection; only a finish reason means the reply is whole.
      if (timedOut) throw new Error("timed out");
      if (!finished) throw new Error("The stream ended before the reply was complete");
    }

    const onReplacement = (event: Replacement) =>
      log.warn("a sentence of the model's reply was replaced before the visitor saw it", {
        ...event,
        language,
        conversation: conversationId,
      });
    // The question the site asked the model to end with is the site's own: its figures may be repeated.
    const rules = rulesWith(replyRules(), sales?.question ? [sales.question] : []);
    try {
      let first = true;
      for await (const piece of guardReply(modelText(), { language, rules, confirmed, onReplacement })) {
        // A visitor who left gets nothing more, not even the checked end of a sentence cut short.
        if (signal?.aborted) break;
        yield first && confirmed ? `\n\n${piece}` : piece;
        first = false;
      }
    } catch (error) {
      if (signal?.aborted) return;
      const failure = toApiError(error, timedOut);
      // The visitor already has the site's confirmation: the reply ends with the reference instead of an error.
      if (!confirmed) throw failure;
      log.warn("the model failed after a stored lead was confirmed; the reply ends with the site's own words", {
        conversation: conversationId,
        code: failure.code,
      });
    } finally {
      clearTimeout(firstToken);
      clearTimeout(total);
      signal?.removeEventListener("abort", forward);
    }
    if (signal?.aborted) return;
    // Fixed words, not the model's: the booked slot or the open ones, the reference and its
    // WhatsApp link must reach the visitor exactly.
    if (sales?.viewing) yield `\n\n${sales.viewing}`;
    if (confirmed) yield `\n\n${referenceLine(lead.reference, language)}`;
  }

  return { id: "openai", displayName, reply, wholeSentences: true };
}

function toApiError(error: unknown, timedOut: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ApiError("upstream_timeout", "chat", "The assistant took too long to answer. Please try again.", { cause: error });
  }
  if (error instanceof OpenAI.RateLimitError) {
    return new ApiError("rate_limited", "chat", "The assistant is busy right now. Please try again in a moment.", {
      cause: error,
      retryAfter: 10,
    });
  }
  return new ApiError("upstream_failed", "chat", "The assistant is unavailable right now. Please try again.", { cause: error });
}
