import "server-only";
import type { Migration } from "../db";

/**
 * What the lead outbox needs beyond 002: a claim token, so a worker whose lease
 * ran out cannot mark someone else's claim sent, and a revision, so an email
 * about an updated transcript gets its own Message-ID. A separate step rather
 * than an edit of 002 because databases that already ran 002 exist.
 */
export const leadDelivery: Migration = {
  id: "004-lead-delivery",
  statements: () => ["ALTER TABLE leads ADD COLUMN revision INTEGER NOT NULL DEFAULT 0", "ALTER TABLE leads ADD COLUMN claim_token TEXT"],
};
