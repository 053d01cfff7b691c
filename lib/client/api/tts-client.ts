import type { TtsRequest, TtsRequestBody, TtsResponse } from "@/lib/shared/api/contract";
import { apiLanguageCode } from "@/lib/shared/i18n/locales";
import { post } from "./client";

/**
 * `error` is the server's own message when it sent one; otherwise the caller
 * says it in the visitor's language: `failed` when the server refused,
 * `exception` when no answer came at all.
 */
export type TtsOutcome = { ok: true; audioUrl: string } | { ok: false; error: string | null; reason: "failed" | "exception" };

export async function requestSpeech(request: TtsRequest): Promise<TtsOutcome> {
  try {
    const body: TtsRequestBody = { ...request, language: apiLanguageCode(request.language) };
    const result = await post<TtsResponse>("tts", body);
    if (result.kind === "ok" && result.data?.audioUrl) return { ok: true, audioUrl: result.data.audioUrl };
    if (result.kind === "failed") return { ok: false, error: result.error || null, reason: "failed" };
    return { ok: false, error: null, reason: "exception" };
  } catch {
    return { ok: false, error: null, reason: "exception" };
  }
}
