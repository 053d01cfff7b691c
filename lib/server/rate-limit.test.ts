import { ApiError } from "@/lib/api/errors";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { WINDOW_MS, guardRate, memoryCounter, storeCounter, type RateCounter } from "./rate-limit";

const request = (ip: string) => new Request("http://localhost/api/chat.php", { method: "POST", headers: { "x-forwarded-for": `${ip}, 10.0.0.1` } });

async function outcomes(rates: RateCounter, ip: string, count: number, now: number) {
  const results: (number | "ok")[] = [];
  for (let i = 0; i < count; i++) {
    results.push(await guardRate(request(ip), "contact", now, rates).then(() => "ok" as const, (e: ApiError) => e.status));
  }
  return results;
}

describe("guardRate", () => {
  const T0 = 1_800_000_000_000 - (1_800_000_000_000 % WINDOW_MS);

  it("allows 10 contact calls a minute per client, then answers 429 with Retry-After", async () => {
    const rates = memoryCounter();
    expect(await outcomes(rates, "203.0.113.1", 11, T0 + 15_000)).toEqual([...Array(10).fill("ok"), 429]);
    const error = await guardRate(request("203.0.113.1"), "contact", T0 + 15_000, rates).catch((e) => e);
    expect(error).toMatchObject({ code: "rate_limited:contact", retryAfter: 45 });
    expect(await outcomes(rates, "203.0.113.2", 1, T0 + 15_000)).toEqual(["ok"]);
    expect(await outcomes(rates, "203.0.113.1", 1, T0 + WINDOW_MS)).toEqual(["ok"]);
  });

  it("is lifted by RATE_LIMIT=off", async () => {
    process.env.RATE_LIMIT = "off";
    try {
      expect(await outcomes(memoryCounter(), "203.0.113.3", 20, T0)).toEqual(Array(20).fill("ok"));
    } finally {
      delete process.env.RATE_LIMIT;
    }
  });
});

describe.each(testDatabaseKinds())("rate counts in the store on %s", (kind) => {
  const target = useTestDatabase(kind, "rate-limits");

  it("are shared by two server instances", async () => {
    const other = await target.database.open();
    try {
      const a = storeCounter(async () => target.db);
      const b = storeCounter(async () => other);
      const now = Date.UTC(2026, 10, 23, 12, 0, 30);
      const first = await outcomes(a, "198.51.100.7", 6, now);
      const second = await outcomes(b, "198.51.100.7", 5, now);
      expect([...first, ...second]).toEqual([...Array(10).fill("ok"), 429]);
    } finally {
      await other.close();
    }
  });

  it("forget windows that have passed", async () => {
    const rates = storeCounter(async () => target.db);
    const start = Date.UTC(2026, 10, 23, 13, 0, 0);
    await rates.hit("contact:sweep", start);
    await rates.hit("contact:sweep", start + 2 * WINDOW_MS);
    const rows = await target.db.query<{ window_start: unknown }>("SELECT window_start FROM rate_limits WHERE key = $1", ["contact:sweep"]);
    expect(rows.map((r) => Number(r.window_start))).toEqual([start + 2 * WINDOW_MS]);
  });
});
