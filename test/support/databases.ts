import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Pool } from "pg";
import { openStore } from "@/lib/server/store";
import type { Db } from "@/lib/server/store/db";

/**
 * A database a test owns: a fresh SQLite file, or (when DATABASE_URL is set) a
 * fresh PostgreSQL schema reached through search_path. Tests on a shared server
 * then neither see each other's leads nor leave any behind: the schema is
 * dropped at the end, so every run starts clean.
 */
export interface TestDatabase {
  kind: "sqlite" | "postgres";
  /** Environment for code that opens the store itself (store(), scripts, child servers). */
  env: { DATABASE_URL?: string; DATA_DIR: string };
  /** Opens another connection (pool) to the same database, migrations applied. */
  open(): Promise<Db>;
  drop(): Promise<void>;
}

// Read once at load: tests later point DATABASE_URL at their own schema, or unset it for SQLite.
const POSTGRES_URL = process.env.DATABASE_URL;

export function testDatabaseKinds(): ("sqlite" | "postgres")[] {
  return POSTGRES_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

export async function createTestDatabase(kind: "sqlite" | "postgres", label: string): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  if (kind === "sqlite") {
    return {
      kind,
      env: { DATA_DIR: dataDir },
      open: () => openStore({ sqliteFile: path.join(dataDir, "site.db") }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const base = POSTGRES_URL;
  if (!base) throw new Error("DATABASE_URL is not set");
  const schema = `t_${label.replace(/\W/g, "_")}_${randomBytes(4).toString("hex")}`.toLowerCase();
  const admin = new Pool({ connectionString: base, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const databaseUrl = url.toString();
  return {
    kind,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    open: () => openStore({ databaseUrl }),
    async drop() {
      const pool = new Pool({ connectionString: base, max: 1 });
      await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await pool.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database for the enclosing `describe`, opened before its tests and
 * dropped after them: `const target = useTestDatabase(kind, "label")`, then `target.db`.
 */
export function useTestDatabase(kind: "sqlite" | "postgres", label: string): { readonly db: Db; readonly database: TestDatabase } {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind, label);
    db = await database.open();
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });
  return {
    get db() {
      if (!db) throw new Error("the test database is opened in beforeAll");
      return db;
    },
    get database() {
      if (!database) throw new Error("the test database is created in beforeAll");
      return database;
    },
  };
}
