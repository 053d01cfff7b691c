import "server-only";
import path from "node:path";
import { LANGUAGES } from "@/lib/server/language";
import { spokenTimes } from "@/lib/server/language/clock";
import type { SpeechProvider, SynthesisInput } from "./provider";
import { DEFAULT_VOICE } from "@/lib/shared/speech/voices";
import { WorkerQueue } from "./worker-queue";

/**
 * The embedded default: eSpeak NG compiled to WebAssembly (the `espeak-ng` npm
 * package, GPL-3.0-or-later), run in a worker thread by espeak-worker.mjs.
 * Robotic but free, offline and in all nine languages.
 */

// Bump the suffix when a language's eSpeak voice (lib/server/language), the arguments or the text it is given change: it is part of the cache key.
const MODEL = "espeak-ng-wasm-1.0.2/v2";
// TTS_VOICE may name an eSpeak variant (f3, m2, Alicia...); unknown names are ignored by eSpeak.
const VARIANT = /^[A-Za-z0-9_-]{1,40}$/;

export interface EspeakSpeechOptions {
  /** TTS_VOICE: what DEFAULT_VOICE means. */
  voice: string;
  timeoutMs?: number;
  /** Tests substitute a scripted worker. */
  workerFile?: string;
  maxWaiting?: number;
  idleMs?: number;
}

export function createEspeakSpeechProvider(options: EspeakSpeechOptions): SpeechProvider {
  const queue = new WorkerQueue({
    // Resolved from the project root at run time, so the Next bundler leaves it alone.
    file: options.workerFile ?? path.join(process.cwd(), "lib/server/speech/espeak-worker.mjs"),
    timeoutMs: options.timeoutMs ?? 15_000,
    maxWaiting: options.maxWaiting ?? 32,
    // The worker holds ~150 MB once warm; a quiet site gets it back after a minute.
    idleMs: options.idleMs ?? 60_000,
  });

  async function synthesize({ text, voice, language, signal }: SynthesisInput) {
    // Each language names its voice from the package's `--voices` list. Base codes on purpose: this build
    // ignores a `+variant` after `en-gb` or `fr-fr` but honours it after `en` (British English) and `fr` (French of France).
    const base = LANGUAGES[language].speech.espeakVoice;
    // eSpeak reads "11:00" as "eleven zero zero" and French "11 h" as a letter: it is given the time in words.
    const said = spokenTimes(language, text);
    const answer = await queue.run({ text: said, voice: VARIANT.test(voice) ? `${base}+${voice}` : base }, signal);
    const wav = answer.wav as Uint8Array;
    return { bytes: Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength), contentType: "audio/wav" };
  }

  return {
    id: "espeak",
    model: MODEL,
    voices: [...new Set([DEFAULT_VOICE, options.voice])],
    defaultVoice: options.voice,
    synthesize,
    close: () => queue.close(),
  };
}
