import type { TtsRequest, TtsRequestBody, TtsResponse } from "@/lib/shared/api/contract";
import { apiLanguageCode } from "@/lib/shared/i18n/locales";
import { post } from "./client";

/**
 * `code` is the server's stable code, which the caller says in the visitor's
 * language; `error` its English text. Without either the caller says:
 * `failed` when the server refused, `exception` when no answer came at all.
 */
export type TtsOutcome =
  { ok: true; audioUrl: string } | { ok: false; error: string | null; code: string | null; reason: "failed" | "exception" };

export async function requestSpeech(request: TtsRequest): Promise<TtsOutcome> {
  try {
    const body: TtsRequestBody = { ...request, language: apiLanguageCode(request.language) };
    const result = await post<TtsResponse>("tts", body);
    if (result.kind === "ok" && result.data?.audioUrl) return { ok: true, audioUrl: result.data.audioUrl };
    if (result.kind === "failed") return { ok: false, error: result.error || null, code: result.code || null, reason: "failed" };
    return { ok: false, error: null, code: null, reason: "exception" };
  } catch {
    return { ok: false, error: null, code: null, reason: "exception" };
  }
}
