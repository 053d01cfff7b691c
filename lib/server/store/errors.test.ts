import "server-only";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { downDatabaseUrl } from "@/test/support/closed-port";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { StoreUnavailableError, isStoreUnavailable, toStoreError } from "./errors";
import { openStore } from "./index";

describe.each(testDatabaseKinds())("store errors on %s", (kind) => {
  const target = useTestDatabase(kind, "store-errors");

  it("leaves our own mistakes as they are: bad SQL is a bug, not an outage", async () => {
    const error = await target.db.query("SELECT * FROM no_such_table").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(StoreUnavailableError);
    const inTransaction = await target.db.transaction((tx) => tx.execute("INSERT INTO no_such_table VALUES (1)")).catch((e: unknown) => e);
    expect(inTransaction).not.toBeInstanceOf(StoreUnavailableError);
    // The store is still fine afterwards.
    expect(await target.db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });
});

describe("a store that cannot serve", () => {
  it("fails to open PostgreSQL on a closed port with StoreUnavailableError, at once", async () => {
    const started = Date.now();
    const error = await openStore({ databaseUrl: await downDatabaseUrl() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("fails to open SQLite where no file can be created with StoreUnavailableError", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-errors-"));
    const file = path.join(dir, "a-file");
    fs.writeFileSync(file, "");
    try {
      const error = await openStore({ sqliteFile: path.join(file, "site.db") }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreUnavailableError);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("turns a SQLite write refused as read-only into StoreUnavailableError, reads still working", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-errors-ro-"));
    const db = await openStore({ sqliteFile: path.join(dir, "site.db") });
    try {
      // Root ignores chmod; query_only makes SQLite refuse writes with SQLITE_READONLY, as a read-only file does.
      await db.execute("PRAGMA query_only = ON");
      expect(await db.query("SELECT count(*) AS n FROM leads")).toEqual([{ n: 0 }]);
      const error = await db.execute("DELETE FROM leads").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect((error as Error).message).toMatch(/SQLITE_READONLY/);
      const inTransaction = await db.transaction((tx) => tx.execute("DELETE FROM leads")).catch((e: unknown) => e);
      expect(inTransaction).toBeInstanceOf(StoreUnavailableError);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds a store outage anywhere in a cause chain, and only there", () => {
    const outage = new StoreUnavailableError(new Error("connect ECONNREFUSED"));
    expect(isStoreUnavailable(new Error("wrapped", { cause: new Error("again", { cause: outage }) }))).toBe(true);
    expect(isStoreUnavailable(new Error("plain"))).toBe(false);
    expect(isStoreUnavailable("a string")).toBe(false);
    // A server error with a SQLSTATE: disk full is an outage, a unique violation is not.
    const pgError = (code: string) => Object.assign(new Error("x"), { code, severity: "ERROR" });
    expect(toStoreError(pgError("53100"))).toBeInstanceOf(StoreUnavailableError);
    expect(toStoreError(pgError("25006"))).toBeInstanceOf(StoreUnavailableError);
    expect(toStoreError(pgError("23505"))).not.toBeInstanceOf(StoreUnavailableError);
    // A socket error has no SQLSTATE, even when its errno code is five letters long.
    expect(toStoreError(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }))).toBeInstanceOf(StoreUnavailableError);
    expect(toStoreError(new TypeError("bad argument"))).not.toBeInstanceOf(StoreUnavailableError);
  });

  it("recognises an outage thrown by another copy of this module, as each server chunk of a production build has its own", () => {
    let Other!: typeof StoreUnavailableError;
    jest.isolateModules(() => {
      ({ StoreUnavailableError: Other } = jest.requireActual<typeof import("./errors")>("./errors"));
    });
    expect(Other).not.toBe(StoreUnavailableError);
    const foreign = new Other(new Error("Query read timeout"));
    // The failure this guards against: `instanceof` across copies says no.
    expect(foreign).not.toBeInstanceOf(StoreUnavailableError);
    expect(isStoreUnavailable(foreign)).toBe(true);
    expect(isStoreUnavailable(new Error("lead not saved", { cause: foreign }))).toBe(true);
    // Not wrapped a second time, so the cause an operator reads stays the driver's.
    expect(toStoreError(foreign)).toBe(foreign);
    // A look-alike by name alone is not an outage: only the brand counts.
    expect(isStoreUnavailable(Object.assign(new Error("x"), { name: "StoreUnavailableError" }))).toBe(false);
  });
});
