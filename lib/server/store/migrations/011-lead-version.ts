import "server-only";
import type { Migration } from "../db";

/**
 * A version counter on the lead, raised by every statement that changes it, so
 * a delivery can tell a changed lead by the counter instead of by `updated_at`:
 * an update written by a server whose clock is behind carries an older time,
 * and was never delivered. `lead_deliveries.version` holds the counter it sent
 * from now on. Existing leads start at their `updated_at`, which is what their
 * deliveries hold today: nothing is sent twice, and a retry under way keeps its
 * idempotency key.
 */
export const leadVersion: Migration = {
  id: "011-lead-version",
  statements: () => ["ALTER TABLE leads ADD COLUMN version BIGINT NOT NULL DEFAULT 1", "UPDATE leads SET version = updated_at"],
};
