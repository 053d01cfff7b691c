import "server-only";
import type { Migration } from "../db";

/** Request counts per client and window, shared by every server instance on one PostgreSQL. */
export const rateLimits: Migration = {
  id: "005-rate-limits",
  statements: () => [
    `CREATE TABLE IF NOT EXISTS rate_limits (
      key TEXT NOT NULL,
      window_start BIGINT NOT NULL,
      hits INTEGER NOT NULL,
      PRIMARY KEY (key, window_start)
    )`,
  ],
};
