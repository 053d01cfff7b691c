import "server-only";
import { randomUUID } from "node:crypto";
import { toNumber, type Db, type Queryable, type Row } from "@/lib/server/store/db";
import { findLead } from "./lead-store";
import type { ClaimedEntry } from "./outbox";
import type { Lead } from "./types";

/** Deliveries other than the email itself, one record per lead and target. */
export type DeliveryTarget = "webhook";

export interface ClaimedDelivery extends ClaimedEntry {
  target: DeliveryTarget;
  /** The lead's version counter this delivery carries (migration 011); it names the idempotency key. */
  version: number;
  lead: Lead;
}

// A held lead (waiting for the consultant's reply) is due when its hold ends, like its email; any other when it changed.
const DUE_FROM_LEAD = "CASE WHEN l.status = 'pending' AND l.attempts = 0 THEN l.next_attempt_at ELSE l.updated_at END";

/**
 * Brings a target's queue up to date with the leads: a lead without a record
 * gets one, and a record whose lead changed since it was delivered (or queued)
 * starts over for the new version. A change is told by the lead's version
 * counter, never by its `updated_at`: a server whose clock is behind writes an
 * older time with a newer version. Cheap enough to run before every claim; the
 * primary key keeps one record per lead and target however many workers race.
 */
export async function enqueueChangedLeads(db: Queryable, target: DeliveryTarget): Promise<void> {
  await db.execute(
    `INSERT INTO lead_deliveries (lead_id, target, version, status, attempts, next_attempt_at, updated_at)
     SELECT l.id, $1, l.version, 'pending', 0, ${DUE_FROM_LEAD}, l.updated_at FROM leads l
     WHERE NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND d.target = $1)
     ON CONFLICT (lead_id, target) DO NOTHING`,
    [target],
  );
  // Any difference counts, not only a higher version: a record only ever copies its lead's, and a
  // record from before the counter may hold a fast clock's time above the lead's (migration 011).
  await db.execute(
    `UPDATE lead_deliveries SET
       version = (SELECT l.version FROM leads l WHERE l.id = lead_deliveries.lead_id),
       updated_at = (SELECT l.updated_at FROM leads l WHERE l.id = lead_deliveries.lead_id),
       next_attempt_at = (SELECT ${DUE_FROM_LEAD} FROM leads l WHERE l.id = lead_deliveries.lead_id),
       status = 'pending', attempts = 0, locked_until = NULL, claim_token = NULL, last_error = NULL
     WHERE target = $1 AND EXISTS (SELECT 1 FROM leads l WHERE l.id = lead_deliveries.lead_id AND l.version <> lead_deliveries.version)`,
    [target],
  );
}

const DUE = `((status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND locked_until <= $1))`;

// As the email's claim: a lead from a conversation the consultant had goes before a flood's (pacing.ts).
const BY_PRIORITY = "(SELECT l.priority FROM leads l WHERE l.id = lead_deliveries.lead_id) DESC, next_attempt_at";

/** As `claimDueLeads`, for one target's records; each comes with its lead as it is now. */
export async function claimDueDeliveries(
  db: Db,
  target: DeliveryTarget,
  options: { now: number; leaseMs: number; limit: number },
): Promise<ClaimedDelivery[]> {
  const token = randomUUID();
  const params = [options.now, options.now + options.leaseMs, options.limit, token, target];
  const set = `status = 'sending', locked_until = $2, claim_token = $4, attempts = attempts + 1`;
  const rows =
    db.dialect === "postgres"
      ? await db.query(
          `WITH due AS (
             SELECT lead_id FROM lead_deliveries WHERE target = $5 AND ${DUE} ORDER BY ${BY_PRIORITY} LIMIT $3 FOR UPDATE SKIP LOCKED
           )
           UPDATE lead_deliveries SET ${set} FROM due
           WHERE lead_deliveries.lead_id = due.lead_id AND lead_deliveries.target = $5 RETURNING lead_deliveries.*`,
          params,
        )
      : await db.query(
          `UPDATE lead_deliveries SET ${set}
           WHERE target = $5 AND lead_id IN (SELECT lead_id FROM lead_deliveries WHERE target = $5 AND ${DUE} ORDER BY ${BY_PRIORITY} LIMIT $3)
           RETURNING *`,
          params,
        );
  const claimed: ClaimedDelivery[] = [];
  for (const row of rows) {
    const lead = await findLead(db, String(row.lead_id));
    // Purged meanwhile: nothing left to deliver, and nothing to keep a record of.
    if (!lead) await db.execute("DELETE FROM lead_deliveries WHERE lead_id = $1 AND target = $2", [row.lead_id, target]);
    else claimed.push({ ...toDelivery(row, target), claimToken: token, lead });
  }
  return claimed;
}

function toDelivery(row: Row, target: DeliveryTarget): Omit<ClaimedDelivery, "claimToken" | "lead"> {
  return { id: String(row.lead_id), target, version: toNumber(row.version), attempts: toNumber(row.attempts), updatedAt: toNumber(row.updated_at) };
}

const CLAIMED = "lead_id = $1 AND target = $2 AND claim_token = $3";

export async function markDelivered(db: Queryable, entry: ClaimedDelivery, now: number): Promise<boolean> {
  return (
    (await db.execute(
      `UPDATE lead_deliveries SET status = 'sent', delivered_at = $4, locked_until = NULL, claim_token = NULL, last_error = NULL WHERE ${CLAIMED}`,
      [entry.id, entry.target, entry.claimToken, now],
    )) === 1
  );
}

export async function rescheduleDelivery(db: Queryable, entry: ClaimedDelivery, nextAttemptAt: number, error: string): Promise<boolean> {
  return (
    (await db.execute(
      `UPDATE lead_deliveries SET status = 'pending', next_attempt_at = $4, last_error = $5, locked_until = NULL, claim_token = NULL WHERE ${CLAIMED}`,
      [entry.id, entry.target, entry.claimToken, nextAttemptAt, error],
    )) === 1
  );
}

export async function deadLetterDelivery(db: Queryable, entry: ClaimedDelivery, error: string): Promise<boolean> {
  return (
    (await db.execute(`UPDATE lead_deliveries SET status = 'dead', last_error = $4, locked_until = NULL, claim_token = NULL WHERE ${CLAIMED}`, [
      entry.id,
      entry.target,
      entry.claimToken,
      error,
    ])) === 1
  );
}

export async function renewDeliveryLease(db: Queryable, entry: ClaimedDelivery, lockedUntil: number): Promise<boolean> {
  return (
    (await db.execute(`UPDATE lead_deliveries SET locked_until = $4 WHERE ${CLAIMED} AND status = 'sending'`, [
      entry.id,
      entry.target,
      entry.claimToken,
      lockedUntil,
    ])) === 1
  );
}
