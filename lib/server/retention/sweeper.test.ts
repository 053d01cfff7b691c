import "server-only";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import type { Db } from "@/lib/server/store/db";
import { createTestDatabase, testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { withEnv } from "@/test/support/env";
import { DAY_MS } from "./purge";
import { SWEEP_RETRY_MS, startRetentionSweeper, stopRetentionSweeper, sweep } from "./sweeper";

const run = promisify(execFile);
const turnsOf = async (db: Db, id: string) =>
  Number((await db.query<{ n: unknown }>("SELECT count(*) AS n FROM conversation_turns WHERE conversation_id = $1", [id]))[0].n);
const addTurn = (db: Db, id: string, at: number) =>
  db.execute("INSERT INTO conversation_turns (conversation_id, language, role, content, created_at) VALUES ($1, 'en', 'user', 'hi', $2)", [
    id,
    at,
  ]);

/** The JSON log lines the sweeper writes while `body` runs. */
async function logLines(body: () => Promise<void>): Promise<{ level: string; message: string; [field: string]: unknown }[]> {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(String(args[0]));
  const spies = [jest.spyOn(console, "log"), jest.spyOn(console, "warn"), jest.spyOn(console, "error")].map((spy) =>
    spy.mockImplementation(record),
  );
  try {
    await withEnv({ LOG_SILENT: undefined }, body);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line));
}

describe.each(testDatabaseKinds())("retention sweep on %s", (kind) => {
  const target = useTestDatabase(kind, "sweeper");
  afterEach(() => stopRetentionSweeper());

  it("deletes by the configured periods", async () => {
    const [old, young] = [randomUUID(), randomUUID()];
    await addTurn(target.db, old, Date.now() - 11 * DAY_MS);
    await addTurn(target.db, young, Date.now() - 9 * DAY_MS);
    const result = await withEnv({ CONVERSATION_RETENTION_DAYS: "10", LEADS_RETENTION_DAYS: "400" }, () => sweep(target.db));
    expect(result.conversationCutoff).toBeLessThanOrEqual(Date.now() - 10 * DAY_MS);
    expect(result.leadCutoff).toBeLessThanOrEqual(Date.now() - 400 * DAY_MS);
    expect([await turnsOf(target.db, old), await turnsOf(target.db, young)]).toEqual([0, 1]);
  });

  it("sweeps by itself shortly after it starts, and logs one line with the counts", async () => {
    const old = randomUUID();
    await addTurn(target.db, old, Date.now() - 400 * DAY_MS);
    const lines = await logLines(async () => {
      const sweeper = startRetentionSweeper({ db: async () => target.db, firstDelayMs: 10 });
      expect(startRetentionSweeper()).toBe(sweeper);
      const deadline = Date.now() + 10_000;
      while ((await turnsOf(target.db, old)) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await sweeper.stop();
    });
    expect(await turnsOf(target.db, old)).toBe(0);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "info",
        message: "retention sweep",
        conversationTurns: 1,
        leads: 0,
        ms: expect.any(Number),
        audioCacheMb: 0,
      }),
    ]);
  });
});

describe("retention sweeper", () => {
  afterEach(() => stopRetentionSweeper());

  it("logs a store that is down and tries again later, without throwing", async () => {
    let attempts = 0;
    const lines = await logLines(async () => {
      const sweeper = startRetentionSweeper({
        db: async () => {
          attempts += 1;
          throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        },
        firstDelayMs: 60_000,
      });
      await expect(sweeper.runNow()).resolves.toBeNull();
    });
    expect(attempts).toBe(1);
    expect(lines).toEqual([
      { time: expect.any(String), level: "error", message: "retention sweep failed", error: "connect ECONNREFUSED 127.0.0.1:5432" },
    ]);
    expect(SWEEP_RETRY_MS).toBeLessThan(DAY_MS);
  });

  it("joins a sweep under way instead of starting a second one", async () => {
    const database = await createTestDatabase("sqlite", "sweeper-join");
    const db = await database.open();
    let opened = 0;
    let release: () => void = () => {};
    const gate = new Promise<Db>((resolve) => (release = () => resolve(db)));
    try {
      const sweeper = startRetentionSweeper({ db: () => ((opened += 1), gate), firstDelayMs: 60_000 });
      const [a, b] = [sweeper.runNow(), sweeper.runNow()];
      expect(a).toBe(b);
      release();
      expect(await a).toMatchObject({ leads: 0, conversations: 0 });
      expect(opened).toBe(1);
      // Once it has ended, the next call sweeps again.
      await sweeper.runNow();
      expect(opened).toBe(2);
    } finally {
      await db.close();
      await database.drop();
    }
  });

  it("never keeps a server process alive: its timers are unref'd", async () => {
    const started = Date.now();
    await run(
      process.execPath,
      [
        "--import",
        "tsx",
        "--import",
        "./scripts/server-only.mjs",
        "-e",
        'require("@/lib/server/retention/sweeper").startRetentionSweeper()',
      ],
      {
        cwd: path.resolve(__dirname, "../../.."),
        env: { ...process.env, LOG_SILENT: "1" },
        timeout: 20_000,
      },
    );
    // The first sweep is a minute away: exiting well before it means nothing held the process.
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
