import { randomUUID } from "node:crypto";
import { leadJournal } from "@/lib/server/turn/lead/journal";
import { FIRST_SWEEP_DELAY_MS, stopRetentionSweeper } from "@/lib/server/retention/sweeper";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { uniquePhone } from "@/test/support/leads";
import { resetServerState, setEnv } from "@/test/support/server-state";
import { register } from "./instrumentation";

const DAY = 24 * 60 * 60_000;

describe.each(testDatabaseKinds())("server start-up on %s", (kind) => {
  const target = useTestDatabase(kind, "instrumentation");
  let restore: () => void = () => {};
  beforeEach(() => {
    restore = setEnv({ ...target.database.env, DATABASE_URL: target.database.env.DATABASE_URL, NEXT_RUNTIME: "nodejs", LOG_SILENT: "1" });
  });
  afterEach(async () => {
    jest.useRealTimers();
    await stopRetentionSweeper();
    await resetServerState();
    restore();
  });

  it("starts the daily retention sweep beside the lead worker, and it runs by itself", async () => {
    const [expired, current] = [randomUUID(), randomUUID()];
    for (const [id, at] of [
      [expired, Date.now() - 400 * DAY],
      [current, Date.now() - DAY],
    ] as const) {
      await target.db.execute(
        "INSERT INTO conversation_turns (conversation_id, language, role, content, created_at) VALUES ($1, 'en', 'user', 'hi', $2)",
        [id, at],
      );
    }
    // Only the timers are simulated: the store, its sockets and the clock stay real.
    jest.useFakeTimers({ doNotFake: ["Date", "hrtime", "nextTick", "performance", "queueMicrotask", "setImmediate", "clearImmediate"] });
    await register();

    const turns = async (id: string) =>
      Number((await target.db.query<{ n: unknown }>("SELECT count(*) AS n FROM conversation_turns WHERE conversation_id = $1", [id]))[0].n);
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    await jest.advanceTimersByTimeAsync(FIRST_SWEEP_DELAY_MS - 1_000);
    expect(await turns(expired)).toBe(1);

    await jest.advanceTimersByTimeAsync(1_000);
    const deadline = Date.now() + 10_000;
    while ((await turns(expired)) > 0 && Date.now() < deadline) await tick();
    expect([await turns(expired), await turns(current)]).toEqual([0, 1]);
  });

  it("moves a lead journaled before the restart into the store, without waiting for a visitor", async () => {
    const journal = await leadJournal();
    const entry = {
      id: randomUUID(),
      conversationId: randomUUID(),
      name: "Aisha",
      phone: uniquePhone(),
      language: "en" as const,
      transcript: [],
      surface: "chat" as const,
      createdAt: Date.now(),
    };
    await journal.write(entry);
    await register();
    const moved = async () =>
      (await target.db.query("SELECT id FROM leads WHERE id = $1", [entry.id])).length === 1 && (await journal.size()) === 0;
    const deadline = Date.now() + 10_000;
    while (!(await moved()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await moved()).toBe(true);
  });

  it("starts nothing while `next build` collects pages", async () => {
    const restorePhase = setEnv({ NEXT_PHASE: "phase-production-build" });
    try {
      await register();
      const holder = globalThis as { __retentionSweeper?: unknown; __leadWorker?: unknown; __journalDrain?: unknown };
      expect([holder.__retentionSweeper, holder.__leadWorker, holder.__journalDrain]).toEqual([undefined, undefined, undefined]);
    } finally {
      restorePhase();
    }
  });
});
