// No "server-only" here: this file runs in a worker thread outside Next, where that import throws.
/**
 * eSpeak NG in a worker thread, so synthesis never blocks the server's event
 * loop. Plain ESM outside the bundle: Next does not rewrite this file, and it
 * imports `espeak-ng` (GPL-3.0-or-later; an Emscripten build of the espeak-ng
 * CLI with all voice data embedded in its 18 MB .wasm) straight from node_modules.
 *
 * Protocol: { id, text, voice } in; { id, wav: Uint8Array } or { id, error } out.
 * The parent sends one job at a time (see worker-queue.ts).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";

const IN = "/in.txt";
const OUT = "/out.wav";
let engine;

// Loaded on the first job, never at server start: compiling is cheap (~25 ms),
// but the module and its data are 18 MB we only pay for when speech is used.
function load() {
  engine ??= (async () => {
    const { default: factory } = await import("espeak-ng");
    const wasmFile = createRequire(import.meta.url)
      .resolve("espeak-ng")
      .replace(/espeak-ng\.js$/, "espeak-ng.wasm");
    return { factory, module: await WebAssembly.compile(await readFile(wasmFile)) };
  })();
  return engine;
}

// The build exposes only main() and keeps global state between runs, so every
// job gets a fresh instance of the compiled module (about 70 ms, freed by GC).
async function synthesize({ text, voice }) {
  const { factory, module } = await load();
  const stderr = [];
  let failure;
  let rejectStart;
  const startFailed = new Promise((_, reject) => (rejectStart = reject));
  startFailed.catch(() => {}); // a late failure is read from `failure` below
  const started = factory({
    // -b 1: the input file is UTF-8; -f: text from a file, so no text is ever parsed as an option.
    arguments: ["-b", "1", "-v", voice, "-w", OUT, "-f", IN],
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(module, imports)
        .then((instance) => receive(instance))
        .catch((error) => {
          failure = error; // thrown by instantiation or, later, by main() itself
          rejectStart(error);
        });
      return {};
    },
    onRuntimeInitialized() {
      this.FS.writeFile(IN, text);
    },
    print: () => {},
    printErr: (line) => stderr.push(line),
  });
  const instance = await Promise.race([started, startFailed]);
  await new Promise((resolve) => setImmediate(resolve)); // let a crash inside main() surface
  if (failure) throw failure;
  const wav = instance.FS.analyzePath(OUT).exists ? instance.FS.readFile(OUT) : new Uint8Array();
  if (!isCompleteWav(wav)) throw new Error(`espeak-ng wrote no complete WAV: ${stderr.join(" ").slice(0, 300)}`);
  return wav;
}

// The RIFF size is patched when espeak closes the file: a mismatch means it stopped midway.
function isCompleteWav(bytes) {
  if (bytes.byteLength <= 44) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at) => String.fromCharCode(...bytes.subarray(at, at + 4));
  return tag(0) === "RIFF" && tag(8) === "WAVE" && view.getUint32(4, true) === bytes.byteLength - 8;
}

parentPort.on("message", async (job) => {
  try {
    const wav = await synthesize(job);
    const own = wav.byteOffset === 0 && wav.byteLength === wav.buffer.byteLength ? wav : wav.slice();
    parentPort.postMessage({ id: job.id, wav: own }, [own.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error?.message ?? error) });
  }
});
