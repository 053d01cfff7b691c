import "server-only";
import { env } from "@/lib/config/env";
import { createEspeakSpeechProvider } from "./espeak";
import { createOpenAiSpeechProvider } from "./openai";
import type { SpeechProvider } from "./provider";

export type { SpeechProvider, SynthesisInput, SynthesizedAudio } from "./provider";

// On globalThis so hot reloads and several route bundles share one eSpeak worker.
const holder = globalThis as typeof globalThis & { __speechProvider?: SpeechProvider };

/** An API key means the OpenAI-compatible API; nothing configured means embedded eSpeak. */
export function speechProvider(): SpeechProvider {
  if (!holder.__speechProvider) {
    const { OPENAI_API_KEY, OPENAI_BASE_URL, TTS_MODEL, TTS_VOICE } = env();
    const voice = TTS_VOICE ?? "alloy";
    holder.__speechProvider = OPENAI_API_KEY
      ? createOpenAiSpeechProvider({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, model: TTS_MODEL ?? "gpt-4o-mini-tts", voice })
      : createEspeakSpeechProvider({ voice });
  }
  return holder.__speechProvider;
}

/** Tests switch configuration between cases; this drops the provider (and stops its worker). */
export async function resetSpeechProvider(): Promise<void> {
  const provider = holder.__speechProvider;
  holder.__speechProvider = undefined;
  await provider?.close?.();
}
