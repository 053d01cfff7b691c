import { randomUUID } from "node:crypto";
import { FIRST_SWEEP_DELAY_MS, stopRetentionSweeper } from "@/lib/retention/sweeper";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
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

  it("starts nothing while `next build` collects pages", async () => {
    const restorePhase = setEnv({ NEXT_PHASE: "phase-production-build" });
    try {
      await register();
      const holder = globalThis as { __retentionSweeper?: unknown; __leadWorker?: unknown };
      expect([holder.__retentionSweeper, holder.__leadWorker]).toEqual([undefined, undefined]);
    } finally {
      restorePhase();
    }
  });
});
