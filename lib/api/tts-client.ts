import type { TtsRequest, TtsResponse } from "./contract";
import { post } from "./client";

export type TtsOutcome = { ok: true; audioUrl: string } | { ok: false; error: string };

export async function requestSpeech(request: TtsRequest): Promise<TtsOutcome> {
  try {
    const result = await post<TtsResponse>("tts", request);
    if (result.kind === "ok" && result.data?.audioUrl) return { ok: true, audioUrl: result.data.audioUrl };
    if (result.kind === "failed") return { ok: false, error: result.error || "Failed to generate TTS" };
    return { ok: false, error: "TTS generation failed" };
  } catch {
    return { ok: false, error: "TTS generation failed" };
  }
}
