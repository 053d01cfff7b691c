import "server-only";
import { randomUUID } from "node:crypto";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/support/databases";
import { startLimitsServer, type LimitsServerProcess } from "@/test/support/limits-server-process";

/**
 * Two real server processes on one store, as two instances behind a load
 * balancer: every call alternates between them and they still keep one limit
 * and one budget. Rate buckets are shared through PostgreSQL (on SQLite each
 * process counts its own); budgets through either store.
 */
const BUDGETS = {
  BUDGET_CHAT_CALLS_PER_DAY: "7",
  BUDGET_CHAT_CALLS_PER_CONVERSATION: "1000",
  BUDGET_SPEECH_CHARS_PER_DAY: "1000",
  BUDGET_SPEECH_CHARS_PER_CONVERSATION: "400",
};

const post = (url: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

describe.each(testDatabaseKinds())("two server processes on one %s store", (kind) => {
  let database: TestDatabase;
  let servers: LimitsServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind, "limits-shared");
    // Migrations first, so the two processes do not race to create the schema.
    await (await database.open()).close();
    servers = await Promise.all([startLimitsServer({ ...database.env, ...BUDGETS }), startLimitsServer({ ...database.env, ...BUDGETS })]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  });

  it("keep one site budget: calls racing through both spend exactly the day's budget", async () => {
    const calls = Array.from({ length: 20 }, (_, i) =>
      post(`${servers[i % 2].url}/budget`, { kind: "chat", conversationId: `c-${i}`, amount: 1 }),
    );
    const spent = await Promise.all(calls.map(async (c) => ((await (await c).json()) as { spent: boolean }).spent));
    expect(spent.filter(Boolean)).toHaveLength(7);
  });

  it("keep one conversation budget", async () => {
    const conversationId = randomUUID();
    const calls = Array.from({ length: 10 }, (_, i) =>
      post(`${servers[i % 2].url}/budget`, { kind: "speech", conversationId, amount: 100 }),
    );
    const spent = await Promise.all(calls.map(async (c) => ((await (await c).json()) as { spent: boolean }).spent));
    expect(spent.filter(Boolean)).toHaveLength(4);
  });

  // On SQLite each process counts its own requests (the embedded default); only PostgreSQL shares them.
  if (kind !== "postgres") return;

  it("keep one request limit, forged X-Forwarded-For or not", async () => {
    const calls = Array.from({ length: 12 }, (_, i) =>
      post(`${servers[i % 2].url}/rate`, {}, { "x-forwarded-for": `198.51.100.${i + 1}`, "x-real-ip": `192.0.2.${i + 1}` }),
    );
    const responses = await Promise.all(calls);
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const limited = responses.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("keep one limit per phone number", async () => {
    const phone = "0198765432";
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(`${servers[i % 2].url}/phone`, { phone })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
