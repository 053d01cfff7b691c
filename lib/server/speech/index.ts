import "server-only";
import { env } from "@/lib/server/config/env";
import { createEspeakSpeechProvider } from "./espeak";
import { createOpenAiSpeechProvider } from "./openai";
import type { SpeechProvider } from "./provider";

export type { SpeechProvider, SynthesisInput, SynthesizedAudio } from "./provider";

// On globalThis so hot reloads and several route bundles share one eSpeak worker.
const holder = globalThis as typeof globalThis & { __speechProvider?: SpeechProvider; __embeddedSpeech?: SpeechProvider };

// TTS_VOICE names an API voice when a key is set; eSpeak standing in then uses its own default.
const DEFAULT_ESPEAK_VARIANT = "default";

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

/** eSpeak, whatever is configured: what speaks once the paid speech budget is spent. */
export function embeddedSpeechProvider(): SpeechProvider {
  const configured = speechProvider();
  if (configured.id === "espeak") return configured;
  holder.__embeddedSpeech ??= createEspeakSpeechProvider({ voice: DEFAULT_ESPEAK_VARIANT });
  return holder.__embeddedSpeech;
}

/** Tests switch configuration between cases; this drops the provider (and stops its worker). */
export async function resetSpeechProvider(): Promise<void> {
  const providers = [holder.__speechProvider, holder.__embeddedSpeech];
  holder.__speechProvider = undefined;
  holder.__embeddedSpeech = undefined;
  await Promise.all(providers.map((p) => p?.close?.()));
}
