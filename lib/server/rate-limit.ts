import "server-only";
import { ApiError, type Surface } from "@/lib/api/errors";
import { env } from "@/lib/config/env";
import { store, type Queryable } from "@/lib/store";

/** Requests per client per minute, generous for people, tight for scripts. */
const LIMITS: Partial<Record<Surface, number>> = { chat: 30, tts: 60, contact: 10 };
export const WINDOW_MS = 60_000;

/** Counts a hit in a fixed window and returns the count so far in that window. */
export interface RateCounter {
  hit(key: string, windowStart: number): Promise<number>;
}

/** One process's own counts: the embedded default. */
export function memoryCounter(): RateCounter {
  const counts = new Map<string, number>();
  return {
    async hit(key, windowStart) {
      const id = `${windowStart}:${key}`;
      const hits = (counts.get(id) ?? 0) + 1;
      counts.set(id, hits);
      if (counts.size > 10_000) for (const k of counts.keys()) if (Number(k.split(":")[0]) < windowStart) counts.delete(k);
      return hits;
    },
  };
}

/** Counts in the store, so several server instances on one PostgreSQL share one limit. */
export function storeCounter(db: () => Promise<Queryable>): RateCounter {
  let lastSweep = 0;
  return {
    async hit(key, windowStart) {
      const q = await db();
      const rows = await q.query<{ hits: unknown }>(
        `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
         RETURNING hits`,
        [key, windowStart],
      );
      if (windowStart > lastSweep) {
        lastSweep = windowStart;
        await q.execute("DELETE FROM rate_limits WHERE window_start < $1", [windowStart - WINDOW_MS]);
      }
      return Number(rows[0].hits);
    },
  };
}

let counter: RateCounter | undefined;

function configuredCounter(): RateCounter {
  counter ??= env().DATABASE_URL ? storeCounter(store) : memoryCounter();
  return counter;
}

/** Refuses a client over its limit for this kind of call with a 429 and Retry-After. */
export async function guardRate(request: Request, surface: Surface, now = Date.now(), rates: RateCounter = configuredCounter()): Promise<void> {
  const limit = LIMITS[surface];
  if (!limit || process.env.RATE_LIMIT === "off") return;
  const client = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "local";
  const windowStart = now - (now % WINDOW_MS);
  const hits = await rates.hit(`${surface}:${client}`, windowStart);
  if (hits > limit) throw new ApiError("rate_limited", surface, undefined, { retryAfter: Math.ceil((windowStart + WINDOW_MS - now) / 1000) });
}
