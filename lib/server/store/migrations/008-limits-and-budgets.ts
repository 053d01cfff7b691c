import "server-only";
import type { Migration } from "../db";

/**
 * Token buckets replace the fixed-window counts of 005 (one row per client,
 * holding GCRA's theoretical arrival time), and daily budgets on what costs
 * money upstream, one row per kind, scope (the site or a conversation) and day
 * in Asia/Kuala_Lumpur. Both are shared by every server instance on one store.
 */
export const limitsAndBudgets: Migration = {
  id: "008-limits-and-budgets",
  statements: () => [
    "DROP TABLE IF EXISTS rate_limits",
    `CREATE TABLE IF NOT EXISTS rate_buckets (
      key TEXT PRIMARY KEY,
      tat BIGINT NOT NULL,
      allowed INTEGER NOT NULL
    )`,
    "CREATE INDEX IF NOT EXISTS rate_buckets_by_tat ON rate_buckets (tat)",
    `CREATE TABLE IF NOT EXISTS budgets (
      kind TEXT NOT NULL,
      scope TEXT NOT NULL,
      day TEXT NOT NULL,
      spent BIGINT NOT NULL,
      warned INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (kind, scope, day)
    )`,
    "CREATE INDEX IF NOT EXISTS budgets_by_day ON budgets (day)",
  ],
};
