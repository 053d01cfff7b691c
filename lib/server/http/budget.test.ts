import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/server/store/db";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { withEnv } from "@/test/support/env";
import { limitBucketOf } from "./client-address";
import { budgetDay, clientsToSpend, SHARES_PER_NETWORK, spendBudget, type Spend } from "./budget";
import { logPseudonym } from "@/lib/server/log/log";

// Clients' shares out of the way: these cases are about the site and the conversation.
const LIMITS = {
  BUDGET_CHAT_CALLS_PER_DAY: "10",
  BUDGET_CHAT_CALLS_PER_CONVERSATION: "4",
  BUDGET_CHAT_CALLS_PER_CLIENT: "1000",
  BUDGET_SPEECH_CHARS_PER_DAY: "1000",
  BUDGET_SPEECH_CHARS_PER_CONVERSATION: "300",
  BUDGET_SPEECH_CHARS_PER_CLIENT: "100000",
};
// The shipped sizes: the figures in the README come from these.
const DEFAULTS = {
  BUDGET_CHAT_CALLS_PER_DAY: undefined,
  BUDGET_CHAT_CALLS_PER_CONVERSATION: undefined,
  BUDGET_CHAT_CALLS_PER_CLIENT: undefined,
  BUDGET_SPEECH_CHARS_PER_DAY: undefined,
  BUDGET_SPEECH_CHARS_PER_CONVERSATION: undefined,
  BUDGET_SPEECH_CHARS_PER_CLIENT: undefined,
};
const CLIENT = "192.0.2.1";
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
      expect(await spendBudget({ kind: "chat", conversationId: "c", client: CLIENT, amount: 1, now: NOON }, down)).toBe(false);
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: "warn",
        message: expect.stringContaining("budget unknown"),
        error: expect.stringContaining("ECONNREFUSED"),
      }),
    ]);
  });

  it("does not hold the visitor while the store hangs", async () => {
    const hung = () => new Promise<never>(() => {});
    const started = Date.now();
    expect(await spendBudget({ kind: "speech", conversationId: "c", client: CLIENT, amount: 5, now: NOON }, hung)).toBe(false);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe("an amount nobody measured", () => {
  it.each([NaN, Infinity, -450])(
    "of %s is refused as the caller's error, never spent for free nor logged as a store failure",
    async (amount) => {
      const touched: string[] = [];
      const lines = await logged(async () => {
        const db = async () => {
          touched.push("store");
          throw new Error("the store is not asked");
        };
        await expect(spendBudget({ kind: "speech", client: CLIENT, amount, now: NOON }, db)).rejects.toThrow(RangeError);
      });
      expect(touched).toEqual([]);
      expect(lines).toEqual([]);
    },
  );
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
    spendBudget({ kind: speech ? "speech" : "chat", conversationId, client: CLIENT, amount, now }, async () => db);
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

  it("stop the whole site at its budget, and take nothing from a conversation it refuses", async () => {
    await run(async () => {
      const now = nextDay();
      const results = [];
      for (let i = 0; i < 12; i++) results.push(await spend(randomUUID(), 1, now));
      expect(results.filter(Boolean)).toHaveLength(10);
      expect(results.slice(10)).toEqual([false, false]);
      const refused = await target.db.query<{ scope: string }>(
        "SELECT scope FROM budgets WHERE day = $1 AND spent > 0 AND scope LIKE 'conversation:%'",
        [budgetDay(now)],
      );
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
        const [site] = await target.db.query<{ spent: unknown }>(
          "SELECT spent FROM budgets WHERE kind = 'chat' AND scope = 'site' AND day = $1",
          [budgetDay(now)],
        );
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
      [
        "budget spent: chat calls for one conversation today; the offline consultant answers it until midnight (Asia/Kuala_Lumpur)",
        logPseudonym("conversationId", c),
      ],
      [
        "budget spent: speech characters for one conversation today; eSpeak speaks it until midnight (Asia/Kuala_Lumpur)",
        logPseudonym("conversationId", c),
      ],
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

describe("clientsToSpend", () => {
  it("with the shipped sizes, takes 50 clients from at least 13 IPv6 /48s, for chat and for speech", async () => {
    await withEnv(DEFAULTS, async () => {
      expect(SHARES_PER_NETWORK).toBe(4);
      expect(clientsToSpend("chat")).toEqual({ clients: 50, networks: 13 });
      expect(clientsToSpend("speech")).toEqual({ clients: 50, networks: 13 });
    });
  });

  it("follows the configured shares, and a share of 0 means no client can spend", async () => {
    await withEnv({ BUDGET_CHAT_CALLS_PER_DAY: "1000", BUDGET_CHAT_CALLS_PER_CLIENT: "10" }, async () => {
      expect(clientsToSpend("chat")).toEqual({ clients: 100, networks: 25 });
    });
    await withEnv({ BUDGET_SPEECH_CHARS_PER_CLIENT: "0" }, async () => {
      expect(clientsToSpend("speech").clients).toBe(Infinity);
    });
  });
});

describe.each(testDatabaseKinds())("clients' shares of the daily budgets on %s", (kind) => {
  const target = useTestDatabase(kind, "budget-shares");
  const spend = (spend: Omit<Spend, "now">, now: number) => spendBudget({ ...spend, now }, async () => target.db);
  let day = 0;
  const nextDay = () => NOON + ++day * 86_400_000;
  const spentIn = async (scope: string, now: number, kindOf = "chat") => {
    const [row] = await target.db.query<{ spent: unknown }>("SELECT spent FROM budgets WHERE kind = $1 AND scope = $2 AND day = $3", [
      kindOf,
      scope,
      budgetDay(now),
    ]);
    return row ? Number(row.spent) : 0;
  };
  // The 50 clients of distinct /48s: 2001:db8:<n>:1::/64.
  const v6 = (network: number, subnet = 1) => `2001:db8:${network.toString(16)}:${subnet.toString(16)}::/64`;

  it("with the shipped sizes, leave the site's chat budget to the 50th client, not to one", async () => {
    await withEnv(DEFAULTS, async () => {
      const now = nextDay();
      // A script starting a fresh conversation for every call, as the attack did.
      const results = [];
      for (let i = 0; i < 45; i++)
        results.push(await spend({ kind: "chat", conversationId: randomUUID(), client: "203.0.113.9", amount: 1 }, now));
      expect(results.filter(Boolean)).toHaveLength(40);
      // 48 more clients spend all they may: the site still has one share left.
      for (let n = 1; n < 49; n++) expect(await spend({ kind: "chat", client: v6(n), amount: 40 }, now)).toBe(true);
      expect(await spentIn("site", now)).toBe(49 * 40);
      for (let n = 1; n < 49; n++) expect(await spend({ kind: "chat", client: v6(n), amount: 1 }, now)).toBe(false);
      // The 50th spends the last share, and only then is the site's day over, for a 51st too.
      expect(await spend({ kind: "chat", client: "198.51.100.50", amount: 40 }, now)).toBe(true);
      expect(await spend({ kind: "chat", client: "198.51.100.51", amount: 1 }, now)).toBe(false);
      expect(await spentIn("site", now)).toBe(2_000);
    });
  });

  it("with the shipped sizes, leave the site's speech budget to the 50th client", async () => {
    await withEnv(DEFAULTS, async () => {
      const now = nextDay();
      for (let n = 1; n < 50; n++) {
        expect(await spend({ kind: "speech", client: `198.51.100.${n}`, amount: 6_000 }, now)).toBe(true);
        expect(await spend({ kind: "speech", client: `198.51.100.${n}`, amount: 1 }, now)).toBe(false);
      }
      expect(await spentIn("site", now, "speech")).toBe(294_000);
      expect(await spend({ kind: "speech", client: "198.51.100.50", amount: 6_000 }, now)).toBe(true);
      expect(await spend({ kind: "speech", client: "198.51.100.51", amount: 1 }, now)).toBe(false);
    });
  });

  it("count an IPv6 client by its /64, whatever address in it each call comes from", async () => {
    await withEnv({ ...LIMITS, BUDGET_CHAT_CALLS_PER_CLIENT: "3", BUDGET_CHAT_CALLS_PER_DAY: "1000" }, async () => {
      const now = nextDay();
      const results = [];
      for (let i = 1; i <= 5; i++)
        results.push(
          await spend(
            { kind: "chat", conversationId: randomUUID(), client: limitBucketOf(`2001:db8:aa:1::${i.toString(16)}`), amount: 1 },
            now,
          ),
        );
      expect(results).toEqual([true, true, true, false, false]);
    });
  });

  it(`cap all the /64s of one /48 at ${SHARES_PER_NETWORK} shares, and no other /48`, async () => {
    await withEnv({ ...LIMITS, BUDGET_CHAT_CALLS_PER_CLIENT: "5", BUDGET_CHAT_CALLS_PER_DAY: "1000" }, async () => {
      const now = nextDay();
      const results = [];
      // One customer rotating through the /64s of its /48, two calls from each.
      for (let subnet = 1; subnet <= 20; subnet++) {
        for (let i = 0; i < 2; i++) results.push(await spend({ kind: "chat", client: v6(0xbb, subnet), amount: 1 }, now));
      }
      expect(results.filter(Boolean)).toHaveLength(SHARES_PER_NETWORK * 5);
      expect(await spentIn("network:2001:db8:bb::/48", now)).toBe(20);
      // Its neighbour /48 is another customer.
      expect(await spend({ kind: "chat", client: v6(0xbc, 1), amount: 5 }, now)).toBe(true);
    });
  });

  it("give every IPv4 address its own share, with no cap on its /24 (carrier-grade NAT puts strangers side by side)", async () => {
    await withEnv({ ...LIMITS, BUDGET_CHAT_CALLS_PER_CLIENT: "2", BUDGET_CHAT_CALLS_PER_DAY: "1000" }, async () => {
      const now = nextDay();
      for (let host = 1; host <= 20; host++) {
        expect(await spend({ kind: "chat", client: `100.64.7.${host}`, amount: 2 }, now)).toBe(true);
        expect(await spend({ kind: "chat", client: `100.64.7.${host}`, amount: 1 }, now)).toBe(false);
      }
      expect(await target.db.query("SELECT 1 FROM budgets WHERE day = $1 AND scope LIKE 'network:%'", [budgetDay(now)])).toEqual([]);
    });
  });

  it("count a visitor without a conversation by its address, in no bucket shared with other visitors", async () => {
    await withEnv({ ...LIMITS, BUDGET_SPEECH_CHARS_PER_CLIENT: "450", BUDGET_SPEECH_CHARS_PER_DAY: "100000" }, async () => {
      const now = nextDay();
      // One cookie-less client spends its share and is refused...
      expect(await spend({ kind: "speech", conversationId: null, client: "203.0.113.33", amount: 450 }, now)).toBe(true);
      expect(await spend({ kind: "speech", conversationId: undefined, client: "203.0.113.33", amount: 1 }, now)).toBe(false);
      // ...while forty other cookie-less clients, together far past one conversation's 300, each still get theirs.
      for (let host = 1; host <= 40; host++)
        expect(await spend({ kind: "speech", client: `198.51.100.${host}`, amount: 200 }, now)).toBe(true);
      const scopes = await target.db.query<{ scope: string }>("SELECT scope FROM budgets WHERE day = $1 AND kind = 'speech'", [
        budgetDay(now),
      ]);
      expect(scopes.filter((row) => !row.scope.startsWith("client:") && row.scope !== "site")).toEqual([]);
    });
  });

  it("log one line when a /48's share is spent", async () => {
    const now = nextDay();
    const lines = await logged(() =>
      withEnv({ ...LIMITS, BUDGET_CHAT_CALLS_PER_CLIENT: "1", BUDGET_CHAT_CALLS_PER_DAY: "1000" }, async () => {
        for (let subnet = 1; subnet <= SHARES_PER_NETWORK + 2; subnet++)
          await spend({ kind: "chat", client: v6(0xcc, subnet), amount: 1 }, now);
      }),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        message: "budget spent: chat calls for one network today; the offline consultant answers it until midnight (Asia/Kuala_Lumpur)",
        network: "2001:db8:cc::/48",
        limit: SHARES_PER_NETWORK,
      }),
    ]);
  });
});
