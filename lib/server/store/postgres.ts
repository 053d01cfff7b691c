import "server-only";
import { Pool, type PoolClient } from "pg";
import type { Db, Queryable, Row } from "./db";
import { isStoreUnavailableError, toStoreError } from "./errors";

/**
 * Every wait on PostgreSQL is bounded. A connection whose network went silent
 * (no RST, no FIN: a stalled NAT, a paused proxy) would otherwise hold a query,
 * and the lead or request waiting on it, for as long as the kernel retransmits.
 * A parameter in DATABASE_URL (`?statement_timeout=…&query_timeout=…`) wins over these.
 */
export interface PostgresTimeouts {
  /** Opening a connection, and waiting for one when the pool is full. */
  connectMs: number;
  /** Server side: PostgreSQL cancels a statement running longer than this, and the connection stays usable. */
  statementMs: number;
  /** Client side: a statement whose answer never arrives fails after this; its connection is discarded. */
  queryMs: number;
  /** Idle pooled connections are closed after this. */
  idleMs: number;
  /** Server side: a session idle inside a transaction (its client vanished) is ended, freeing its locks. */
  idleInTransactionMs: number;
  /** TCP keep-alive probes start after this much silence, so a dead peer is noticed while idle too. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  // Above statementMs, so a slow statement is cancelled cleanly by the server before the client gives up.
  queryMs: 12_000,
  idleMs: 30_000,
  idleInTransactionMs: 15_000,
  keepAliveMs: 10_000,
};

function wrap(target: Pool | PoolClient): Queryable {
  return {
    dialect: "postgres",
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      try {
        const result = await target.query(sql, params as unknown[]);
        return result.rows as T[];
      } catch (error) {
        throw toStoreError(error);
      }
    },
    async execute(sql: string, params?: readonly unknown[]) {
      try {
        const result = await target.query(sql, params as unknown[]);
        return result.rowCount ?? 0;
      } catch (error) {
        throw toStoreError(error);
      }
    },
  };
}

export async function openPostgres(connectionString: string, options: Partial<PostgresTimeouts> & { max?: number } = {}): Promise<Db> {
  const t = { ...DEFAULT_TIMEOUTS, ...options };
  const pool = new Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: t.connectMs,
    idleTimeoutMillis: t.idleMs,
    statement_timeout: t.statementMs,
    query_timeout: t.queryMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: t.keepAliveMs,
    // Idle connections never hold a process open: scripts and tests end when their work does.
    allowExitOnIdle: true,
  });
  // An idle client's network error must not crash the server process; the pool drops that client.
  pool.on("error", () => {});
  const base = wrap(pool);
  return {
    ...base,
    async transaction(work) {
      let client: PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw toStoreError(error);
      }
      // A checked-out client has no pool listener: without ours, a connection error
      // between two statements would be an unhandled 'error' event and end the process.
      let broken: Error | undefined;
      const onError = (error: Error) => (broken ??= error);
      client.on("error", onError);
      const tx = wrap(client);
      try {
        await tx.execute("BEGIN");
        const result = await work(tx);
        await tx.execute("COMMIT");
        return result;
      } catch (error) {
        // On a dead or silent connection a ROLLBACK would only wait out another timeout:
        // discarding the connection rolls the transaction back on the server anyway.
        if (!broken && !isStoreUnavailableError(error)) {
          await tx.execute("ROLLBACK").catch((rollbackError: unknown) => (broken = rollbackError as Error));
        } else {
          broken ??= error as Error;
        }
        throw error;
      } finally {
        client.off("error", onError);
        // release(error) destroys the connection instead of handing it to the next request.
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
