import "server-only";
import { log } from "@/lib/server/log/log";
import { toNumber, type Queryable } from "@/lib/server/store/db";

/** A lead's place in the outbox: claimed highest first, then by due time (delivery-store.ts claimDueDeliveries). */
export const PRIORITY = {
  /** Past the site-wide cap and from no conversation the consultant has had: delivered paced. */
  paced: 0,
  ordinary: 1,
  /** The consultant has talked with this visitor: whatever floods the outbox, this goes first. */
  conversation: 2,
} as const;

export interface LeadPacing {
  priority: number;
  /** Not delivered before this (epoch ms); only for a lead past the cap. */
  notBefore?: number;
}

const MINUTE_MS = 60_000;
let lastWarning = -Infinity;

/**
 * Where a new lead goes in the outbox. Within `perMinute` new leads a minute
 * (all instances together: the count is the store's) every lead goes out at
 * once. Past it the lead is stored all the same, but one from a conversation
 * the consultant never had is given the next free slot of a paced queue, one
 * every 60/perMinute seconds, so a script cannot bury the sales inbox, or a
 * real visitor's lead behind its own on a two-connection mail pool.
 */
export async function paceNewLead(db: Queryable, options: { talked: boolean; now: number; perMinute: number }): Promise<LeadPacing> {
  const { now, perMinute } = options;
  const [recent] = await db.query<{ n: unknown }>("SELECT count(*) AS n FROM leads WHERE created_at > $1", [now - MINUTE_MS]);
  const overCap = toNumber(recent.n) >= perMinute;
  if (overCap && now - lastWarning >= MINUTE_MS) {
    lastWarning = now;
    log.warn("lead cap reached: new leads are still stored; those from no conversation with the consultant are delivered paced", {
      perMinute,
      pacedEveryMs: Math.round(MINUTE_MS / perMinute),
    });
  }
  if (options.talked) return { priority: PRIORITY.conversation };
  if (!overCap) return { priority: PRIORITY.ordinary };
  const [last] = await db.query<{ at: unknown }>(
    "SELECT MAX(next_attempt_at) AS at FROM deliveries WHERE target = 'email' AND priority = $1 AND state = 'pending'",
    [PRIORITY.paced],
  );
  const previous = last?.at === null || last?.at === undefined ? null : toNumber(last.at);
  return { priority: PRIORITY.paced, notBefore: previous === null ? now : Math.max(now, previous + Math.round(MINUTE_MS / perMinute)) };
}

/** For tests: the next cap reached logs again at once. */
export function resetPacingWarning(): void {
  lastWarning = -Infinity;
}
