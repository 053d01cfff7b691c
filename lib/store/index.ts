import "server-only";
import path from "node:path";
import { env } from "@/lib/config/env";
import type { Db } from "./db";
import { migrate } from "./migrate";
import { MIGRATIONS } from "./migrations";

export type { Db, Queryable, Dialect } from "./db";

/** Opens the configured store and applies migrations. Tests call this with their own location. */
export async function openStore(options: { databaseUrl?: string; sqliteFile?: string }): Promise<Db> {
  const db = options.databaseUrl
    ? await (await import("./postgres")).openPostgres(options.databaseUrl)
    : await (await import("./sqlite")).openSqlite(options.sqliteFile ?? path.resolve("data", "site.db"));
  await migrate(db, MIGRATIONS);
  return db;
}

// Kept on globalThis so hot reloads and several route bundles share one pool.
const holder = globalThis as typeof globalThis & { __siteStore?: Promise<Db> };

/** The process-wide store: PostgreSQL when DATABASE_URL is set, else a SQLite file in DATA_DIR. */
export function store(): Promise<Db> {
  if (!holder.__siteStore) {
    const { DATABASE_URL, dataDir } = env();
    holder.__siteStore = openStore({ databaseUrl: DATABASE_URL, sqliteFile: path.join(dataDir, "site.db") });
    holder.__siteStore.catch(() => {
      holder.__siteStore = undefined;
    });
  }
  return holder.__siteStore;
}
