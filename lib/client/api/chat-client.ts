import type { ChatRequest, ChatRequestBody, ChatResponse } from "@/lib/shared/api/contract";
import { apiLanguageCode } from "@/lib/shared/i18n/locales";
import { post } from "./client";
import { decodeEvents } from "@/lib/shared/api/chat-stream";

/** A failure carries the server's stable `code`, which the page says in the visitor's language, and its English `error`. */
export type ChatOutcome = { kind: "ok"; message: string } | { kind: "failed"; error?: string; code?: string } | { kind: "network" };

/**
 * Sends one message; `onText` receives the reply so far as it streams in, and whether it ends where a
 * sentence ends (the server checked it a sentence at a time).
 */
export async function sendChat(
  request: ChatRequest,
  onText: (soFar: string, whole: boolean) => void,
  signal?: AbortSignal,
): Promise<ChatOutcome> {
  const body: ChatRequestBody = { ...request, language: apiLanguageCode(request.language) };
  const result = await post<ChatResponse>("chat", body, signal);
  if (result.kind === "network") return result;
  if (result.kind === "failed") return { kind: "failed", error: result.error, code: result.code };

  const type = result.response.headers.get("content-type") ?? "";
  if (!type.includes("ndjson")) {
    const data = result.data;
    return data?.success && data.message ? { kind: "ok", message: data.message } : { kind: "failed", error: data?.error, code: data?.code };
  }

  let text = "";
  try {
    for await (const event of decodeEvents(result.response.body!)) {
      if (event.type === "delta") {
        text += event.text;
        onText(text, event.whole === true);
      } else if (event.type === "done") {
        return { kind: "ok", message: event.message };
      } else {
        return { kind: "failed", error: event.error, code: event.code };
      }
    }
  } catch {
    if (signal?.aborted) throw new DOMException("aborted", "AbortError");
    return { kind: "network" };
  }
  // A stream that ends without its closing event was cut on the way.
  return { kind: "network" };
}
