import "server-only";
import type { Migration } from "../db";

/**
 * What sales act on beyond name and phone: the visitor's qualification (JSON,
 * lib/server/leads/qualification) and the viewing slot they booked, on the lead; the
 * same, still being collected, on the conversation; and one delivery record per
 * lead and target for every delivery that is not the email itself (the CRM
 * webhook). `version` is the lead's `updated_at` the delivery carries, so a
 * lead that changes after delivery is delivered again, under a new idempotency key.
 */
export const salesFollowUp: Migration = {
  id: "010-sales-follow-up",
  statements: () => [
    "ALTER TABLE leads ADD COLUMN qualification TEXT",
    "ALTER TABLE leads ADD COLUMN viewing_start BIGINT",
    "ALTER TABLE leads ADD COLUMN viewing_end BIGINT",
    "ALTER TABLE conversations ADD COLUMN sales_state TEXT",
    `CREATE TABLE IF NOT EXISTS lead_deliveries (
      lead_id TEXT NOT NULL,
      target TEXT NOT NULL,
      version BIGINT NOT NULL,
      status TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at BIGINT NOT NULL,
      updated_at BIGINT NOT NULL,
      locked_until BIGINT,
      claim_token TEXT,
      last_error TEXT,
      delivered_at BIGINT,
      PRIMARY KEY (lead_id, target)
    )`,
    "CREATE INDEX IF NOT EXISTS lead_deliveries_due ON lead_deliveries (target, status, next_attempt_at)",
  ],
};
