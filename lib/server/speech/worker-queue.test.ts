import "server-only";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ApiError } from "@/lib/server/api/errors";
import { WorkerQueue } from "./worker-queue";

const FAKE = path.join(process.cwd(), "test/support/fake-speech-worker.mjs");
const LOG = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fake-worker-")), "starts.log");
process.env.FAKE_WORKER_LOG = LOG; // read by each fake worker thread at start

interface Answer {
  thread: number;
  n: number;
  text: string;
}
const decode = (answer: Record<string, unknown>): Answer =>
  JSON.parse(Buffer.from((answer.wav as Uint8Array).subarray(44)).toString("utf8"));
const starts = () => (fs.existsSync(LOG) ? fs.readFileSync(LOG, "utf8").trim().split("\n").length : 0);

let queue: WorkerQueue;
beforeEach(() => {
  fs.rmSync(LOG, { force: true });
  queue = new WorkerQueue({ file: FAKE, timeoutMs: 1000, maxWaiting: 8 });
});
afterEach(() => queue.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("WorkerQueue", () => {
  it("starts no worker before the first job", async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(starts()).toBe(0);
    await queue.run({ text: "hello" });
    expect(starts()).toBe(1);
  });

  it("runs simultaneous jobs one at a time, in order, on one thread", async () => {
    const texts = ["a delay:30", "b delay:1", "c delay:20", "d", "e delay:10"];
    const answers = (await Promise.all(texts.map((text) => queue.run({ text })))).map(decode);
    expect(answers.map((a) => a.text)).toEqual(texts);
    expect(answers.map((a) => a.n)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(answers.map((a) => a.thread)).size).toBe(1);
  });

  it("reports a failed job and keeps the worker", async () => {
    const first = decode(await queue.run({ text: "one" }));
    expect((await failure(queue.run({ text: "fail" }))).code).toBe("upstream_failed:tts");
    expect(decode(await queue.run({ text: "two" })).thread).toBe(first.thread);
  });

  it("restarts the worker after it crashes", async () => {
    const first = decode(await queue.run({ text: "one" }));
    expect((await failure(queue.run({ text: "crash" }))).code).toBe("upstream_failed:tts");
    const after = decode(await queue.run({ text: "two" }));
    expect(after.thread).not.toBe(first.thread);
    expect(after.n).toBe(1);
    expect(starts()).toBe(2);
  });

  it("times a stuck job out, terminates the worker and serves the next job", async () => {
    // The limit also covers the fresh worker's start for the next job, which a busy machine can stretch past 200 ms.
    queue = new WorkerQueue({ file: FAKE, timeoutMs: 1500, maxWaiting: 8 });
    const stuck = queue.run({ text: "hang" });
    const next = queue.run({ text: "next" });
    expect((await failure(stuck)).code).toBe("upstream_timeout:tts");
    expect(decode(await next).text).toBe("next");
    expect(starts()).toBe(2);
  });

  it("refuses jobs beyond the waiting limit", async () => {
    queue = new WorkerQueue({ file: FAKE, timeoutMs: 1000, maxWaiting: 2 });
    const accepted = [queue.run({ text: "a" }), queue.run({ text: "b" })];
    expect((await failure(queue.run({ text: "c" }))).code).toBe("unavailable:tts");
    await Promise.all(accepted);
  });

  it("drops a waiting job whose caller gave up", async () => {
    const controller = new AbortController();
    const first = queue.run({ text: "slow delay:50" });
    const second = queue.run({ text: "never" }, controller.signal);
    controller.abort();
    await first;
    await expect(second).rejects.toThrow();
    expect(decode(await queue.run({ text: "third" })).n).toBe(2);
  });

  it("stops an idle worker and starts a new one for the next job", async () => {
    queue = new WorkerQueue({ file: FAKE, timeoutMs: 1000, maxWaiting: 8, idleMs: 50 });
    const first = decode(await queue.run({ text: "one" }));
    expect(decode(await queue.run({ text: "two" })).thread).toBe(first.thread); // busy: kept
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(decode(await queue.run({ text: "three" })).thread).not.toBe(first.thread);
    expect(starts()).toBe(2);
  });

  it("reports a worker file that cannot load", async () => {
    queue = new WorkerQueue({ file: path.join(os.tmpdir(), "no-such-worker.mjs"), timeoutMs: 1000, maxWaiting: 2 });
    expect((await failure(queue.run({ text: "x" }))).code).toBe("upstream_failed:tts");
  });
});
