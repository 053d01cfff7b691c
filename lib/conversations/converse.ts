import "server-only";
import { randomUUID } from "node:crypto";
import { assistant } from "@/lib/assistant";
import type { AssistantProvider } from "@/lib/assistant/provider";
import type { ChatRequest } from "@/lib/api/contract";
import { encodeEvent } from "@/lib/api/chat-stream";
import { ApiError } from "@/lib/api/errors";
import { log } from "@/lib/server/log";
import { store, type Db } from "@/lib/store";
import { appendTurns, loadHistory } from "./history";

const CONVERSATION_ID = /^[0-9a-f-]{36}$/;

export interface ConverseInput extends ChatRequest {
  conversationId?: string;
  signal?: AbortSignal;
}

export interface Reply {
  conversationId: string;
  /** The first piece is already in hand, so a failing provider becomes an HTTP error, not a broken stream. */
  stream: ReadableStream<Uint8Array>;
  /** The whole reply, for callers that want plain JSON. */
  text(): Promise<string>;
}

/**
 * One exchange: load the conversation, ask the consultant, stream the answer,
 * and keep both turns. A conversation in another language starts afresh.
 */
export async function converse(input: ConverseInput, deps: { db?: Db; provider?: AssistantProvider } = {}): Promise<Reply> {
  const db = deps.db ?? (await store());
  const provider = deps.provider ?? assistant();

  let conversationId = input.conversationId && CONVERSATION_ID.test(input.conversationId) ? input.conversationId : randomUUID();
  let history = await loadHistory(db, conversationId);
  if (history.language && history.language !== input.language) {
    conversationId = randomUUID();
    history = { language: null, turns: [] };
  }

  const pieces = provider.reply({ language: input.language, history: history.turns, message: input.message, signal: input.signal })[Symbol.asyncIterator]();
  const first = await pieces.next();
  if (input.signal?.aborted) throw new ApiError("bad_request", "chat", "The request was cancelled.");

  let full = first.done ? "" : first.value;
  let settle!: { resolve(text: string): void; reject(error: unknown): void };
  const textPromise = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  // Streaming callers never read the text; its failure is reported in the stream instead.
  textPromise.catch(() => {});

  const finish = async () => {
    await appendTurns(db, conversationId, input.language, [
      { role: "user", content: input.message },
      { role: "assistant", content: full },
    ]);
  };

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        if (!first.done) controller.enqueue(encodeEvent({ type: "delta", text: first.value }));
        for (let next = first.done ? first : await pieces.next(); !next.done; next = await pieces.next()) {
          full += next.value;
          controller.enqueue(encodeEvent({ type: "delta", text: next.value }));
        }
        if (input.signal?.aborted) {
          settle.reject(new ApiError("bad_request", "chat", "The request was cancelled."));
          return controller.close();
        }
        await finish();
        controller.enqueue(encodeEvent({ type: "done", message: full }));
        settle.resolve(full);
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError("upstream_failed", "chat", undefined, { cause: error });
        log.error(apiError.code, { cause: String(apiError.cause ?? apiError.message), during: "stream" });
        controller.enqueue(encodeEvent({ type: "error", error: apiError.message, code: apiError.code }));
        settle.reject(apiError);
      }
      controller.close();
    },
    cancel() {
      void pieces.return?.(undefined);
    },
  });

  return {
    conversationId,
    stream,
    async text() {
      if (!stream.locked) {
        const reader = stream.getReader();
        while (!(await reader.read()).done) {
          /* drain: the stream itself collects the text */
        }
      }
      return textPromise;
    },
  };
}
