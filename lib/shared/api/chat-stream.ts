/**
 * The chat reply as a stream: one JSON object per line. Plain JSON replies
 * (`{success, message}`) stay valid; the client decides by content type.
 */
export const CHAT_STREAM_TYPE = "application/x-ndjson; charset=utf-8";

export type ChatStreamEvent =
  | {
      type: "delta";
      text: string;
      /**
       * The reply so far ends where a sentence ends: the server sends this reply a checked sentence at a
       * time, so what comes next starts a new one. A reader may cut (and speak) it now, without waiting
       * for the next sentence to show that this one is over.
       */
      whole?: true;
    }
  | { type: "done"; message: string }
  | { type: "error"; error: string; code: string };

export function encodeEvent(event: ChatStreamEvent): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(event)}\n`);
}

/** Splits a byte stream into events; a partial last line waits for more bytes. */
export async function* decodeEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) yield JSON.parse(line) as ChatStreamEvent;
    }
    if (done) break;
  }
}
