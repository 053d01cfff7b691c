import "server-only";
import { Worker } from "node:worker_threads";
import { ApiError } from "@/lib/server/api/errors";

export interface WorkerQueueOptions {
  /** Absolute path of a plain ESM worker script. */
  file: string;
  /** A job running longer is abandoned and its worker terminated. */
  timeoutMs: number;
  /** Jobs allowed to wait; more are refused rather than piling up memory. */
  maxWaiting: number;
  /** An idle worker is stopped after this long, giving its memory back; the next job restarts it. */
  idleMs?: number;
}

interface Running {
  id: number;
  resolve: (message: Record<string, unknown>) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One worker thread, one job at a time, in arrival order. The worker starts on
 * the first job; a crashed or stuck worker is replaced on the next one. The
 * worker is unref'd while idle so it never keeps the process alive, and
 * stopped after `idleMs` without work.
 */
export class WorkerQueue {
  private worker?: Worker;
  private running?: Running;
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private nextId = 1;
  private idleTimer?: NodeJS.Timeout;

  constructor(private readonly options: WorkerQueueOptions) {}

  run(job: Record<string, unknown>, signal?: AbortSignal): Promise<Record<string, unknown>> {
    if (this.waiting >= this.options.maxWaiting) return Promise.reject(new ApiError("unavailable", "tts"));
    this.waiting += 1;
    const turn = this.tail.then(() => {
      this.waiting -= 1;
      signal?.throwIfAborted();
      return this.dispatch(job);
    });
    this.tail = turn.catch(() => {});
    return turn;
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private dispatch(job: Record<string, unknown>): Promise<Record<string, unknown>> {
    clearTimeout(this.idleTimer);
    const worker = this.start();
    worker.ref(); // a job in flight keeps a script (bench, CLI) alive until it answers
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = this.nextId++;
      const timer = setTimeout(() => {
        this.running = undefined;
        void this.close(); // synchronous WASM cannot be interrupted any other way
        reject(
          new ApiError("upstream_timeout", "tts", undefined, { cause: new Error(`speech worker took over ${this.options.timeoutMs} ms`) }),
        );
      }, this.options.timeoutMs);
      this.running = { id, resolve, reject, timer };
      worker.postMessage({ ...job, id });
    }).finally(() => this.idle());
  }

  private idle(): void {
    this.worker?.unref();
    if (this.options.idleMs === undefined || this.waiting > 0) return;
    this.idleTimer = setTimeout(() => {
      if (!this.running && this.waiting === 0) void this.close();
    }, this.options.idleMs);
    this.idleTimer.unref();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // An explicit env: the same as the default in Node, but test runners that
    // sandbox process.env (Jest) hand the worker what the test set.
    const worker = new Worker(this.options.file, { env: { ...process.env } });
    worker.unref();
    worker.on("message", (message: Record<string, unknown>) => this.answer(message));
    worker.on("error", (error) => this.crashed(worker, error));
    worker.on("exit", (code) => this.crashed(worker, new Error(`speech worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private answer(message: Record<string, unknown>): void {
    const running = this.running;
    if (!running || message.id !== running.id) return; // late answer to a job that timed out
    this.running = undefined;
    clearTimeout(running.timer);
    if (typeof message.error === "string") {
      running.reject(new ApiError("upstream_failed", "tts", undefined, { cause: new Error(message.error) }));
    } else {
      running.resolve(message);
    }
  }

  private crashed(worker: Worker, cause: Error): void {
    if (this.worker !== worker) return; // an old worker we terminated ourselves
    this.worker = undefined;
    const running = this.running;
    this.running = undefined;
    if (!running) return;
    clearTimeout(running.timer);
    running.reject(new ApiError("upstream_failed", "tts", undefined, { cause }));
  }
}
