import { apiLanguageCode, localeFromApiCode, type LocaleCode } from "@/lib/shared/i18n/locales";
import { STT_MAX_BYTES, STT_MAX_SECONDS, sttMime } from "@/lib/shared/speech/stt-upload";
import { API_BASE } from "./client";
import type { SttResponse } from "@/lib/shared/api/contract";

export { STT_MAX_BYTES, STT_MAX_SECONDS };

/**
 * `unsupported`: the site has no transcription (501), or the recorder made a
 * type it does not take (415): show the spec's "Not Supported" toast.
 * `failed`: the server refused or could not transcribe (`error` is its own
 * message when it sent one). `exception`: no answer came at all.
 */
export type SttOutcome =
  | { ok: true; text: string; language: LocaleCode }
  | { ok: false; reason: "unsupported" | "failed" | "exception"; error: string | null; code: string | null };

/** Whether the server can take what this recorder produces (`MediaRecorder.mimeType`). */
export function canSendRecording(mimeType: string): boolean {
  return sttMime(mimeType) !== null;
}

/** Sends a MediaRecorder recording as the raw body, its own type as Content-Type. Never rejects unless `signal` aborts. */
export async function transcribeRecording(recording: Blob, language: LocaleCode, signal?: AbortSignal): Promise<SttOutcome> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/stt.php?language=${apiLanguageCode(language)}`, {
      method: "POST",
      headers: { "content-type": recording.type || "application/octet-stream", accept: "application/json" },
      body: recording,
      signal,
    });
  } catch (error) {
    if (signal?.aborted && signal.reason?.name !== "TimeoutError") throw error;
    return { ok: false, reason: "exception", error: null, code: null };
  }
  const data = (await response.json().catch(() => ({}))) as SttResponse;
  if (response.ok && typeof data.text === "string" && data.language)
    return { ok: true, text: data.text, language: localeFromApiCode(data.language) };
  const reason = response.status === 501 || response.status === 415 ? "unsupported" : response.ok ? "exception" : "failed";
  return { ok: false, reason, error: data.error || null, code: data.code || null };
}
