// No "server-only" here: this file runs in a worker thread outside Next, where that import throws.
/**
 * MP3 encoding in a worker thread, so a long clip never blocks the server's
 * event loop. Plain ESM outside the bundle, like espeak-worker.mjs: Next does
 * not rewrite this file, and it imports `wasm-media-encoders` (LAME compiled to
 * WebAssembly, MIT) straight from node_modules. `createMp3Encoder` instantiates
 * the .wasm the package carries inline in its JavaScript as a data: URL, so no
 * file path has to survive bundling or deployment.
 *
 * Protocol: { id, pcm: Uint8Array (PCM16 little-endian mono), sampleRate,
 * kbps, outputSampleRate? } in; { id, mp3: Uint8Array } or { id, error } out.
 * The parent sends one job at a time (see worker-queue.ts) and has already
 * checked the WAV header (mp3.ts).
 */
import { parentPort } from "node:worker_threads";
import { createMp3Encoder } from "wasm-media-encoders";

// LAME copies each call's samples into WebAssembly memory: bounded chunks keep
// that memory at a few hundred kB however long the clip.
const CHUNK_SAMPLES = 16_384;
let encoder;

// One encoder for the life of the thread: `configure` resets it between clips.
function load() {
  encoder ??= createMp3Encoder().catch((error) => {
    encoder = undefined; // the next job tries again
    throw error;
  });
  return encoder;
}

async function encode({ pcm, sampleRate, kbps, outputSampleRate }) {
  const lame = await load();
  lame.configure({ sampleRate, channels: 1, bitrate: kbps, ...(outputSampleRate ? { outputSampleRate } : {}) });
  const samples = new DataView(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const count = Math.floor(pcm.byteLength / 2);
  const parts = [];
  let size = 0;
  // Encoder output is a view into WebAssembly memory, overwritten by the next call: copy it at once.
  const keep = (bytes) => {
    if (bytes.byteLength === 0) return;
    parts.push(bytes.slice());
    size += bytes.byteLength;
  };
  const block = new Float32Array(Math.min(CHUNK_SAMPLES, count));
  for (let start = 0; start < count; start += CHUNK_SAMPLES) {
    const length = Math.min(CHUNK_SAMPLES, count - start);
    const floats = length === block.length ? block : block.subarray(0, length);
    for (let i = 0; i < length; i++) floats[i] = samples.getInt16((start + i) * 2, true) / 32768;
    keep(lame.encode([floats]));
  }
  keep(lame.finalize());
  const mp3 = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    mp3.set(part, at);
    at += part.byteLength;
  }
  return mp3;
}

parentPort.on("message", async (job) => {
  try {
    const mp3 = await encode(job);
    parentPort.postMessage({ id: job.id, mp3 }, [mp3.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error?.message ?? error) });
  }
});
