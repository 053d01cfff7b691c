import "server-only";
import type { Migration } from "../db";

/** Today's states under their new names: a lease is what "sending" was, a delivery what "sent" was. */
const STATE = (column: string) => `CASE ${column} WHEN 'sending' THEN 'leased' WHEN 'sent' THEN 'delivered' ELSE ${column} END`;

/**
 * One delivery table for every target a lead goes to (the sales email, the CRM
 * webhook; a third is a new `target` value): one row per lead and target, with
 * its own state, attempts, due time, lease, last error, delivery time, the lead
 * version it carries and the outbox priority. Rows are written with the lead,
 * in its transaction (lib/server/leads/delivery-store.ts), never derived.
 *
 * The queue state carries over as it stands: the email's from the `leads`
 * columns, the webhook's from the table 010 made. A webhook row whose lead has
 * changed since (the next claim would have reopened it) is reopened here, due
 * when the email is due if that is still held, else at once, as the claim would
 * have done. A lead the webhook never saw gets its row when a webhook outbox
 * first runs. The old columns and table go: SQLite drops a column once no index
 * names it, so the two indexes on them go first.
 */
export const deliveries: Migration = {
  id: "013-deliveries",
  statements: () => [
    `CREATE TABLE IF NOT EXISTS deliveries (
      lead_id TEXT NOT NULL,
      target TEXT NOT NULL,
      state TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at BIGINT NOT NULL,
      priority INTEGER NOT NULL DEFAULT 1,
      version BIGINT NOT NULL,
      revision INTEGER NOT NULL DEFAULT 0,
      lease_holder TEXT,
      lease_until BIGINT,
      last_error TEXT,
      delivered_at BIGINT,
      PRIMARY KEY (lead_id, target)
    )`,
    `INSERT INTO deliveries (lead_id, target, state, attempts, next_attempt_at, priority, version, revision, lease_holder, lease_until, last_error, delivered_at)
     SELECT id, 'email', ${STATE("status")}, attempts, next_attempt_at, priority, version, revision, claim_token, locked_until, last_error, sent_at FROM leads`,
    `INSERT INTO deliveries (lead_id, target, state, attempts, next_attempt_at, priority, version, revision, lease_holder, lease_until, last_error, delivered_at)
     SELECT d.lead_id, d.target,
       CASE WHEN d.version = l.version THEN ${STATE("d.status")} ELSE 'pending' END,
       CASE WHEN d.version = l.version THEN d.attempts ELSE 0 END,
       CASE WHEN d.version = l.version THEN d.next_attempt_at
            WHEN l.status = 'pending' AND l.attempts = 0 THEN l.next_attempt_at ELSE l.updated_at END,
       l.priority, l.version, 0,
       CASE WHEN d.version = l.version THEN d.claim_token END,
       CASE WHEN d.version = l.version THEN d.locked_until END,
       CASE WHEN d.version = l.version THEN d.last_error END,
       d.delivered_at
     FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id`,
    "DROP TABLE lead_deliveries",
    "DROP INDEX IF EXISTS leads_due",
    "DROP INDEX IF EXISTS leads_paced",
    ...["status", "attempts", "next_attempt_at", "locked_until", "last_error", "sent_at", "revision", "claim_token", "priority"].map(
      (column) => `ALTER TABLE leads DROP COLUMN ${column}`,
    ),
    // The claim: due rows of any target, highest priority first.
    "CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (state, next_attempt_at)",
    // The pacing's last slot (lib/server/leads/pacing.ts).
    "CREATE INDEX IF NOT EXISTS deliveries_paced ON deliveries (target, priority, state, next_attempt_at)",
  ],
};
