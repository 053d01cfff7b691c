import "server-only";
import path from "node:path";
import { WorkerQueue } from "./worker-queue";

/**
 * eSpeak's WAV (about 44 kB per second of speech) to MP3 of about 3 kB per
 * second, with LAME compiled to WebAssembly (`wasm-media-encoders`) in a
 * worker thread (mp3-worker.mjs). MP3 rather than Opus: every browser decodes
 * MP3 in <audio> and in Web Audio, iOS Safari included, while Safari's Opus
 * support depends on its version and on the container.
 */

export const MP3_CONTENT_TYPE = "audio/mpeg";

/**
 * Constant 24 kbit/s, mono: 3,000 bytes per second of speech, under the 4 kB
 * budget. 32 kbit/s measured 4,039 bytes per second (frame headers and LAME's
 * padding), over it. At eSpeak's 22,050 Hz this is an MPEG-2 stream with no
 * resampling; LAME's own pick for 24 kbit/s would be 16 kHz, which resamples
 * for no gain in a voice that has little above 5 kHz.
 */
export const MP3_KBPS = 24;

// The constant bitrates this LAME build accepts (wasm-media-encoders' list).
const LAME_KBPS = [8, 16, 24, 32, 40, 48, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
// Which bitrates each MP3 sample rate allows: MPEG-1, MPEG-2 and MPEG-2.5 layer III.
const RATE_FAMILIES: { rates: number[]; minKbps: number; maxKbps: number }[] = [
  { rates: [32_000, 44_100, 48_000], minKbps: 32, maxKbps: 320 },
  { rates: [16_000, 22_050, 24_000], minKbps: 8, maxKbps: 160 },
  { rates: [8_000, 11_025, 12_000], minKbps: 8, maxKbps: 64 },
];
// LAME resamples anything in this range; outside it a "clip" is not speech we made.
const MIN_RATE = 8_000;
const MAX_RATE = 48_000;
// Streaming WAV writers (eSpeak to a pipe among them) leave a data size of
// 0x7ffff000 or 0xffffffff for "until the end of the file".
const STREAMING_SIZE = 0x7fff_f000;

export interface Mp3Options {
  /** Constant bitrate in kbit/s, one of LAME's (8, 16, 24, 32, 40, 48, 64, …, 320); default MP3_KBPS. */
  kbps?: number;
  /** Abandons the job if it is still waiting for the worker. */
  signal?: AbortSignal;
}

/** What `readWav` found in a RIFF/WAVE PCM16 mono clip. */
export interface WavClip {
  sampleRate: number;
  /** Number of samples (frames) in the data chunk. */
  samples: number;
  durationSeconds: number;
  /** The PCM16 little-endian samples: a view into the input, not a copy. */
  pcm: Uint8Array;
}

/** The input is not a RIFF/WAVE PCM16 mono clip; the message says what is wrong. */
export class InvalidWavError extends Error {
  constructor(message: string) {
    super(`Invalid WAV: ${message}`);
    this.name = "InvalidWavError";
  }
}

/** Reads the header of a RIFF/WAVE PCM16 mono clip, walking its chunks rather than assuming 44 bytes. */
export function readWav(wav: Uint8Array): WavClip {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
  if (wav.byteLength < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") throw new InvalidWavError("no RIFF/WAVE header");

  let format: { code: number; channels: number; sampleRate: number; bits: number } | undefined;
  for (let at = 12; at + 8 <= wav.byteLength;) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt ") {
      if (size < 16 || body + 16 > wav.byteLength) throw new InvalidWavError("fmt chunk is too short");
      format = {
        code: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === "data") {
      if (!format) throw new InvalidWavError("data chunk before any fmt chunk");
      const { code, channels, sampleRate, bits } = format;
      if (code !== 1 || bits !== 16) throw new InvalidWavError(`not 16-bit PCM (format ${code}, ${bits} bits)`);
      if (channels !== 1) throw new InvalidWavError(`not mono (${channels} channels)`);
      if (sampleRate < MIN_RATE || sampleRate > MAX_RATE)
        throw new InvalidWavError(`sample rate ${sampleRate} Hz is outside ${MIN_RATE}-${MAX_RATE} Hz`);
      const present = wav.byteLength - body;
      if (size > present && size < STREAMING_SIZE)
        throw new InvalidWavError(`data chunk is truncated (${size} bytes declared, ${present} present)`);
      const bytes = Math.min(size, present) & ~1;
      if (bytes === 0) throw new InvalidWavError("no audio samples");
      const samples = bytes / 2;
      return { sampleRate, samples, durationSeconds: samples / sampleRate, pcm: wav.subarray(body, body + bytes) };
    }
    at = body + size + (size & 1); // chunks are padded to an even length
  }
  throw new InvalidWavError(format ? "no data chunk" : "no fmt chunk");
}

/** The clip's own rate when LAME may write it at this bitrate; otherwise LAME picks one and resamples. */
function outputRate(sampleRate: number, kbps: number): number | undefined {
  const family = RATE_FAMILIES.find((f) => f.rates.includes(sampleRate));
  return family && kbps >= family.minKbps && kbps <= family.maxKbps ? sampleRate : undefined;
}

let shared: WorkerQueue | undefined;

// One worker for the process, started on the first clip and reused; it stops
// after a quiet minute and the next clip starts it again.
function queue(): WorkerQueue {
  shared ??= new WorkerQueue({
    // Resolved from the project root at run time, so the Next bundler leaves it alone.
    file: path.join(process.cwd(), "lib/server/speech/mp3-worker.mjs"),
    // LAME in WebAssembly encodes far faster than real time; a clip of the longest speakable reply takes seconds.
    timeoutMs: 15_000,
    maxWaiting: 32,
    idleMs: 60_000,
  });
  return shared;
}

/**
 * Encodes a RIFF/WAVE PCM16 mono clip as constant-bitrate mono MP3. Rejects
 * with InvalidWavError for a malformed clip, RangeError for a bitrate LAME
 * does not offer, and ApiError (surface "tts") when the worker fails, times
 * out or has too many clips waiting.
 */
export async function encodeMp3(wav: Uint8Array, options: Mp3Options = {}): Promise<Uint8Array> {
  const kbps = options.kbps ?? MP3_KBPS;
  if (!LAME_KBPS.includes(kbps)) throw new RangeError(`MP3 bitrate ${kbps} kbit/s is not one of ${LAME_KBPS.join(", ")}`);
  const { pcm, sampleRate } = readWav(wav);
  // Posting a view copies its whole buffer: send the samples alone.
  const own = pcm.byteOffset === 0 && pcm.byteLength === pcm.buffer.byteLength ? pcm : pcm.slice();
  const answer = await queue().run({ pcm: own, sampleRate, kbps, outputSampleRate: outputRate(sampleRate, kbps) }, options.signal);
  return answer.mp3 as Uint8Array;
}

/** Stops the encoder's worker (tests, shutdown); a later `encodeMp3` starts a new one. */
export async function closeMp3Encoder(): Promise<void> {
  const running = shared;
  shared = undefined;
  await running?.close();
}
