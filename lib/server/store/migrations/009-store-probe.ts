import "server-only";
import type { Migration } from "../db";

/**
 * One row the health check rewrites: only a committed write tells a store that
 * answers reads apart from one that is read-only, full or failing over.
 */
export const storeProbe: Migration = {
  id: "009-store-probe",
  statements: () => [
    `CREATE TABLE IF NOT EXISTS store_probe (
      id INTEGER PRIMARY KEY,
      probed_at BIGINT NOT NULL
    )`,
  ],
};
