import "server-only";
import type { Migration } from "../db";

/** A lead is its own outbox entry: stored first, delivered by the worker, never lost. */
export const leads: Migration = {
  id: "002-leads",
  statements: () => [
    `CREATE TABLE IF NOT EXISTS leads (
      id TEXT PRIMARY KEY,
      conversation_id TEXT,
      name TEXT NOT NULL,
      phone TEXT NOT NULL,
      language TEXT NOT NULL,
      transcript TEXT NOT NULL,
      privacy_version TEXT NOT NULL,
      privacy_language TEXT NOT NULL,
      created_at BIGINT NOT NULL,
      updated_at BIGINT NOT NULL,
      status TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at BIGINT NOT NULL,
      locked_until BIGINT,
      last_error TEXT,
      sent_at BIGINT
    )`,
    "CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at)",
    "CREATE INDEX IF NOT EXISTS leads_dedupe ON leads (conversation_id, phone, created_at)",
  ],
};
