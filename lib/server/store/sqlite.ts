import "server-only";
import fs from "node:fs";
import path from "node:path";
import { createClient, type Client, type InValue, type Transaction } from "@libsql/client";
import type { Db, Queryable, Row } from "./db";
import { StoreUnavailableError, isStoreUnavailableError, toStoreError } from "./errors";

// SQLite numbers `?NNN` parameters; our SQL uses PostgreSQL's `$N`.
const toSqliteParams = (sql: string) => sql.replace(/\$(\d+)/g, "?$1");

function toArgs(params: readonly unknown[] = []): InValue[] {
  return params.map((p) => (p === undefined ? null : typeof p === "boolean" ? Number(p) : (p as InValue)));
}

async function run(target: Client | Transaction, sql: string, params?: readonly unknown[]) {
  try {
    return await target.execute({ sql: toSqliteParams(sql), args: toArgs(params) });
  } catch (error) {
    throw toStoreError(error);
  }
}

function wrap(target: Client | Transaction): Queryable {
  return {
    dialect: "sqlite",
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      const result = await run(target, sql, params);
      return result.rows.map((r) => ({ ...r })) as unknown as T[];
    },
    async execute(sql: string, params?: readonly unknown[]) {
      return (await run(target, sql, params)).rowsAffected;
    },
  };
}

// libsql runs each statement synchronously on the event loop, from a pool of
// connections. A statement waiting on SQLite's busy lock would block the very
// loop an open transaction needs to finish, so this process takes turns here;
// the busy timeout (set on every pooled connection) is left for other processes.
function createTurns() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const result = tail.then(work, work);
    tail = result.catch(() => {});
    return result;
  };
}

/** Opens (creating if needed) the file; any failure to do so is StoreUnavailableError. */
export async function openSqlite(file: string): Promise<Db> {
  let client: Client;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    client = createClient({ url: `file:${file}`, timeout: 5000 });
  } catch (error) {
    throw new StoreUnavailableError(error);
  }
  const inTurn = createTurns();
  const base = wrap(client);
  try {
    // WAL lets readers and one writer share the file across processes; FULL sync
    // makes a committed lead survive power loss, which is the point of storing it.
    await base.execute("PRAGMA journal_mode = WAL");
    await base.execute("PRAGMA synchronous = FULL");
    await base.execute("PRAGMA busy_timeout = 5000");
  } catch (error) {
    client.close();
    throw isStoreUnavailableError(error) ? error : new StoreUnavailableError(error);
  }
  return {
    dialect: base.dialect,
    query: <T extends Row>(sql: string, params?: readonly unknown[]) => inTurn(() => base.query<T>(sql, params)),
    execute: (sql: string, params?: readonly unknown[]) => inTurn(() => base.execute(sql, params)),
    // Inside `work`, use the given `tx`: the client itself waits for the transaction's turn to end.
    transaction: (work) =>
      inTurn(async () => {
        const tx = await client.transaction("write").catch((error: unknown) => {
          throw toStoreError(error);
        });
        try {
          const result = await work(wrap(tx));
          await tx.commit().catch((error: unknown) => {
            throw toStoreError(error);
          });
          return result;
        } catch (error) {
          await tx.rollback().catch(() => {});
          throw error;
        } finally {
          tx.close();
        }
      }),
    async close() {
      client.close();
    },
  };
}
