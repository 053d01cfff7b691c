import "server-only";
import { ApiError } from "@/lib/server/api/errors";
import { fromClient } from "@/test/support/client-address";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { withEnv } from "@/test/support/env";
import type { RateRule } from "./gcra";
import { LEAD_PHONE_RATE, RATES, guardLeadPhone, guardRate, memoryRates, resilientRates, storeRates, type RateStore } from "./rate-limit";

const MINUTE = 60_000;
const T0 = 1_800_000_000_000 - (1_800_000_000_000 % MINUTE);

type Outcome = "ok" | number;
const outcome = (work: Promise<void>): Promise<Outcome> =>
  work.then(
    () => "ok" as const,
    (e: ApiError) => e.status,
  );

async function contactCalls(rates: RateStore, address: string, times: number[], headers: Record<string, string> = {}): Promise<Outcome[]> {
  const results: Outcome[] = [];
  for (const now of times) results.push(await outcome(guardRate(fromClient(address, headers), "contact", now, rates)));
  return results;
}

const count = (outcomes: Outcome[], value: Outcome) => outcomes.filter((o) => o === value).length;

describe("guardRate", () => {
  it("lets a contact burst of 5 through, then answers 429 with the code and Retry-After", async () => {
    const rates = memoryRates();
    expect(await contactCalls(rates, "203.0.113.1", Array(6).fill(T0))).toEqual([...Array(5).fill("ok"), 429]);
    const error = await guardRate(fromClient("203.0.113.1"), "contact", T0 + 1_500, rates).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "rate_limited:contact", status: 429, retryAfter: 5 });
    expect(await contactCalls(rates, "203.0.113.2", [T0])).toEqual(["ok"]);
    expect(await contactCalls(rates, "203.0.113.1", [T0 + RATES.contact!.intervalMs])).toEqual(["ok"]);
  });

  it("does not let 20 leads through in under a second across a minute boundary", async () => {
    const rates = memoryRates();
    const times = Array.from({ length: 20 }, (_, i) => T0 + MINUTE - 300 + i * 30);
    const outcomes = await contactCalls(rates, "203.0.113.3", times);
    expect(count(outcomes, "ok")).toBe(5);
    expect(count(outcomes, 429)).toBe(15);
  });

  it("counts a client that forges a fresh X-Forwarded-For and X-Real-IP on every call as one client", async () => {
    const rates = memoryRates();
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 40; i++) {
      const forged = { "x-forwarded-for": `198.51.${i}.${i + 1}`, "x-real-ip": `192.0.2.${i + 1}` };
      outcomes.push(await outcome(guardRate(fromClient("203.0.113.4", forged), "chat", T0, rates)));
    }
    expect(count(outcomes, "ok")).toBe(RATES.chat!.burst);
  });

  it("counts an IPv6 client by its /64, so hopping addresses inside it changes nothing", async () => {
    const rates = memoryRates();
    const times = Array(8).fill(T0);
    const outcomes: Outcome[] = [];
    for (const [i, now] of times.entries())
      outcomes.push(await outcome(guardRate(fromClient(`2001:db8:5:6::${i + 1}`), "contact", now, rates)));
    expect(outcomes).toEqual([...Array(5).fill("ok"), 429, 429, 429]);
    expect(await contactCalls(rates, "2001:db8:5:7::1", [T0])).toEqual(["ok"]);
  });

  it("keeps the per-minute figures as sustained rates", () => {
    expect(RATES.chat!.intervalMs).toBe(MINUTE / 30);
    expect(RATES.tts!.intervalMs).toBe(MINUTE / 60);
    expect(RATES.contact!.intervalMs).toBe(MINUTE / 10);
  });

  it("is lifted by RATE_LIMIT=off, the phone limit too", async () => {
    await withEnv({ RATE_LIMIT: "off" }, async () => {
      const rates = memoryRates();
      expect(count(await contactCalls(rates, "203.0.113.5", Array(20).fill(T0)), "ok")).toBe(20);
      for (let i = 0; i < 6; i++) await guardLeadPhone("0123456789", "contact", T0, rates);
    });
  });
});

describe("guardLeadPhone", () => {
  it("allows three new leads per phone within the hour, then 429, whatever the client", async () => {
    const rates = memoryRates();
    const phone = "0129876543";
    const results: Outcome[] = [];
    for (let i = 0; i < 4; i++) results.push(await outcome(guardLeadPhone(phone, "contact", T0 + i * 1_000, rates)));
    expect(results).toEqual(["ok", "ok", "ok", 429]);
    const error = await guardLeadPhone(phone, "chat", T0 + 5_000, rates).catch((e) => e);
    expect(error).toMatchObject({ code: "rate_limited:chat", retryAfter: Math.ceil((LEAD_PHONE_RATE.intervalMs - 5_000) / 1000) });
    expect(await outcome(guardLeadPhone("0129876544", "contact", T0, rates))).toBe("ok");
    expect(await outcome(guardLeadPhone(phone, "contact", T0 + LEAD_PHONE_RATE.intervalMs, rates))).toBe("ok");
  });
});

describe("resilientRates", () => {
  const failing: RateStore = { take: () => Promise.reject(new Error("connection refused")) };
  const hanging: RateStore = { take: () => new Promise(() => {}) };
  const rule: RateRule = { intervalMs: 1_000, burst: 2 };

  it("keeps limiting in this process when the store fails", async () => {
    const rates = resilientRates(failing, memoryRates(), 50);
    const decisions = [];
    for (let i = 0; i < 3; i++) decisions.push((await rates.take("k", rule, T0)).allowed);
    expect(decisions).toEqual([true, true, false]);
  });

  it("does not hold a request while the store hangs", async () => {
    const rates = resilientRates(hanging, memoryRates(), 50);
    const started = Date.now();
    expect((await rates.take("k", rule, T0)).allowed).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe.each(testDatabaseKinds())("rate buckets in the store on %s", (kind) => {
  const target = useTestDatabase(kind, "rate-buckets");

  it("are shared by two server instances", async () => {
    const other = await target.database.open();
    try {
      const a = storeRates(async () => target.db);
      const b = storeRates(async () => other);
      const first = await contactCalls(a, "198.51.100.7", Array(3).fill(T0));
      const second = await contactCalls(b, "198.51.100.7", Array(3).fill(T0 + 10));
      expect([...first, ...second]).toEqual([...Array(5).fill("ok"), 429]);
    } finally {
      await other.close();
    }
  });

  it("decide exactly as GCRA does in memory, Retry-After included", async () => {
    const rates = storeRates(async () => target.db);
    const memory = memoryRates();
    const rule: RateRule = { intervalMs: 2_000, burst: 3 };
    const times = [0, 0, 0, 0, 500, 1_999, 2_000, 2_001, 9_000, 9_000, 9_000, 9_000, 9_000];
    for (const offset of times) {
      expect(await rates.take("contact:compare", rule, T0 + offset)).toEqual(await memory.take("contact:compare", rule, T0 + offset));
    }
  });

  it("do not let 20 leads through in under a second across a minute boundary", async () => {
    const rates = storeRates(async () => target.db);
    const times = Array.from({ length: 20 }, (_, i) => T0 + MINUTE - 300 + i * 30);
    expect(count(await contactCalls(rates, "198.51.100.8", times), "ok")).toBe(5);
  });

  it("let exactly the burst through when calls race from two instances", async () => {
    const other = await target.database.open();
    try {
      const a = storeRates(async () => target.db);
      const b = storeRates(async () => other);
      const calls = Array.from({ length: 30 }, (_, i) => outcome(guardRate(fromClient("198.51.100.9"), "contact", T0, i % 2 ? a : b)));
      expect(count(await Promise.all(calls), "ok")).toBe(5);
    } finally {
      await other.close();
    }
  });

  it("keep the phone limit across instances", async () => {
    const other = await target.database.open();
    try {
      const a = storeRates(async () => target.db);
      const b = storeRates(async () => other);
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await outcome(guardLeadPhone("0111222333", "contact", T0, i % 2 ? a : b)));
      expect(results).toEqual(["ok", "ok", "ok", 429]);
      const keys = await target.db.query<{ key: string }>("SELECT key FROM rate_buckets WHERE key LIKE 'lead-phone:%'");
      expect(keys.map((k) => k.key).join()).not.toContain("0111222333");
    } finally {
      await other.close();
    }
  });

  it("sweep buckets that have filled up again", async () => {
    const rates = storeRates(async () => target.db);
    const rule: RateRule = { intervalMs: 1_000, burst: 2 };
    const start = T0 + 10 * MINUTE;
    await rates.take("contact:sweep-old", rule, start);
    await rates.take("contact:sweep-new", rule, start + 2 * MINUTE);
    const rows = await target.db.query<{ key: string }>("SELECT key FROM rate_buckets WHERE key LIKE 'contact:sweep-%'");
    expect(rows.map((r) => r.key)).toEqual(["contact:sweep-new"]);
  });
});
