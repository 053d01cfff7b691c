/**
 * POST /v1/chat/completions for the local OpenAI-format server: plain JSON or
 * server-sent events as the real API streams them, and failures on demand.
 *
 *   const chat = chatCompletions({ tokenDelayMs: 50 });
 *   const server = await startOpenAiServer({ routes: chat.routes });
 *   chat.behaviour.cutAfter = 3;   // drop the connection after three chunks
 */
import type http from "node:http";
import type { RouteContext, RouteHandler } from "./openai-server";
import { B, rm, sqft } from "./property";

/** The one fact the fake model states, from the content: "The Blitz unit is 743 sq ft." */
export const BLITZ_SIZE = `The ${B.name} unit is ${sqft(B)}.`;

export interface ChatBehaviour {
  /** Pause between streamed chunks. */
  tokenDelayMs: number;
  /** Pause before the first chunk (past the client's first-token timeout: a stall). */
  firstTokenDelayMs: number;
  /** Destroy the socket after this many chunks: a stream cut midway. */
  cutAfter: number | null;
  /** Go silent, connection open, after this many chunks: a stream that stalls midway. */
  stallAfter?: number | null;
  /** The reply for a request; by default it echoes the question and the first question of the history. */
  reply(messages: ChatMessage[]): string;
  /**
   * The JSON object a structured-output request (response_format json_schema)
   * gets; the test sets it, as a model's answer is not ours to invent. Unset: {}.
   */
  structured?(messages: ChatMessage[], schema: unknown): unknown;
}

export interface ChatMessage {
  role: string;
  content: string;
}

/** A question the fake model answers as a model that invents would: a true sentence, then figures and a promise of its own. */
export const LYING_QUESTION = "What will Blitz earn me?";
/** The invented sentences of that answer: none may reach the visitor, on screen or in speech. */
export const INVENTED_RETURN = "It is guaranteed to return 12% a year.";
export const INVENTED_CALL = "Our sales manager will call you tomorrow at 9am.";
/** The true sentence of it, which must reach the visitor as written. */
export const BLITZ_RENT = `The ${B.name} unit is expected to rent for ${rm(B.rental)} a month.`;

/** Scripted replies of a model that invents, by the visitor's exact question. */
export const SCRIPTED_REPLIES: Readonly<Record<string, string>> = {
  [LYING_QUESTION]: `${BLITZ_RENT} ${INVENTED_RETURN} ${BLITZ_SIZE} ${INVENTED_CALL}`,
};

/** Deterministic and history-aware, so tests can see what the model was given; a scripted question gets its script. */
export function echoReply(messages: ChatMessage[]): string {
  const users = messages.filter((m) => m.role === "user").map((m) => m.content);
  const last = users[users.length - 1] ?? "";
  if (SCRIPTED_REPLIES[last]) return SCRIPTED_REPLIES[last];
  const first = users.length > 1 ? ` Earlier you asked: "${users[0]}".` : "";
  return `You asked: "${last}".${first} ${BLITZ_SIZE}`;
}

/** Splits like a tokenizer would: words with their following space. */
export const tokens = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

export function chatCompletions(overrides: Partial<ChatBehaviour> = {}) {
  const behaviour: ChatBehaviour = { tokenDelayMs: 0, firstTokenDelayMs: 0, cutAfter: null, reply: echoReply, ...overrides };

  const handler: RouteHandler = async ({ request, res }: RouteContext) => {
    const body = request.body as {
      model?: string;
      messages?: ChatMessage[];
      stream?: boolean;
      response_format?: { type?: string; json_schema?: { schema?: unknown } };
    };
    if (!body?.model || !Array.isArray(body.messages)) {
      res.writeHead(400, { "content-type": "application/json" });
      return void res.end(
        JSON.stringify({ error: { message: "model and messages are required", type: "invalid_request_error", param: null, code: null } }),
      );
    }
    const text =
      body.response_format?.type === "json_schema"
        ? JSON.stringify(behaviour.structured?.(body.messages, body.response_format.json_schema?.schema) ?? {})
        : behaviour.reply(body.messages);
    const id = `chatcmpl-${Date.now()}`;
    if (!body.stream) {
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
        }),
      );
    }
    await streamReply(res, id, body.model, text, behaviour);
  };

  return { behaviour, routes: { "POST /v1/chat/completions": handler } };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function streamReply(res: http.ServerResponse, id: string, model: string, text: string, behaviour: ChatBehaviour) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  if (behaviour.firstTokenDelayMs) await sleep(behaviour.firstTokenDelayMs);
  if (res.destroyed) return;
  res.write(chunk({ role: "assistant", content: "" }));
  let sent = 0;
  for (const piece of tokens(text)) {
    if (behaviour.cutAfter !== null && sent >= behaviour.cutAfter) return void res.socket?.destroy();
    // Silent until the client gives up; the server's close() drops the socket.
    if (behaviour.stallAfter != null && sent >= behaviour.stallAfter) return;
    res.write(chunk({ content: piece }));
    sent += 1;
    if (behaviour.tokenDelayMs) await sleep(behaviour.tokenDelayMs);
    if (res.destroyed) return;
  }
  res.write(chunk({}, "stop"));
  res.end("data: [DONE]\n\n");
}
