import "server-only";
import { randomUUID } from "node:crypto";
import { env } from "@/lib/server/config/env";
import type { LeadStatus } from "./types";
import { toNumber, type Db, type Queryable, type Row } from "@/lib/server/store/db";

/**
 * Where a lead goes. Each is one row per lead in `deliveries` (migration 013);
 * another target is another value here and a sender in the outbox.
 */
export const DELIVERY_TARGETS = ["email", "webhook"] as const;
export type DeliveryTarget = (typeof DELIVERY_TARGETS)[number];

/**
 * pending: waiting for its first or next attempt · leased: a worker holds it
 * until `lease_until` · delivered: the far side accepted it · dead: given up
 * after the retry window, logged as an error for a person.
 */
export type DeliveryState = LeadStatus;

/** What any claimed delivery carries: its claim, and what the backoff counts from. */
export interface ClaimedEntry {
  /** The lead's id. */
  id: string;
  target: DeliveryTarget;
  claimToken: string;
  attempts: number;
}

export interface ClaimedDelivery extends ClaimedEntry {
  /** The lead's version counter this delivery carries (migration 011); it names the webhook's idempotency key. */
  version: number;
  /** How often this delivery was opened again after a worker had it: names the email's Message-ID. */
  revision: number;
}

/**
 * The targets a lead written now goes to: the sales email always, the CRM
 * webhook when LEADS_WEBHOOK_URL is set. A target not configured gets no rows;
 * one configured later gets them for every lead when its outbox first runs
 * (`backfillDeliveries`).
 */
export function configuredTargets(): DeliveryTarget[] {
  return env().LEADS_WEBHOOK_URL ? ["email", "webhook"] : ["email"];
}

function targetList(targets: readonly DeliveryTarget[]): string {
  for (const target of targets) if (!DELIVERY_TARGETS.includes(target)) throw new RangeError(`unknown delivery target ${String(target)}`);
  return targets.map((t) => `'${t}'`).join(", ");
}

/** A new lead's deliveries, written in the transaction that stores the lead. */
export async function openDeliveries(
  tx: Queryable,
  leadId: string,
  options: { version: number; due: number; priority: number },
): Promise<void> {
  for (const target of configuredTargets()) {
    await tx.execute(
      `INSERT INTO deliveries (lead_id, target, state, attempts, next_attempt_at, priority, version, revision)
       VALUES ($1, $2, 'pending', 0, $3, $4, $5, 0) ON CONFLICT (lead_id, target) DO NOTHING`,
      [leadId, target, options.due, options.priority, options.version],
    );
  }
}

/**
 * How a lead change moves a delivery's due time. `save`: a paced delivery
 * keeps its slot when its browser posts again (unless the update promotes it);
 * `followUp`: one still held for the consultant's reply stays held; `release`:
 * the hold ends now, but a paced one keeps its slot.
 */
export type Reopen = { kind: "save"; due: number; priority: number } | { kind: "followUp"; due: number } | { kind: "release"; due: number };

const DUE_AFTER: Record<Reopen["kind"], string> = {
  save: "CASE WHEN priority = 0 AND $4 <= 0 AND state = 'pending' AND next_attempt_at > $3 THEN next_attempt_at ELSE $3 END",
  followUp: "CASE WHEN state = 'pending' AND attempts = 0 AND next_attempt_at > $3 THEN next_attempt_at ELSE $3 END",
  release: "CASE WHEN priority = 0 AND state = 'pending' AND next_attempt_at > $3 THEN next_attempt_at ELSE $3 END",
};

/**
 * The lead changed (to `version`), in this transaction: each of its deliveries
 * starts over for the new version. One that a worker had (or may have had)
 * gets the next revision, so the sales team's email is a new one that refers
 * to the first; one still waiting keeps its revision. A worker's claim is void.
 */
export async function reopenDeliveries(tx: Queryable, leadId: string, version: number, change: Reopen): Promise<void> {
  const priority = change.kind === "save" ? change.priority : 0;
  // A target configured since the lead was stored: its row, before it starts over with the others.
  await openDeliveries(tx, leadId, { version, due: change.due, priority: Math.max(priority, 0) });
  await tx.execute(
    `UPDATE deliveries SET version = $2,
       next_attempt_at = ${DUE_AFTER[change.kind]},
       priority = CASE WHEN $4 > priority THEN $4 ELSE priority END,
       revision = CASE WHEN state = 'pending' THEN revision ELSE revision + 1 END,
       state = 'pending', attempts = 0, lease_holder = NULL, lease_until = NULL, last_error = NULL
     WHERE lead_id = $1`,
    [leadId, version, change.due, priority],
  );
}

/**
 * Gives every lead without a row for `target` one, as a new delivery of the
 * lead as it is: due with its email while that is held for the consultant's
 * reply, else at once. For a target configured after leads were stored (and
 * after the upgrade to this table); the outbox runs it once when it starts.
 */
export async function backfillDeliveries(db: Queryable, target: DeliveryTarget): Promise<number> {
  targetList([target]);
  return db.execute(
    `INSERT INTO deliveries (lead_id, target, state, attempts, next_attempt_at, priority, version, revision)
     SELECT l.id, $1, 'pending', 0,
       COALESCE((SELECT e.next_attempt_at FROM deliveries e WHERE e.lead_id = l.id AND e.target = 'email' AND e.state = 'pending' AND e.attempts = 0), l.updated_at),
       COALESCE((SELECT e.priority FROM deliveries e WHERE e.lead_id = l.id AND e.target = 'email'), 1),
       l.version, 0
     FROM leads l
     WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id AND d.target = $1)
     ON CONFLICT (lead_id, target) DO NOTHING`,
    [target],
  );
}

/** Due: pending and its time has come, or leased by a worker whose lease ran out (it crashed or hung). */
const DUE = `((state = 'pending' AND next_attempt_at <= $1) OR (state = 'leased' AND lease_until <= $1))`;

/**
 * Takes up to `limit` due deliveries of the given targets, whichever target,
 * for one worker until `now + leaseMs`, in one statement. PostgreSQL: rows
 * another worker is claiming right now are skipped, not waited for. SQLite:
 * one UPDATE ... RETURNING is a single atomic write, even across processes
 * sharing the file. Higher priority first (pacing.ts): under a flood, a lead
 * from a conversation the consultant had is in the very next batch.
 */
export async function claimDueDeliveries(
  db: Db,
  options: { now: number; leaseMs: number; limit: number; targets: readonly DeliveryTarget[] },
): Promise<ClaimedDelivery[]> {
  if (options.targets.length === 0) return [];
  const token = randomUUID();
  const params = [options.now, options.now + options.leaseMs, options.limit, token];
  const targets = `target IN (${targetList(options.targets)})`;
  const set = `state = 'leased', lease_until = $2, lease_holder = $4, attempts = attempts + 1`;
  const rows =
    db.dialect === "postgres"
      ? await db.query(
          `WITH due AS (
             SELECT lead_id, target FROM deliveries WHERE ${targets} AND ${DUE} ORDER BY priority DESC, next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED
           )
           UPDATE deliveries SET ${set} FROM due
           WHERE deliveries.lead_id = due.lead_id AND deliveries.target = due.target RETURNING deliveries.*`,
          params,
        )
      : await db.query(
          `UPDATE deliveries SET ${set}
           WHERE (lead_id, target) IN (SELECT lead_id, target FROM deliveries WHERE ${targets} AND ${DUE} ORDER BY priority DESC, next_attempt_at LIMIT $3)
           RETURNING *`,
          params,
        );
  return rows.map((row) => ({
    id: String(row.lead_id),
    target: String(row.target) as DeliveryTarget,
    claimToken: token,
    attempts: toNumber(row.attempts),
    version: toNumber(row.version),
    revision: toNumber(row.revision),
  }));
}

/** A claimed delivery whose lead is gone (purged meanwhile): nothing left to deliver, nor to keep a record of. */
export async function dropDelivery(db: Queryable, entry: Pick<ClaimedEntry, "id" | "target">): Promise<void> {
  await db.execute("DELETE FROM deliveries WHERE lead_id = $1 AND target = $2", [entry.id, entry.target]);
}

const CLAIMED = "lead_id = $1 AND target = $2 AND lease_holder = $3";

/** False when the claim was lost (lease expired and retaken, or the lead changed meanwhile). */
export async function markDelivered(db: Queryable, entry: ClaimedEntry, now: number): Promise<boolean> {
  return (
    (await db.execute(
      `UPDATE deliveries SET state = 'delivered', delivered_at = $4, lease_holder = NULL, lease_until = NULL, last_error = NULL WHERE ${CLAIMED}`,
      [entry.id, entry.target, entry.claimToken, now],
    )) === 1
  );
}

export async function rescheduleDelivery(db: Queryable, entry: ClaimedEntry, nextAttemptAt: number, error: string): Promise<boolean> {
  return (
    (await db.execute(
      `UPDATE deliveries SET state = 'pending', next_attempt_at = $4, last_error = $5, lease_holder = NULL, lease_until = NULL WHERE ${CLAIMED}`,
      [entry.id, entry.target, entry.claimToken, nextAttemptAt, error],
    )) === 1
  );
}

export async function deadLetterDelivery(db: Queryable, entry: ClaimedEntry, error: string): Promise<boolean> {
  return (
    (await db.execute(`UPDATE deliveries SET state = 'dead', last_error = $4, lease_holder = NULL, lease_until = NULL WHERE ${CLAIMED}`, [
      entry.id,
      entry.target,
      entry.claimToken,
      error,
    ])) === 1
  );
}

/**
 * Extends a worker's claim while it is still sending, so a slow far side is
 * not raced by a second worker, while a crashed worker's lease runs out within
 * seconds. False when the claim is no longer this worker's.
 */
export async function renewDeliveryLease(db: Queryable, entry: ClaimedEntry, leaseUntil: number): Promise<boolean> {
  return (
    (await db.execute(`UPDATE deliveries SET lease_until = $4 WHERE ${CLAIMED} AND state = 'leased'`, [
      entry.id,
      entry.target,
      entry.claimToken,
      leaseUntil,
    ])) === 1
  );
}

/** Every delivery of a lead, for tests and tools: how each target stands. */
export async function deliveriesOf(db: Queryable, leadId: string): Promise<DeliveryRecord[]> {
  const rows = await db.query("SELECT * FROM deliveries WHERE lead_id = $1 ORDER BY target", [leadId]);
  return rows.map(toRecord);
}

export interface DeliveryRecord {
  leadId: string;
  target: DeliveryTarget;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: number;
  priority: number;
  version: number;
  revision: number;
  leaseHolder: string | null;
  leaseUntil: number | null;
  lastError: string | null;
  deliveredAt: number | null;
}

const optionalNumber = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));

function toRecord(row: Row): DeliveryRecord {
  return {
    leadId: String(row.lead_id),
    target: String(row.target) as DeliveryTarget,
    state: String(row.state) as DeliveryState,
    attempts: toNumber(row.attempts),
    nextAttemptAt: toNumber(row.next_attempt_at),
    priority: toNumber(row.priority),
    version: toNumber(row.version),
    revision: toNumber(row.revision),
    leaseHolder: row.lease_holder === null || row.lease_holder === undefined ? null : String(row.lease_holder),
    leaseUntil: optionalNumber(row.lease_until),
    lastError: row.last_error === null || row.last_error === undefined ? null : String(row.last_error),
    deliveredAt: optionalNumber(row.delivered_at),
  };
}

/**
 * A lead row with its email's delivery beside it, under the names the lead has
 * always shown them by (`Lead.status`, `sentAt`, ...): what `toLead` reads.
 * `l` names the lead.
 */
export const LEAD_WITH_EMAIL = `SELECT l.*, e.state AS status, e.attempts, e.next_attempt_at, e.lease_until AS locked_until, e.last_error,
  e.delivered_at AS sent_at, e.revision, e.priority
  FROM leads l LEFT JOIN deliveries e ON e.lead_id = l.id AND e.target = 'email'`;
