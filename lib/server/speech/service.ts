import "server-only";
import { z } from "zod";
import { ttsRequest, type TtsRequest } from "@/lib/shared/api/contract";
import { ApiError } from "@/lib/server/api/errors";
import { log } from "@/lib/server/log/log";
import { store, type Db } from "@/lib/server/store";
import { audioKey, audioUrl, hasAudio, putAudio } from "./cache";
import { speaksContactDetails } from "./clip-privacy";
import { speechProvider, type SpeechProvider, type SynthesizedAudio } from "./index";
import { encodeMp3, InvalidWavError, MP3_CONTENT_TYPE } from "./mp3";
import { isSpeakable, speakableText } from "@/lib/shared/speech/speakable-text";
import { DEFAULT_VOICE } from "@/lib/shared/speech/voices";

export interface SpeechDeps {
  provider?: SpeechProvider;
  db?: Db;
  /** The conversation the clip belongs to: retention deletes it with that conversation. */
  conversationId?: string | null;
}

/** The contract's request, with `voice` narrowed to what the active provider accepts. */
const schemas = new WeakMap<SpeechProvider, ReturnType<typeof buildSchema>>();

function buildSchema(provider: SpeechProvider) {
  const voices = provider.voices as [string, ...string[]];
  return ttsRequest.extend({ voice: z.enum(voices, { error: "unknown voice" }) });
}

/** Built once per provider, not on every request. */
export function speechRequestSchema(provider: SpeechProvider = speechProvider()) {
  let schema = schemas.get(provider);
  if (!schema) schemas.set(provider, (schema = buildSchema(provider)));
  return schema;
}

// Synthesis in progress per cache key: simultaneous identical requests share one.
const inFlight = new Map<string, Promise<void>>();

/**
 * Speaks a reply: cleans it to speakable text, then returns the URL of its
 * audio, synthesising and storing it only if no earlier request did.
 */
export async function generateSpeech(req: TtsRequest, deps: SpeechDeps = {}): Promise<{ audioUrl: string }> {
  const provider = deps.provider ?? speechProvider();
  if (!provider.voices.includes(req.voice)) throw new ApiError("bad_request", "tts", "Invalid request: voice: unknown voice");
  const text = speakableText(req.text);
  if (!isSpeakable(text)) throw new ApiError("bad_request", "tts", "There is nothing to read aloud in this text.");

  const voice = req.voice === DEFAULT_VOICE ? provider.defaultVoice : req.voice;
  const key = audioKey({ provider: provider.id, model: provider.model, voice, language: req.language, text });
  const db = deps.db ?? (await store());
  let work = inFlight.get(key);
  if (!work) {
    // No caller's abort signal here: the audio outlives the request that asked
    // for it, and another caller may be waiting on the same synthesis.
    work = (async () => {
      if (await hasAudio(db, key)) return;
      const started = Date.now();
      const audio = await compressed(await provider.synthesize({ text, voice, language: req.language }));
      await putAudio(db, key, audio, { conversationId: deps.conversationId ?? null, personal: speaksContactDetails(req.text) });
      // Each line is a synthesis paid for (API) or computed (eSpeak): cost and latency at a glance.
      const ms = Date.now() - started;
      log.info("tts.synthesized", { provider: provider.id, language: req.language, chars: text.length, bytes: audio.bytes.length, ms });
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, work);
  }
  await work;
  return { audioUrl: audioUrl(key) };
}

// eSpeak always, and an OpenAI-compatible server that ignores response_format.
const WAV_TYPES = /^audio\/(wav|wave|x-wav|vnd\.wave)$/i;

/**
 * The clip as it is stored: WAV (about 44 kB per second of speech) becomes MP3
 * (3 kB), encoded in a worker thread. A WAV the encoder cannot read (stereo,
 * float) is kept as it came: it is still served under its own content type.
 */
async function compressed(audio: SynthesizedAudio): Promise<SynthesizedAudio> {
  if (!WAV_TYPES.test(audio.contentType)) return audio;
  try {
    const mp3 = await encodeMp3(audio.bytes);
    return { bytes: Buffer.from(mp3.buffer, mp3.byteOffset, mp3.byteLength), contentType: MP3_CONTENT_TYPE };
  } catch (error) {
    if (!(error instanceof InvalidWavError)) throw error;
    log.warn("tts.uncompressed", { reason: error.message });
    return audio;
  }
}
