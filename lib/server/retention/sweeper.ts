import "server-only";
import path from "node:path";
import { env } from "@/lib/server/config/env";
import { log } from "@/lib/server/log/log";
import { recountAudioCache } from "@/lib/server/speech/cache";
import { store } from "@/lib/server/store";
import type { Db } from "@/lib/server/store/db";
import { configuredPeriods, type RetentionPeriods } from "./periods";
import { DAY_MS, purgeExpired, type PurgeResult } from "./purge";

/** Soon after boot, so a server restarted every night still sweeps, but not in the way of its first requests. */
export const FIRST_SWEEP_DELAY_MS = 60_000;
export const SWEEP_INTERVAL_MS = DAY_MS;
/** A sweep that failed (the store was down) is tried again sooner than tomorrow. */
export const SWEEP_RETRY_MS = 60 * 60_000;

export interface SweepResult extends PurgeResult {
  audioCacheBytes: number;
}

/** Where the no-SMTP mailer writes each lead's email (lib/server/leads/worker.ts): its files go with their leads. */
export function configuredOutboxDir(): string {
  return path.join(env().dataDir, "outbox");
}

/** One sweep: the retention purge, then the audio cache's running total checked against the table. */
export async function sweep(
  db: Db,
  periods: RetentionPeriods = configuredPeriods(),
  now = Date.now(),
  outboxDir = configuredOutboxDir(),
): Promise<SweepResult> {
  const purged = await purgeExpired(db, periods, { now, outboxDir });
  return { ...purged, audioCacheBytes: await recountAudioCache(db) };
}

export interface RetentionSweeper {
  /** Sweeps now (or joins the sweep under way); never rejects: a failure is logged and retried later. */
  runNow(): Promise<SweepResult | null>;
  stop(): Promise<void>;
}

// On globalThis because instrumentation.ts and the route bundles are separate
// module graphs: one process must have one sweeper, not one per bundle.
const holder = globalThis as typeof globalThis & { __retentionSweeper?: RetentionSweeper };

/**
 * The process's daily retention sweep, started once at boot (instrumentation.ts).
 * Its timers are unref'd, so it never keeps a process alive, and a sweep that
 * fails is logged and retried, never thrown: a store that is down must not
 * crash the server.
 */
export function startRetentionSweeper(options: { db?: () => Promise<Db>; firstDelayMs?: number } = {}): RetentionSweeper {
  if (holder.__retentionSweeper) return holder.__retentionSweeper;
  const open = options.db ?? store;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SweepResult | null> | undefined;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void runNow(), ms);
    timer.unref();
  };

  const sweepAndSchedule = async (): Promise<SweepResult | null> => {
    clearTimeout(timer);
    const started = Date.now();
    try {
      const result = await sweep(await open());
      log.info("retention sweep", { ...counts(result), ms: Date.now() - started });
      schedule(SWEEP_INTERVAL_MS);
      return result;
    } catch (error) {
      log.error("retention sweep failed", { error: error instanceof Error ? error.message : String(error) });
      schedule(SWEEP_RETRY_MS);
      return null;
    }
  };
  const runNow = (): Promise<SweepResult | null> => {
    running ??= sweepAndSchedule().finally(() => {
      running = undefined;
    });
    return running;
  };

  schedule(options.firstDelayMs ?? FIRST_SWEEP_DELAY_MS);
  const sweeper: RetentionSweeper = {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (holder.__retentionSweeper === sweeper) holder.__retentionSweeper = undefined;
      await running;
    },
  };
  holder.__retentionSweeper = sweeper;
  return sweeper;
}

/** For tests and orderly shutdown. */
export async function stopRetentionSweeper(): Promise<void> {
  await holder.__retentionSweeper?.stop();
}

/** The log line's fields: what was deleted, and the cache's size after. */
export function counts(result: SweepResult) {
  const { leads, conversations, conversationTurns, audioClips, requestLimits, undeliveredKept, emlFiles, audioCacheBytes } = result;
  return {
    leads,
    conversations,
    conversationTurns,
    audioClips,
    requestLimits,
    undeliveredKept,
    emlFiles,
    audioCacheMb: +(audioCacheBytes / 1024 / 1024).toFixed(1),
  };
}
