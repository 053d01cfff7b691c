import "server-only";
import OpenAI from "openai";
import { ApiError } from "@/lib/server/api/errors";
import type { AssistantProvider, ReplyInput } from "./provider";
import { leadReply, referenceLine } from "./lead-reply";
import { salesTurnNote, storedLeadNote, systemPrompt } from "./prompts/system-prompt";

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
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): AssistantProvider {
  const { client, model, displayName, firstTokenTimeoutMs = 10_000, totalTimeoutMs = 60_000 } = options;

  async function* reply({ language, history, message, lead, sales, signal }: ReplyInput): AsyncGenerator<string> {
    // A lead that could not be stored gets the fixed, honest answer: no model can talk it into a promise.
    if (lead?.status === "failed") {
      yield leadReply(lead, language);
      return;
    }
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

    try {
      const stream = await client.chat.completions.create(
        {
          model,
          stream: true,
          max_tokens: REPLY_MAX_TOKENS,
          temperature: 0.4,
          messages: [
            { role: "system", content: systemPrompt(language) },
            ...history.map((turn) => ({ role: turn.role, content: turn.content })),
            ...(lead ? [{ role: "system" as const, content: storedLeadNote(lead) }] : []),
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
      // Fixed words, not the model's: the booked slot or the open ones, the reference and its
      // WhatsApp link must reach the visitor exactly.
      if (finished && !timedOut && sales?.viewing) yield `\n\n${sales.viewing}`;
      if (finished && !timedOut && lead?.status === "stored") yield `\n\n${referenceLine(lead.reference, language)}`;
      // The SDK ends quietly on an abort or a dropped connection; only a finish reason means the reply is whole.
      if (timedOut) throw new Error("timed out");
      if (!finished) throw new Error("The stream ended before the reply was complete");
    } catch (error) {
      if (signal?.aborted) return;
      throw toApiError(error, timedOut);
    } finally {
      clearTimeout(firstToken);
      clearTimeout(total);
      signal?.removeEventListener("abort", forward);
    }
  }

  return { id: "openai", displayName, reply };
}

function toApiError(error: unknown, timedOut: boolean): ApiError {
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
