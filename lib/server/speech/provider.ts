import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";

export interface SynthesisInput {
  /** Already speakable (see speakable-text.ts), at most 4096 characters. */
  text: string;
  /** One of the provider's `voices`, never DEFAULT_VOICE: the service resolves that first. */
  voice: string;
  language: LocaleCode;
  signal?: AbortSignal;
}

export interface SynthesizedAudio {
  bytes: Buffer;
  contentType: string;
}

/** One seam in front of every speech engine; chosen by configuration in index.ts. */
export interface SpeechProvider {
  id: "openai" | "espeak";
  /** Part of the cache key: a new model or engine version must not reuse old audio. */
  model: string;
  /** Voice names a request may carry, DEFAULT_VOICE included. */
  voices: readonly string[];
  /** The voice DEFAULT_VOICE stands for (TTS_VOICE). */
  defaultVoice: string;
  /** Throws ApiError (surface "tts") on failure. */
  synthesize(input: SynthesisInput): Promise<SynthesizedAudio>;
  /** Releases background resources (the eSpeak worker); tests and shutdown call it. */
  close?(): Promise<void>;
}
