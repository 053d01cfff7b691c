import "server-only";
import { createTestDatabase, testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { startTcpProxy } from "@/test/support/tcp-proxy";
import { openPostgres } from "./postgres";
import { probeStore } from "./probe";

describe.each(testDatabaseKinds())("the store probe on %s", (kind) => {
  const target = useTestDatabase(kind, "probe");

  it("reads ok after a committed write, and writes each time it is asked", async () => {
    expect(await probeStore(target.db, { now: 1_000 })).toBe("ok");
    expect(await probeStore(target.db, { now: 2_000 })).toBe("ok");
    expect(await target.db.query("SELECT id, probed_at FROM store_probe")).toEqual([
      { id: 1, probed_at: kind === "postgres" ? "2000" : 2_000 },
    ]);
  });

  it("reads ok when the event loop, not the store, was busy past the timeout", async () => {
    const probing = probeStore(target.db, { timeoutMs: 300 });
    // A long synchronous task: the store answers meanwhile, but nothing can read the answer until it ends.
    const until = Date.now() + 1_000;
    while (Date.now() < until) {
      /* busy */
    }
    expect(await probing).toBe("ok");
  });

  it("reads down when the store cannot be opened at all", async () => {
    expect(await probeStore(Promise.reject(new Error("could not open")))).toBe("down");
  });
});

describe("the store probe on a SQLite file system with no room left", () => {
  const target = useTestDatabase("sqlite", "probe-full");

  it("reads down when the data directory has less free space than a write needs", async () => {
    const dir = target.database.env.DATA_DIR;
    expect(await probeStore(target.db, { freeSpaceDir: dir })).toBe("ok");
    // No file system here can be filled safely; asking for more room than any disk has takes the same branch.
    expect(await probeStore(target.db, { freeSpaceDir: dir, minFreeBytes: Number.MAX_SAFE_INTEGER })).toBe("down");
  });
});

(testDatabaseKinds().includes("postgres") ? describe : describe.skip)("the store probe on PostgreSQL gone silent", () => {
  it("reads down within its own timeout, well before the query timeout", async () => {
    const database = await createTestDatabase("postgres", "probe-silent");
    const url = new URL(database.env.DATABASE_URL ?? "");
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const db = await openPostgres(proxy.via(url.toString()));
    try {
      await db.query("SELECT 1");
      await db.execute("CREATE TABLE store_probe (id INTEGER PRIMARY KEY, probed_at BIGINT NOT NULL)");
      expect(await probeStore(db, { timeoutMs: 500 })).toBe("ok");
      proxy.stop();
      const started = Date.now();
      expect(await probeStore(db, { timeoutMs: 500 })).toBe("down");
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      proxy.resume();
      await db.close();
      await proxy.close();
      await database.drop();
    }
  });
});
