/**
 * A scripted stand-in for lib/server/speech/espeak-worker.mjs, speaking its protocol,
 * so tests can make the worker crash, hang or fail on demand:
 *   text "crash" → the thread exits; "hang" → a busy loop; "fail" → an error answer;
 *   anything else → after `delay:<ms>` (default 5 ms), a WAV whose data is JSON
 *   {thread, n, text, voice}. A job arriving while one is running is answered
 *   with an error, which catches a queue that does not serialise.
 * FAKE_WORKER_LOG, if set, names a file that gets one line per thread start.
 */
import { appendFileSync } from "node:fs";
import { parentPort, threadId } from "node:worker_threads";

if (process.env.FAKE_WORKER_LOG) appendFileSync(process.env.FAKE_WORKER_LOG, `start ${threadId}\n`);

let busy = false;
let n = 0;

parentPort.on("message", async ({ id, text, voice }) => {
  if (busy) return parentPort.postMessage({ id, error: "concurrent job" });
  busy = true;
  n += 1;
  if (text === "crash") process.exit(3);
  if (text === "hang") for (;;);
  if (text === "fail") {
    busy = false;
    return parentPort.postMessage({ id, error: "scripted failure" });
  }
  const delay = Number(/delay:(\d+)/.exec(text)?.[1] ?? 5);
  await new Promise((resolve) => setTimeout(resolve, delay));
  busy = false;
  parentPort.postMessage({ id, wav: wav(JSON.stringify({ thread: threadId, n, text, voice })) });
});

function wav(data) {
  const body = Buffer.from(data);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + body.length, 4);
  header.write("WAVEfmt ", 8, "latin1");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(22050, 24);
  header.writeUInt32LE(44100, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "latin1");
  header.writeUInt32LE(body.length, 40);
  return new Uint8Array(Buffer.concat([header, body]));
}
