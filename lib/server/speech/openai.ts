import "server-only";
import OpenAI, { APIConnectionTimeoutError } from "openai";
import { ApiError } from "@/lib/server/api/errors";
import { LANGUAGES } from "@/lib/server/language";
import type { SpeechProvider, SynthesisInput } from "./provider";
import { DEFAULT_VOICE, OPENAI_VOICES } from "@/lib/shared/speech/voices";

export interface OpenAiSpeechOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** TTS_VOICE: what DEFAULT_VOICE means; accepted even if not a built-in name (custom voices). */
  voice: string;
  /** The whole call's budget, retry included. Tests shorten it. */
  timeoutMs?: number;
}

/** Any OpenAI-compatible `/audio/speech` API, through the official SDK. */
export function createOpenAiSpeechProvider(options: OpenAiSpeechOptions): SpeechProvider {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: timeoutMs, maxRetries: 1 });
  const takesInstructions = /^gpt-4o/.test(options.model); // tts-1 and tts-1-hd reject them

  async function synthesize({ text, voice, language, signal }: SynthesisInput) {
    // The SDK's timeout is per attempt; this deadline bounds the retry too.
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      const response = await client.audio.speech.create(
        {
          model: options.model,
          voice,
          input: text,
          response_format: "mp3",
          // Steering models that take instructions: Malay text read as Indonesian, or
          // kanji-free Chinese read as Japanese, are the mistakes this avoids.
          ...(takesInstructions ? { instructions: `Speak in ${LANGUAGES[language].speech.name}, warmly and clearly.` } : {}),
        },
        { signal: signal ? AbortSignal.any([signal, deadline]) : deadline },
      );
      const contentType = response.headers.get("content-type")?.split(";")[0].trim() ?? "";
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!contentType.startsWith("audio/") || bytes.length === 0) {
        throw new ApiError("upstream_failed", "tts", undefined, {
          cause: new Error(`speech API answered ${contentType || "no content type"} with ${bytes.length} bytes`),
        });
      }
      return { bytes, contentType };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const timedOut = deadline.aborted || error instanceof APIConnectionTimeoutError;
      throw new ApiError(timedOut ? "upstream_timeout" : "upstream_failed", "tts", undefined, { cause: error });
    }
  }

  return {
    id: "openai",
    model: options.model,
    voices: [...new Set([DEFAULT_VOICE, ...OPENAI_VOICES, options.voice])],
    defaultVoice: options.voice,
    synthesize,
  };
}
