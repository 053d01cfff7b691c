import "server-only";
import path from "node:path";
import { env } from "@/lib/server/config/env";
import type { Db } from "./db";
import { StoreUnavailableError, isStoreUnavailableError } from "./errors";
import { migrate } from "./migrate";
import { MIGRATIONS } from "./migrations";

export type { Db, Queryable, Dialect } from "./db";
export { StoreUnavailableError, isStoreUnavailable, isStoreUnavailableError } from "./errors";

// A migration may build an index over a large table: far longer than a request's statement may take.
const MIGRATION_TIMEOUTS = { statementMs: 0, queryMs: 15 * 60_000, idleInTransactionMs: 0 };

/**
 * Opens the configured store and applies migrations. Tests call this with their
 * own location. Any failure, opening included, is StoreUnavailableError.
 */
export async function openStore(options: { databaseUrl?: string; sqliteFile?: string }): Promise<Db> {
  try {
    if (options.databaseUrl) {
      const { openPostgres } = await import("./postgres");
      const migrator = await openPostgres(options.databaseUrl, { ...MIGRATION_TIMEOUTS, max: 1 });
      try {
        await migrate(migrator, MIGRATIONS);
      } finally {
        await migrator.close().catch(() => {});
      }
      return await openPostgres(options.databaseUrl);
    }
    const db = await (await import("./sqlite")).openSqlite(options.sqliteFile ?? path.resolve("data", "site.db"));
    try {
      await migrate(db, MIGRATIONS);
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  } catch (error) {
    throw isStoreUnavailableError(error) ? error : new StoreUnavailableError(error);
  }
}

// Kept on globalThis so hot reloads and several route bundles share one pool.
const holder = globalThis as typeof globalThis & { __siteStore?: Promise<Db> };

/** The process-wide store: PostgreSQL when DATABASE_URL is set, else a SQLite file in DATA_DIR. */
export function store(): Promise<Db> {
  if (!holder.__siteStore) {
    const { DATABASE_URL, dataDir } = env();
    holder.__siteStore = openStore({ databaseUrl: DATABASE_URL, sqliteFile: path.join(dataDir, "site.db") });
    // A store that could not be opened is tried again by the next caller, not remembered as down.
    holder.__siteStore.catch(() => {
      holder.__siteStore = undefined;
    });
  }
  return holder.__siteStore;
}
