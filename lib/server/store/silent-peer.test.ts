import "server-only";
import { randomBytes } from "node:crypto";
import { Pool } from "pg";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/support/databases";
import { startTcpProxy, type TcpProxy } from "@/test/support/tcp-proxy";
import type { Db } from "./db";
import { StoreUnavailableError } from "./errors";
import { openPostgres } from "./postgres";

const QUERY_MS = 1_500;
const postgres = testDatabaseKinds().includes("postgres");

/**
 * PostgreSQL behind a proxy that goes silent: sockets stay open, no byte moves,
 * as with a stalled NAT or a partition. Without a client-side timeout a query
 * waits as long as the kernel retransmits (45 s and more was measured).
 */
(postgres ? describe : describe.skip)("PostgreSQL whose peer goes silent", () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let db: Db;
  let admin: Pool;
  const application = `silent-${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    database = await createTestDatabase("postgres", "silent");
    const url = new URL(database.env.DATABASE_URL ?? "");
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.searchParams.set("application_name", application);
    db = await openPostgres(proxy.via(url.toString()), { queryMs: QUERY_MS, statementMs: 1_000, connectMs: 1_000 });
    admin = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  });
  afterAll(async () => {
    proxy.resume();
    await db.close();
    await admin.end();
    await proxy.close();
    await database.drop();
  });

  const backendPid = async () => Number((await db.query<{ pid: unknown }>("SELECT pg_backend_pid() AS pid"))[0].pid);
  const sessions = async () =>
    (await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name = $1", [application])).rows.map(
      (r) => r.pid,
    );
  const timed = async (work: Promise<unknown>) => {
    const started = Date.now();
    const outcome = await work.then(
      () => "resolved",
      (error: unknown) => error,
    );
    return { outcome, ms: Date.now() - started };
  };

  const gone = async (pid: number) => {
    // Once the held bytes reach the server, the discarded connection's session ends there too.
    const deadline = Date.now() + 5_000;
    while ((await sessions()).includes(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return !(await sessions()).includes(pid);
  };

  it("fails a query within the query timeout, then serves again on a new connection", async () => {
    const before = await backendPid();
    proxy.stop();
    const query = await timed(db.query("SELECT 1"));
    proxy.resume();
    expect(query.outcome).toBeInstanceOf(StoreUnavailableError);
    expect(query.ms).toBeGreaterThanOrEqual(QUERY_MS - 100);
    expect(query.ms).toBeLessThan(QUERY_MS + 1_000);
    const after = await Promise.all(Array.from({ length: 4 }, () => backendPid()));
    // The connection that went silent was destroyed, never handed out again.
    expect(after).not.toContain(before);
    expect(await gone(before)).toBe(true);
  });

  it("fails a transaction as fast, without waiting on ROLLBACK, and discards its connection", async () => {
    let inside = 0;
    const transaction = await timed(
      db.transaction(async (tx) => {
        inside = Number((await tx.query<{ pid: unknown }>("SELECT pg_backend_pid() AS pid"))[0].pid);
        proxy.stop();
        return tx.query("SELECT 1");
      }),
    );
    proxy.resume();
    expect(transaction.outcome).toBeInstanceOf(StoreUnavailableError);
    expect(transaction.ms).toBeLessThan(QUERY_MS + 1_000);
    const after = await Promise.all(Array.from({ length: 4 }, () => backendPid()));
    expect(after).not.toContain(inside);
    expect(await gone(inside)).toBe(true);
  });

  it("lets the server cancel a slow statement before the client gives up", async () => {
    const slow = await timed(db.query("SELECT pg_sleep(5)"));
    expect(slow.outcome).toBeInstanceOf(StoreUnavailableError);
    expect(((slow.outcome as Error).cause as { code?: string }).code).toBe("57014");
    expect(slow.ms).toBeLessThan(QUERY_MS);
    expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });

  it("gives up on connections that cannot be opened, and on waiting for one, within the timeouts", async () => {
    proxy.stop();
    try {
      // More queries than the pool has connections: idle ones time out on the query,
      // new ones on connecting, and the last one on waiting for a free connection.
      const held = await timed(Promise.all(Array.from({ length: 11 }, () => db.query("SELECT 1"))));
      expect(held.outcome).toBeInstanceOf(StoreUnavailableError);
      expect(held.ms).toBeLessThan(QUERY_MS + 2_000);
    } finally {
      proxy.resume();
    }
    expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });
});
