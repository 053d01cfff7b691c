import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { clearHealthCache } from "@/lib/server/assistant/health";
import { OFFLINE_DISPLAY_NAME } from "@/lib/server/assistant/offline/provider";
import { store } from "@/lib/server/store";
import { clearStoreProbeCache } from "@/lib/server/store/probe";
import { downDatabaseUrl } from "@/test/support/closed-port";
import { createTestDatabase, testDatabaseKinds } from "@/test/support/databases";
import { startOpenAiServer, type OpenAiServer } from "@/test/support/openai-server";
import { withEnv } from "@/test/support/env";
import { resetServerState, setEnv } from "@/test/support/server-state";
import { POST } from "./route";

// The page's own check: a same-origin POST with no body.
const check = () => POST(new Request("http://localhost/api/health.php", { method: "POST" }));

/** Points the process store at `vars` for one test, then forgets it again. */
async function withStore<T>(vars: Record<string, string | undefined>, body: () => Promise<T>): Promise<T> {
  const restore = setEnv(vars);
  clearStoreProbeCache();
  try {
    return await body();
  } finally {
    await resetServerState();
    clearStoreProbeCache();
    restore();
  }
}

describe("POST /api/health.php", () => {
  let server: OpenAiServer;
  let restoreEnv: () => void;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "health-"));
  beforeAll(async () => {
    server = await startOpenAiServer();
    // A SQLite store of the test's own, not ./data and not the shared PostgreSQL.
    restoreEnv = setEnv({ DATA_DIR: dataDir, DATABASE_URL: undefined, HEALTH_CACHE_MS: "0" });
  });
  afterAll(async () => {
    await resetServerState();
    restoreEnv();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await server.close();
  });
  beforeEach(() => {
    clearHealthCache();
    clearStoreProbeCache();
    server.setMode("ok");
    server.requests.length = 0;
  });

  it("reports the offline consultant as connected when nothing is configured", async () => {
    await withEnv({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined }, async () => {
      const response = await check();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, provider: OFFLINE_DISPLAY_NAME, offline: true, store: "ok" });
    });
  });

  it("reaches a configured API and names it", async () => {
    await withEnv({ OPENAI_API_KEY: server.apiKey, OPENAI_BASE_URL: server.url, AI_PROVIDER_NAME: undefined }, async () => {
      const response = await check();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, provider: "127.0.0.1", store: "ok" });
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v1/models"]);
    });
  });

  it("caches the answer so repeated checks do not hammer the provider", async () => {
    await withEnv({ OPENAI_API_KEY: server.apiKey, OPENAI_BASE_URL: server.url, HEALTH_CACHE_MS: "30000" }, async () => {
      for (let i = 0; i < 5; i++) expect((await check()).status).toBe(200);
      expect(server.requests).toHaveLength(1);
    });
  });

  it("answers 503 with a readable error when the provider is down", async () => {
    await withEnv({ OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: "http://127.0.0.1:9/v1", AI_PROVIDER_NAME: "Acme AI" }, async () => {
      const response = await check();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        error: "The AI provider is unreachable.",
        code: "unavailable:health",
        provider: "Acme AI",
        store: "ok",
      });
    });
  });

  it("gives up after 3 s when the provider is slow", async () => {
    server.setMode("stall");
    await withEnv({ OPENAI_API_KEY: server.apiKey, OPENAI_BASE_URL: server.url }, async () => {
      const started = Date.now();
      const response = await check();
      const elapsed = Date.now() - started;
      expect(response.status).toBe(503);
      expect((await response.json()).error).toBe("The AI provider did not answer in time.");
      expect(elapsed).toBeGreaterThanOrEqual(2900);
    });
  });

  it("reports a refused key as not connected", async () => {
    await withEnv({ OPENAI_API_KEY: "sk-wrong", OPENAI_BASE_URL: server.url }, async () => {
      const response = await check();
      expect(response.status).toBe(503);
      expect((await response.json()).success).toBe(false);
    });
  });
});

describe.each(testDatabaseKinds())("the store in POST /api/health.php on %s", (kind) => {
  const health = async () => {
    const response = await check();
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  beforeEach(() => {
    clearHealthCache();
    clearStoreProbeCache();
  });

  it("reads ok when the store commits a write, and keeps the spec's answer about the consultant", async () => {
    const database = await createTestDatabase(kind, "health-ok");
    try {
      await withStore({ ...database.env, DATABASE_URL: database.env.DATABASE_URL, OPENAI_API_KEY: undefined }, async () => {
        expect(await health()).toEqual({
          status: 200,
          body: { success: true, provider: OFFLINE_DISPLAY_NAME, offline: true, store: "ok" },
        });
        // The probe really wrote: its row carries the time of this check.
        const [row] = await (await store()).query<{ probed_at: unknown }>("SELECT probed_at FROM store_probe");
        expect(Date.now() - Number(row.probed_at)).toBeLessThan(10_000);
      });
    } finally {
      await database.drop();
    }
  });

  it("reuses a probe for HEALTH_CACHE_MS, so visitors cannot hammer the store", async () => {
    const database = await createTestDatabase(kind, "health-cache");
    try {
      await withStore({ ...database.env, DATABASE_URL: database.env.DATABASE_URL, HEALTH_CACHE_MS: "30000" }, async () => {
        expect((await health()).body.store).toBe("ok");
        const probedAt = async () =>
          (await (await store()).query<{ probed_at: unknown }>("SELECT probed_at FROM store_probe"))[0].probed_at;
        const first = await probedAt();
        await new Promise((r) => setTimeout(r, 20));
        for (let i = 0; i < 5; i++) expect((await health()).body.store).toBe("ok");
        expect(await probedAt()).toEqual(first);
      });
    } finally {
      await database.drop();
    }
  });
});

describe("a store that is down in POST /api/health.php", () => {
  beforeEach(() => {
    clearHealthCache();
    clearStoreProbeCache();
  });

  it("reads down for PostgreSQL on a port nothing listens on, with status 200 for the reachable consultant", async () => {
    await withStore({ DATABASE_URL: await downDatabaseUrl(), OPENAI_API_KEY: undefined }, async () => {
      const started = Date.now();
      const response = await check();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, provider: OFFLINE_DISPLAY_NAME, offline: true, store: "down" });
      expect(Date.now() - started).toBeLessThan(3_000);
    });
  });

  it("reads down for a read-only SQLite database", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "health-ro-"));
    try {
      await withStore({ DATA_DIR: dir, DATABASE_URL: undefined, OPENAI_API_KEY: undefined }, async () => {
        expect((await (await check()).json()).store).toBe("ok");
        clearStoreProbeCache();
        // Tests run as root, for whom chmod does not stop a write. query_only makes SQLite
        // itself refuse every write with SQLITE_READONLY, the error a read-only file or
        // mount gives, while reads still work: exactly the case a read probe would miss.
        await (await store()).execute("PRAGMA query_only = ON");
        expect(await (await store()).query("SELECT count(*) AS n FROM leads")).toHaveLength(1);
        expect((await (await check()).json()).store).toBe("down");
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads down for a SQLite file that cannot be created", async () => {
    // A regular file where the data directory should be: no user, root included, can create it.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "health-nodir-")), "not-a-directory");
    fs.writeFileSync(file, "");
    try {
      await withStore({ DATA_DIR: path.join(file, "data"), DATABASE_URL: undefined, OPENAI_API_KEY: undefined }, async () => {
        const response = await check();
        expect(response.status).toBe(200);
        expect((await response.json()).store).toBe("down");
      });
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
