import "server-only";
import { Pool, type PoolClient } from "pg";
import type { Db, Queryable, Row } from "./db";

function wrap(target: Pool | PoolClient): Queryable {
  return {
    dialect: "postgres",
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      const result = await target.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async execute(sql: string, params?: readonly unknown[]) {
      const result = await target.query(sql, params as unknown[]);
      return result.rowCount ?? 0;
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client's network error must not crash the server process.
  pool.on("error", () => {});
  const base = wrap(pool);
  return {
    ...base,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
