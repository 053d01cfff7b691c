import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/store/db";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { withEnv } from "@/test/support/env";
import { budgetDay, spendBudget } from "./budget";
import { logPseudonym } from "./log";

const LIMITS = {
  BUDGET_CHAT_CALLS_PER_DAY: "10",
  BUDGET_CHAT_CALLS_PER_CONVERSATION: "4",
  BUDGET_SPEECH_CHARS_PER_DAY: "1000",
  BUDGET_SPEECH_CHARS_PER_CONVERSATION: "300",
};
// 12:00 in Kuantan (UTC+8).
const NOON = Date.UTC(2026, 10, 23, 4, 0, 0);

/** Collects the JSON log lines written while `body` runs. */
async function logged(body: () => Promise<void>): Promise<{ level: string; message: string; [k: string]: unknown }[]> {
  const lines: string[] = [];
  const spy = jest.spyOn(console, "warn").mockImplementation((line: string) => lines.push(line));
  try {
    await withEnv({ LOG_SILENT: undefined }, body);
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line));
}

// First: the failure log is written at most once a minute per process.
describe("a store that fails", () => {
  it("spends nothing, so the offline parts answer, and says so in the log", async () => {
    const lines = await logged(async () => {
      const down = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
      expect(await spendBudget({ kind: "chat", conversationId: "c", amount: 1, now: NOON }, down)).toBe(false);
    });
    expect(lines).toEqual([expect.objectContaining({ level: "warn", message: expect.stringContaining("budget unknown"), error: expect.stringContaining("ECONNREFUSED") })]);
  });

  it("does not hold the visitor while the store hangs", async () => {
    const hung = () => new Promise<never>(() => {});
    const started = Date.now();
    expect(await spendBudget({ kind: "speech", conversationId: "c", amount: 5, now: NOON }, hung)).toBe(false);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe("budgetDay", () => {
  it("is the calendar day in Asia/Kuala_Lumpur, which turns at 16:00 UTC", () => {
    expect(budgetDay(Date.UTC(2026, 10, 23, 15, 59, 59, 999))).toBe("2026-11-23");
    expect(budgetDay(Date.UTC(2026, 10, 23, 16, 0, 0))).toBe("2026-11-24");
    expect(budgetDay(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe("2027-01-01");
  });
});

describe.each(testDatabaseKinds())("daily budgets on %s", (kind) => {
  const target = useTestDatabase(kind, "budgets");
  const spend = (conversationId: string, amount: number, now = NOON, speech = false, db: Db = target.db) =>
    spendBudget({ kind: speech ? "speech" : "chat", conversationId, amount, now }, async () => db);
  const run = <T>(body: () => Promise<T>) => withEnv(LIMITS, body);
  // Each test gets its own day, so the site-wide budget starts full.
  let day = 0;
  const nextDay = () => NOON + ++day * 86_400_000;

  it("stop one conversation at its own budget while others go on", async () => {
    await run(async () => {
      const now = nextDay();
      const a = randomUUID();
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await spend(a, 1, now));
      expect(results).toEqual([true, true, true, true, false]);
      expect(await spend(randomUUID(), 1, now)).toBe(true);
    });
  });

  it("stop one client at five conversations' worth, however many conversations it starts", async () => {
    await withEnv({ ...LIMITS, BUDGET_CHAT_CALLS_PER_DAY: "100" }, async () => {
      const now = nextDay();
      const results = [];
      // A fresh conversation for every call, as a script dodging the per-conversation budget would.
      for (let i = 0; i < 22; i++) results.push(await spendBudget({ kind: "chat", conversationId: randomUUID(), client: "203.0.113.50", amount: 1, now }, async () => target.db));
      expect(results.filter(Boolean)).toHaveLength(20);
      expect(results.slice(20)).toEqual([false, false]);
      expect(await spendBudget({ kind: "chat", conversationId: randomUUID(), client: "198.51.100.60", amount: 1, now }, async () => target.db)).toBe(true);
    });
  });

  it("stop the whole site at its budget, and take nothing from a conversation it refuses", async () => {
    await run(async () => {
      const now = nextDay();
      const results = [];
      for (let i = 0; i < 12; i++) results.push(await spend(randomUUID(), 1, now));
      expect(results.filter(Boolean)).toHaveLength(10);
      expect(results.slice(10)).toEqual([false, false]);
      const refused = await target.db.query<{ scope: string }>("SELECT scope FROM budgets WHERE day = $1 AND spent > 0 AND scope LIKE 'conversation:%'", [budgetDay(now)]);
      expect(refused).toHaveLength(10);
    });
  });

  it("count speech in characters and refuse a clip that would overrun, not one that fits", async () => {
    await run(async () => {
      const now = nextDay();
      const c = randomUUID();
      expect(await spend(c, 250, now, true)).toBe(true);
      expect(await spend(c, 60, now, true)).toBe(false);
      expect(await spend(c, 50, now, true)).toBe(true);
      expect(await spend(c, 1, now, true)).toBe(false);
      // Chat calls are a budget of their own.
      expect(await spend(c, 1, now)).toBe(true);
    });
  });

  it("start again at midnight in Kuantan", async () => {
    await run(async () => {
      const evening = Date.UTC(2026, 11, 20, 15, 59, 0); // 23:59 in Kuantan
      const c = randomUUID();
      for (let i = 0; i < 4; i++) expect(await spend(c, 1, evening)).toBe(true);
      expect(await spend(c, 1, evening)).toBe(false);
      expect(await spend(c, 1, evening + 60_000)).toBe(true);
    });
  });

  it("never let racing calls overspend", async () => {
    await run(async () => {
      const now = nextDay();
      // On SQLite, instances are processes (limits-shared.test.ts); two pools in one process would block each other's loop.
      const other = kind === "postgres" ? await target.database.open() : target.db;
      try {
        const calls = Array.from({ length: 30 }, (_, i) => spend(`race-${i % 6}`, 1, now, false, i % 2 ? other : target.db));
        expect((await Promise.all(calls)).filter(Boolean)).toHaveLength(10);
        const [site] = await target.db.query<{ spent: unknown }>("SELECT spent FROM budgets WHERE kind = 'chat' AND scope = 'site' AND day = $1", [budgetDay(now)]);
        expect(Number(site.spent)).toBe(10);
      } finally {
        if (other !== target.db) await other.close();
      }
    });
  });

  it("log one line when the site's budget is spent, however many are refused, and from one instance only", async () => {
    const now = nextDay();
    const other = kind === "postgres" ? await target.database.open() : target.db;
    try {
      const lines = await logged(() =>
        run(async () => {
          for (let i = 0; i < 10; i++) await spend(randomUUID(), 1, now);
          for (let i = 0; i < 6; i++) expect(await spend(randomUUID(), 1, now, false, i % 2 ? other : target.db)).toBe(false);
        }),
      );
      expect(lines).toEqual([
        expect.objectContaining({
          level: "warn",
          message: "budget spent: chat calls for the site today; the offline consultant answers until midnight (Asia/Kuala_Lumpur)",
          day: budgetDay(now),
          limit: 10,
        }),
      ]);
    } finally {
      if (other !== target.db) await other.close();
    }
  });

  it("log one line per conversation whose budget is spent, and one for speech", async () => {
    const now = nextDay();
    const c = randomUUID();
    const lines = await logged(() =>
      run(async () => {
        for (let i = 0; i < 7; i++) await spend(c, 1, now);
        await spend(c, 301, now, true);
        await spend(c, 301, now, true);
      }),
    );
    expect(lines.map((l) => [l.message, l.conversationId])).toEqual([
      ["budget spent: chat calls for one conversation today; the offline consultant answers it until midnight (Asia/Kuala_Lumpur)", logPseudonym("conversationId", c)],
      ["budget spent: speech characters for one conversation today; eSpeak speaks it until midnight (Asia/Kuala_Lumpur)", logPseudonym("conversationId", c)],
    ]);
  });

  it("with a budget of 0, pay for nothing", async () => {
    await withEnv({ ...LIMITS, BUDGET_SPEECH_CHARS_PER_DAY: "0" }, async () => {
      expect(await spend(randomUUID(), 1, nextDay(), true)).toBe(false);
    });
  });

  it("sweep the rows of days gone by", async () => {
    await run(async () => {
      const old = nextDay();
      await spend("sweep", 1, old);
      const later = old + 3 * 86_400_000;
      await spend("sweep", 1, later);
      // The sweep does not hold the visitor: give it a moment.
      for (let i = 0; i < 50; i++) {
        const rows = await target.db.query("SELECT 1 FROM budgets WHERE day = $1", [budgetDay(old)]);
        if (rows.length === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await target.db.query("SELECT 1 FROM budgets WHERE day < $1", [budgetDay(later)])).toEqual([]);
      expect(await target.db.query("SELECT 1 FROM budgets WHERE day = $1", [budgetDay(later)])).not.toEqual([]);
    });
  });
});
