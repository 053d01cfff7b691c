import "server-only";
import { createHash } from "node:crypto";
import { ApiError, type Surface } from "@/lib/server/api/errors";
import { env } from "@/lib/server/config/env";
import { store, type Queryable } from "@/lib/server/store";
import { toNumber } from "@/lib/server/store/db";
import { clientBucketOf } from "./client-address";
import { withDeadline } from "./deadline";
import { decide, perMinute, type RateDecision, type RateRule } from "./gcra";
import { log } from "@/lib/server/log/log";

/**
 * Sustained requests per client per minute, generous for people, tight for
 * scripts, each with a modest burst: a reply read aloud sentence by sentence,
 * a visitor typing fast, the browser retrying a contact call.
 */
export const RATES: Partial<Record<Surface, RateRule>> = {
  chat: perMinute(30, 15),
  tts: perMinute(60, 30),
  // A recording is one question: about as often as a visitor can speak one.
  stt: perMinute(10, 5),
  contact: perMinute(10, 5),
};

/** New leads per phone number: three an hour, so one number cannot flood the sales inbox. */
export const LEAD_PHONE_RATE: RateRule = { intervalMs: 20 * 60_000, burst: 3 };

// rate-limiter-flexible was the library to prefer, but each of its stores counts
// fixed windows (the very boundary burst this replaces; its "bursty" limiter is
// two fixed windows), its SQLite store drives only sqlite3/better-sqlite3, not
// @libsql/client, and its PostgreSQL store keeps its own pool and table outside
// our migrations. GCRA is a token bucket in one atomic upsert, so it is ours.
export interface RateStore {
  take(key: string, rule: RateRule, now: number): Promise<RateDecision>;
}

/** One process's own buckets: the embedded default. */
export function memoryRates(): RateStore {
  const tats = new Map<string, number>();
  return {
    async take(key, rule, now) {
      const decision = decide(tats.get(key), now, rule);
      tats.set(key, decision.tat);
      // A bucket whose tat has passed is full again: forgetting it changes nothing.
      if (tats.size > 10_000) for (const [k, tat] of tats) if (tat <= now) tats.delete(k);
      return decision;
    },
  };
}

// GCRA's decide() as one statement, so instances racing on a key never both pass:
// $2 now, $3 interval, $4 burst × interval. Both SET expressions read the old row.
const TAKE = `
  INSERT INTO rate_buckets (key, tat, allowed) VALUES ($1, CAST($2 AS BIGINT) + CAST($3 AS BIGINT), 1)
  ON CONFLICT (key) DO UPDATE SET
    tat = CASE
      WHEN (CASE WHEN rate_buckets.tat > CAST($2 AS BIGINT) THEN rate_buckets.tat ELSE CAST($2 AS BIGINT) END) + CAST($3 AS BIGINT) - CAST($2 AS BIGINT) <= CAST($4 AS BIGINT)
      THEN (CASE WHEN rate_buckets.tat > CAST($2 AS BIGINT) THEN rate_buckets.tat ELSE CAST($2 AS BIGINT) END) + CAST($3 AS BIGINT)
      ELSE rate_buckets.tat END,
    allowed = CASE
      WHEN (CASE WHEN rate_buckets.tat > CAST($2 AS BIGINT) THEN rate_buckets.tat ELSE CAST($2 AS BIGINT) END) + CAST($3 AS BIGINT) - CAST($2 AS BIGINT) <= CAST($4 AS BIGINT)
      THEN 1 ELSE 0 END
  RETURNING tat, allowed`;

const SWEEP_EVERY_MS = 60_000;

/** Buckets in the store, so every server instance on one PostgreSQL keeps one limit. */
export function storeRates(db: () => Promise<Queryable>): RateStore {
  let lastSweep = 0;
  return {
    async take(key, rule, now) {
      const q = await db();
      const [row] = await q.query<{ tat: unknown; allowed: unknown }>(TAKE, [key, now, rule.intervalMs, rule.burst * rule.intervalMs]);
      if (now - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now;
        await q.execute("DELETE FROM rate_buckets WHERE tat <= $1", [now]);
      }
      const tat = toNumber(row.tat);
      if (toNumber(row.allowed) === 1) return { allowed: true, tat, retryAfterMs: 0 };
      return { allowed: false, tat, retryAfterMs: tat + rule.intervalMs - now - rule.burst * rule.intervalMs };
    },
  };
}

const STORE_WAIT_MS = 2_000;

/**
 * The store's buckets, or this process's own while the store fails or stalls:
 * limits then hold per instance instead of turning into errors for visitors.
 */
export function resilientRates(primary: RateStore, fallback: RateStore = memoryRates(), waitMs = STORE_WAIT_MS): RateStore {
  let lastWarning = -Infinity;
  return {
    async take(key, rule, now) {
      try {
        return await withDeadline(primary.take(key, rule, now), waitMs);
      } catch (error) {
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now();
          log.warn("rate limits counted in this process: the store failed", { error: (error as Error).message });
        }
        return fallback.take(key, rule, now);
      }
    },
  };
}

let configured: RateStore | undefined;

function configuredRates(): RateStore {
  configured ??= env().DATABASE_URL ? resilientRates(storeRates(store)) : memoryRates();
  return configured;
}

const limitsOff = () => process.env.RATE_LIMIT === "off";

async function guard(key: string, rule: RateRule, surface: Surface, now: number, rates: RateStore): Promise<void> {
  const decision = await rates.take(key, rule, now);
  if (!decision.allowed)
    throw new ApiError("rate_limited", surface, undefined, { retryAfter: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)) });
}

/** Refuses a client over its rate for this kind of call with a 429 and Retry-After. */
export async function guardRate(request: Request, surface: Surface, now = Date.now(), rates: RateStore = configuredRates()): Promise<void> {
  const rule = RATES[surface];
  if (!rule || limitsOff()) return;
  await guard(`${surface}:${clientBucketOf(request)}`, rule, surface, now, rates);
}

/**
 * Refuses a fourth new lead for one phone number within the hour (429). Call it
 * only when a lead is about to be created, not when one is added to.
 */
export async function guardLeadPhone(
  phone: string,
  surface: Surface,
  now = Date.now(),
  rates: RateStore = configuredRates(),
): Promise<void> {
  if (limitsOff()) return;
  // Hashed: the limits table is swept on its own schedule, not with the leads.
  const digits = createHash("sha256").update(phone.replace(/\D/g, "")).digest("base64url").slice(0, 22);
  await guard(`lead-phone:${digits}`, LEAD_PHONE_RATE, surface, now, rates);
}
