import "server-only";
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { migrate } from "@/lib/server/store/migrate";
import { MIGRATIONS } from "@/lib/server/store/migrations";
import type { Db } from "@/lib/server/store/db";
import { createTestDatabase, testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { withEnv } from "@/test/support/env";
import {
  audioCacheBytes,
  audioCacheCapBytes,
  audioKey,
  audioUrl,
  getAudio,
  hasAudio,
  isAudioKey,
  putAudio,
  recountAudioCache,
  type AudioKeyParts,
} from "./cache";

const parts: AudioKeyParts = { provider: "espeak", model: "m", voice: "alloy", language: "en", text: "Hello." };

describe("audioKey", () => {
  it("is a stable lowercase SHA-256 hex", () => {
    expect(audioKey(parts)).toMatch(/^[0-9a-f]{64}$/);
    expect(audioKey({ ...parts })).toBe(audioKey(parts));
    expect(isAudioKey(audioKey(parts))).toBe(true);
    expect(audioUrl(audioKey(parts))).toBe(`/api/audio/${audioKey(parts)}`);
  });

  it.each(Object.keys(parts) as (keyof AudioKeyParts)[])("changes with %s", (field) => {
    expect(audioKey({ ...parts, [field]: `${parts[field]}x` })).not.toBe(audioKey(parts));
  });

  it("cannot be forged by moving text between fields", () => {
    expect(audioKey({ ...parts, voice: "a", text: "b|c" })).not.toBe(audioKey({ ...parts, voice: "a|b", text: "c" }));
  });

  it.each(["", "abc", "A".repeat(64), "g".repeat(64), `${"a".repeat(64)}/..`])("rejects the malformed key %j", (key) => {
    expect(isAudioKey(key)).toBe(false);
  });
});

describe.each(testDatabaseKinds())("audio cache on %s", (kind) => {
  const target = useTestDatabase(kind, "audio-cache");

  it("stores and returns every byte value exactly", async () => {
    const db = target.db;
    const key = audioKey({ ...parts, text: `bytes ${Date.now()} ${Math.random()}` });
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_v, i) => i % 256));
    expect(await hasAudio(db, key)).toBe(false);
    expect(await getAudio(db, key)).toBeNull();
    await putAudio(db, key, { bytes, contentType: "audio/wav" });
    expect(await hasAudio(db, key)).toBe(true);
    const stored = await getAudio(db, key);
    expect(stored?.contentType).toBe("audio/wav");
    expect(stored?.bytes.equals(bytes)).toBe(true);
  });

  it("keeps the first clip when the same key is stored twice, and counts it once", async () => {
    const db = target.db;
    const key = audioKey({ ...parts, text: `twice ${Date.now()} ${Math.random()}` });
    const before = await audioCacheBytes(db);
    await putAudio(db, key, { bytes: Buffer.from("first"), contentType: "audio/mpeg" });
    await putAudio(db, key, { bytes: Buffer.from("second"), contentType: "audio/mpeg" });
    expect((await getAudio(db, key))?.bytes.toString()).toBe("first");
    expect(await audioCacheBytes(db)).toBe(before + 5);
  });

  it("records each clip's size and the conversation that asked for it", async () => {
    const key = audioKey({ ...parts, text: `owned ${Math.random()}` });
    await putAudio(target.db, key, clip(1234), { conversationId: "conversation-1", now: 42 });
    const [row] = await target.db.query<{ size_bytes: unknown; conversation_id: string; created_at: unknown }>(
      "SELECT size_bytes, conversation_id, created_at FROM audio_cache WHERE key = $1",
      [key],
    );
    expect([Number(row.size_bytes), row.conversation_id, Number(row.created_at)]).toEqual([1234, "conversation-1", 42]);
  });
});

const run = promisify(execFile);
const KB = 1024;
const clip = (size: number) => ({ bytes: randomBytes(size), contentType: "audio/wav" });
const keyFor = (label: string) => audioKey({ ...parts, text: `${label} ${Math.random()}` });

async function tableBytes(db: Db): Promise<number> {
  return Number((await db.query<{ n: unknown }>("SELECT COALESCE(SUM(size_bytes), 0) AS n FROM audio_cache"))[0].n);
}
async function keys(db: Db): Promise<string[]> {
  return (await db.query<{ key: string }>("SELECT key FROM audio_cache ORDER BY created_at, key")).map((r) => r.key);
}

// Another server instance: its own process, its own connections, the same store.
const PUTTER = `
  const { createHash, randomBytes } = require("node:crypto");
  const { openStore } = require("@/lib/server/store");
  const { putAudio } = require("@/lib/server/speech/cache");
  const [instance, count, cap] = process.argv.slice(1);
  (async () => {
    const db = await openStore({ databaseUrl: process.env.DATABASE_URL, sqliteFile: process.env.DATA_DIR + "/site.db" });
    for (let i = 0; i < Number(count); i++) {
      const key = createHash("sha256").update(instance + "/" + i).digest("hex");
      await putAudio(db, key, { bytes: randomBytes(10240 + i), contentType: "audio/wav" }, { capBytes: Number(cap) });
    }
    await db.close();
  })().catch((error) => { console.error(error); process.exit(1); });
`;

async function putFromProcess(env: { DATABASE_URL?: string; DATA_DIR: string }, instance: number, count: number, cap: number) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_SILENT: "1" };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env);
  await run(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/server-only.mjs", "-e", PUTTER, String(instance), String(count), String(cap)],
    {
      cwd: path.resolve(__dirname, "../../.."),
      env: childEnv,
    },
  );
}

describe.each(testDatabaseKinds())("audio cache size cap on %s", (kind) => {
  const target = useTestDatabase(kind, "audio-cap");
  beforeEach(() => target.db.execute("DELETE FROM audio_cache"));

  it("stays under the cap after every put, oldest clips out first", async () => {
    const cap = 50 * KB;
    const stored: string[] = [];
    for (let i = 0; i < 14; i++) {
      const key = keyFor(`clip ${i}`);
      stored.push(key);
      await putAudio(target.db, key, clip(10 * KB), { now: 1_000 + i, capBytes: cap });
      expect(await audioCacheBytes(target.db)).toBeLessThanOrEqual(cap);
      expect(await audioCacheBytes(target.db)).toBe(await tableBytes(target.db));
    }
    expect(await keys(target.db)).toEqual(stored.slice(-5));
  });

  it("evicts by age, not by size or key", async () => {
    const old = keyFor("old small");
    const young = keyFor("young big");
    await putAudio(target.db, old, clip(1 * KB), { now: 1, capBytes: 100 * KB });
    await putAudio(target.db, young, clip(60 * KB), { now: 2, capBytes: 100 * KB });
    const newest = keyFor("newest");
    await putAudio(target.db, newest, clip(40 * KB), { now: 3, capBytes: 100 * KB });
    expect(await keys(target.db)).toEqual([young, newest]);
  });

  it("keeps the clip just stored even when it alone is over the cap", async () => {
    const first = keyFor("first");
    await putAudio(target.db, first, clip(8 * KB), { now: 1, capBytes: 4 * KB });
    expect(await keys(target.db)).toEqual([first]);
    const second = keyFor("second");
    await putAudio(target.db, second, clip(2 * KB), { now: 2, capBytes: 4 * KB });
    expect(await keys(target.db)).toEqual([second]);
  });

  it("reads its cap from AUDIO_CACHE_MB", async () => {
    await withEnv({ AUDIO_CACHE_MB: "0.25" }, async () => {
      expect(audioCacheCapBytes()).toBe(256 * KB);
      for (let i = 0; i < 6; i++) await putAudio(target.db, keyFor(`env ${i}`), clip(100 * KB), { now: i });
      expect(await tableBytes(target.db)).toBe(200 * KB);
    });
  });

  it("holds one cap across several server processes putting at once", async () => {
    const cap = 120 * KB;
    await Promise.all([1, 2, 3].map((instance) => putFromProcess(target.database.env, instance, 12, cap)));
    const total = await tableBytes(target.db);
    expect(total).toBeLessThanOrEqual(cap);
    expect(total).toBeGreaterThan(cap - 11 * KB);
    expect(await audioCacheBytes(target.db)).toBe(total);
  });

  it("mends a running total that drifted, either way", async () => {
    await putAudio(target.db, keyFor("a"), clip(3 * KB), { now: 1, capBytes: 100 * KB });
    await target.db.execute("UPDATE audio_cache_usage SET bytes = 1 WHERE id = 1");
    expect(await recountAudioCache(target.db)).toBe(3 * KB);

    // Too high: a put evicts what it can, then finds the table lighter than its total and recounts.
    await target.db.execute("UPDATE audio_cache_usage SET bytes = 10000000 WHERE id = 1");
    const kept = keyFor("b");
    await putAudio(target.db, kept, clip(2 * KB), { now: 2, capBytes: 100 * KB });
    expect(await keys(target.db)).toEqual([kept]);
    expect(await audioCacheBytes(target.db)).toBe(2 * KB);
  });
});

describe.each(testDatabaseKinds())("migration 007 on %s", (kind) => {
  it("backfills the size of clips stored before it, and their total", async () => {
    const database = await createTestDatabase(kind, "audio-007");
    const url = database.env.DATABASE_URL;
    const db =
      kind === "postgres" && url
        ? await (await import("@/lib/server/store/postgres")).openPostgres(url)
        : await (await import("@/lib/server/store/sqlite")).openSqlite(`${database.env.DATA_DIR}/site.db`);
    try {
      const before = MIGRATIONS.findIndex((m) => m.id === "007-audio-cache-bounds");
      await migrate(db, MIGRATIONS.slice(0, before));
      for (const size of [100, 2500]) {
        await db.execute("INSERT INTO audio_cache (key, content_type, bytes, created_at) VALUES ($1, 'audio/wav', $2, 1)", [
          keyFor(`legacy ${size}`),
          randomBytes(size),
        ]);
      }
      await migrate(db, MIGRATIONS);
      const sizes = await db.query<{ size_bytes: unknown }>("SELECT size_bytes FROM audio_cache ORDER BY size_bytes");
      expect(sizes.map((r) => Number(r.size_bytes))).toEqual([100, 2500]);
      expect(await audioCacheBytes(db)).toBe(2600);
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
