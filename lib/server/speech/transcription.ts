import "server-only";
import OpenAI, { APIConnectionTimeoutError, toFile } from "openai";
import { z } from "zod";
import { language as languageSchema } from "@/lib/shared/api/contract";
import { ApiError } from "@/lib/server/api/errors";
import { env } from "@/lib/server/config/env";
import { knownConversation } from "@/lib/server/turn/conversation/registry";
import { type LocaleCode } from "@/lib/shared/i18n/locales";
import { spendBudget } from "@/lib/server/http/budget";
import { log } from "@/lib/server/log/log";
import { guardRate } from "@/lib/server/http/rate-limit";
import { store, type Db } from "@/lib/server/store";
import {
  isTooLong,
  measureRecording,
  STT_MAX_BYTES,
  STT_MAX_SECONDS,
  STT_TYPES,
  sttMime,
  type Measurement,
  type SttMime,
} from "@/lib/shared/speech/stt-upload";
import type { Visitor } from "./visitor-speech";

/**
 * Speech to text for browsers without speech recognition (Firefox): the
 * visitor's recording goes to an OpenAI-compatible transcription endpoint
 * (STT_MODEL with OPENAI_API_KEY). The request's shape is in stt-upload.ts.
 */

export interface Recording {
  bytes: Buffer;
  mime: SttMime;
  language: LocaleCode;
  /** What the server measured of it: how long it plays, and what it is paid for. */
  measured: Measurement;
}

export interface TranscriberConfig {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** The whole call's budget, retry included. */
  timeoutMs?: number;
}

const query = z.object({ language: languageSchema });

/** The configured endpoint, or null: then the route answers 501 `unsupported:stt` and the browser shows "Not Supported". */
export function transcriberConfig(): TranscriberConfig | null {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, STT_MODEL } = env();
  return OPENAI_API_KEY && STT_MODEL ? { apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, model: STT_MODEL } : null;
}

export function requireTranscriber(): TranscriberConfig {
  const config = transcriberConfig();
  if (!config) throw new ApiError("unsupported", "stt", "Voice input is not available on this site.");
  return config;
}

/** A transcription has its own allowance per client (RATES.stt): about as often as a visitor can ask a question aloud. */
export async function guardTranscriptionRate(request: Request): Promise<void> {
  await guardRate(request, "stt");
}

/**
 * The recording in the request's body, checked before anything is spent: a
 * type we take, at most STT_MAX_BYTES (counted while it streams, whatever
 * Content-Length claims), not empty, measurable (400 when it is not: nothing
 * is paid for on a file's word), and no longer than STT_MAX_SECONDS as measured.
 */
export async function readRecording(request: Request): Promise<Recording> {
  const params = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!params.success) throw new ApiError("bad_request", "stt", "Invalid request: language: expected one of the site's languages");
  const mime = sttMime(request.headers.get("content-type"));
  if (!mime) throw new ApiError("unsupported_media_type", "stt", `Recordings must be sent as ${Object.keys(STT_TYPES).join(", ")}.`);
  if (Number(request.headers.get("content-length") ?? "0") > STT_MAX_BYTES) throw tooLarge();

  const bytes = await readCapped(request);
  if (bytes.length === 0) throw new ApiError("bad_request", "stt", "The recording is empty.");
  const measured = measureRecording(bytes, mime);
  if (!measured) throw new ApiError("bad_request", "stt", "The recording could not be read as audio.");
  if (isTooLong(measured)) throw new ApiError("payload_too_large", "stt", `Recordings are limited to ${STT_MAX_SECONDS} seconds.`);
  return { bytes, mime, language: params.data.language, measured };
}

const tooLarge = () => new ApiError("payload_too_large", "stt", `Recordings are limited to ${STT_MAX_BYTES / 1024 / 1024} MB.`);

async function readCapped(request: Request): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => dropped());
    if (done) break;
    size += value.byteLength;
    if (size > STT_MAX_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (request.signal.aborted) dropped();
  return Buffer.concat(chunks);
}

function dropped(): never {
  // The visitor closed the tab or lost signal mid-upload: nobody reads this answer.
  throw new ApiError("bad_request", "stt", "The request was cancelled.");
}

/** A person says about 15 characters a second: a recording costs what speaking its length aloud would. */
const CHARS_PER_SECOND = 15;

export interface TranscribeDeps {
  db?: Db;
  config?: TranscriberConfig;
}

/**
 * Transcribes a visitor's recording. It is paid from the day's speech budget
 * by its measured length, or by what its size implies if that is more;
 * with the budget spent there is nothing free to fall back on, so the answer
 * is 503 `unavailable:stt` and the visitor types instead.
 */
export async function transcribeForVisitor(
  recording: Recording,
  visitor: Visitor,
  deps: TranscribeDeps = {},
): Promise<{ text: string; language: LocaleCode }> {
  const config = deps.config ?? requireTranscriber();
  const db = deps.db ?? (await store());
  // No conversation yet (a first question asked aloud): the client's share alone pays.
  const conversationId = await knownConversation(db, visitor.conversationId);
  const amount = Math.ceil(recording.measured.chargedSeconds) * CHARS_PER_SECOND;
  if (!(await spendBudget({ kind: "speech", conversationId, client: visitor.client, amount }))) {
    throw new ApiError("unavailable", "stt", "Voice input is not available right now. Please type your question.");
  }
  const started = Date.now();
  const text = await transcribe(recording, config);
  const { seconds, chargedSeconds } = recording.measured;
  log.info("stt.transcribed", {
    language: recording.language,
    bytes: recording.bytes.length,
    seconds,
    chargedSeconds,
    chars: text.length,
    ms: Date.now() - started,
  });
  return { text, language: recording.language };
}

/** One call to `/audio/transcriptions` through the SDK; failures become `upstream_failed:stt` or `upstream_timeout:stt`. */
export async function transcribe(recording: Recording, config: TranscriberConfig): Promise<string> {
  const timeoutMs = config.timeoutMs ?? 30_000;
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: timeoutMs, maxRetries: 1 });
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const file = await toFile(recording.bytes, `recording.${STT_TYPES[recording.mime]}`, { type: recording.mime });
    const result = await client.audio.transcriptions.create(
      // ISO-639-1, as the API wants it: `ms` for Bahasa Malaysia, not the product's `my`.
      { file, model: config.model, language: recording.language, response_format: "json" },
      { signal: deadline },
    );
    if (typeof result?.text !== "string") throw new Error("transcription answer has no text");
    return result.text.trim();
  } catch (error) {
    const timedOut = deadline.aborted || error instanceof APIConnectionTimeoutError;
    throw new ApiError(timedOut ? "upstream_timeout" : "upstream_failed", "stt", undefined, { cause: error });
  }
}
