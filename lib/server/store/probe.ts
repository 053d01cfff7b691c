import "server-only";
import fs from "node:fs/promises";
import { env } from "@/lib/server/config/env";
import { log } from "@/lib/server/log/log";
import type { Db } from "./db";
import { store } from "./index";

export type StoreState = "ok" | "down";

const PROBE_TIMEOUT_MS = 2_000;
// SQLite's commits append to its WAL file; with less than this left, the next lead may not fit.
const MIN_FREE_BYTES = 16 * 1024 * 1024;

export interface ProbeOptions {
  timeoutMs?: number;
  /** SQLite only: the directory whose file system must have room left. */
  freeSpaceDir?: string;
  minFreeBytes?: number;
  now?: number;
}

/**
 * "ok" only when the store commits a real write within the timeout. A read would
 * pass on a read-only replica, a full disk or a read-only file, where every lead
 * would still fail. Never throws.
 */
export async function probeStore(db: Db | Promise<Db>, options: ProbeOptions = {}): Promise<StoreState> {
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const deadline = loopTimeDeadline(timeoutMs);
  try {
    const problem = await Promise.race([write(db, options), deadline.passed.then(() => `no answer within ${timeoutMs} ms`)]);
    if (problem === null) return "ok";
    log.warn("store health probe failed", { problem });
    return "down";
  } finally {
    deadline.cancel();
  }
}

// How often the deadline looks at the clock, and how late a look may be before the difference counts as the loop's, not the store's.
const TICK_MS = 50;
const TICK_SLACK_MS = 25;

/**
 * A deadline that counts only the time this process could have read the
 * store's answer. While the event loop is blocked (a long synchronous task),
 * an answer that arrived sits unread, and a plain timer would fire first and
 * call a healthy store down. So time is counted in short ticks; a tick that
 * comes late is credited with its own length only. When the deadline passes,
 * it resolves after one more turn of the loop, so answers already waiting are
 * read before it.
 */
export function loopTimeDeadline(ms: number): { passed: Promise<void>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  const passed = new Promise<void>((resolve) => {
    let credited = 0;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      credited += Math.min(now - last, TICK_MS + TICK_SLACK_MS);
      last = now;
      if (credited >= ms) {
        immediate = setImmediate(resolve);
        return;
      }
      timer = setTimeout(tick, Math.min(TICK_MS, ms - credited));
    };
    timer = setTimeout(tick, Math.min(TICK_MS, ms));
  });
  return {
    passed,
    cancel() {
      clearTimeout(timer);
      if (immediate) clearImmediate(immediate);
    },
  };
}

/** Null when the write committed, else what went wrong. */
async function write(opening: Db | Promise<Db>, options: ProbeOptions): Promise<string | null> {
  try {
    const db = await opening;
    if (options.freeSpaceDir) {
      const stats = await fs.statfs(options.freeSpaceDir);
      const free = stats.bavail * stats.bsize;
      if (free < (options.minFreeBytes ?? MIN_FREE_BYTES)) return `only ${free} bytes free in ${options.freeSpaceDir}`;
    }
    const changed = await db.execute(
      `INSERT INTO store_probe (id, probed_at) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET probed_at = excluded.probed_at`,
      [options.now ?? Date.now()],
    );
    return changed === 1 ? null : `the probe write changed ${changed} rows`;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : String(error);
  }
}

let cached: { at: number; result: Promise<StoreState> } | undefined;

/** The process store's state, reused for HEALTH_CACHE_MS so visitors cannot turn health checks into write load. */
export function checkStore(now: number = Date.now()): Promise<StoreState> {
  const { HEALTH_CACHE_MS, DATABASE_URL, dataDir } = env();
  if (cached && now - cached.at < HEALTH_CACHE_MS) return cached.result;
  const result = probeStore(store(), { freeSpaceDir: DATABASE_URL ? undefined : dataDir, now });
  cached = { at: now, result };
  return result;
}

export function clearStoreProbeCache(): void {
  cached = undefined;
}
