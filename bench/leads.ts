/**
 * Leads accepted per second by the contact route handler (parse, validate,
 * store durably, kick the outbox), on SQLite and, when DATABASE_URL is set, on
 * PostgreSQL. The outbox runs alongside as in the server, writing .eml files.
 * Median of RUNS runs of LEADS leads each, CONCURRENCY requests in flight.
 *   npm run bench:leads                 (LEADS=500 RUNS=5 CONCURRENCY=16 by default)
 * Prints figures only; nothing here passes or fails on time.
 */
import { randomUUID } from "node:crypto";
import { POST } from "@/app/api/contact.php/route";
import { createTestDatabase, testDatabaseKinds } from "@/test/support/databases";
import { uniquePhone } from "@/test/support/leads";
import { resetServerState, setEnv } from "@/test/support/server-state";
import { median, print } from "./support";

const LEADS = Number(process.env.LEADS ?? 500);
const RUNS = Number(process.env.RUNS ?? 5);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);

function contactRequest(i: number): Request {
  return new Request("http://localhost/api/contact.php", {
    method: "POST",
    // Each lead its own conversation, as after a chat: the dedupe check runs, and never matches.
    headers: { "content-type": "application/json", cookie: `conversation=${randomUUID()}` },
    body: JSON.stringify({
      name: `Bench Visitor ${i}`,
      phone: uniquePhone(),
      language: "en",
      messages: [
        { sender: "assistant", content: "Welcome to Aurelia Residences Kuantan!", timestamp: new Date().toISOString() },
        { sender: "user", content: `I am interested in Type B, call me (${i})`, timestamp: new Date().toISOString() },
      ],
    }),
  });
}

/** One run: LEADS requests through the handler; returns leads per second. */
async function run(): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LEADS) {
        const response = await POST(contactRequest(next++));
        if (response.status !== 200) throw new Error(`contact call failed: ${response.status} ${await response.text()}`);
      }
    }),
  );
  return LEADS / ((performance.now() - started) / 1000);
}

async function bench(kind: "sqlite" | "postgres"): Promise<number[]> {
  const database = await createTestDatabase(kind, "bench-leads");
  const restore = setEnv({
    ...database.env,
    DATABASE_URL: database.env.DATABASE_URL,
    SMTP_URL: undefined,
    RATE_LIMIT: "off",
    LOG_SILENT: "1",
    // Throughput, not the flood cap: no lead is paced, so each run can wait for the last email.
    LEADS_PER_MINUTE: "1000000",
  });
  const db = await database.open();
  try {
    await run(); // warm-up: opens the store, applies migrations, compiles the hot paths
    const rates: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Let the outbox finish the previous run's emails so every run starts from the same state.
      while (Number((await db.query<{ n: unknown }>("SELECT count(*) AS n FROM deliveries WHERE state <> 'delivered'"))[0].n) > 0) {
        await new Promise((r) => setTimeout(r, 50));
      }
      rates.push(await run());
    }
    return rates;
  } finally {
    await resetServerState();
    restore();
    await db.close();
    await database.drop();
  }
}

async function main() {
  print(`Contact route: leads accepted per second (median of ${RUNS} runs of ${LEADS} leads, ${CONCURRENCY} in flight)`);
  print();
  print("| store      | median leads/s | min    | max    | ms per lead (median) |");
  print("|------------|---------------:|-------:|-------:|---------------------:|");
  const results: Record<string, number> = {};
  for (const kind of testDatabaseKinds()) {
    const rates = await bench(kind);
    const m = median(rates);
    results[kind] = m;
    const cell = (n: number) => n.toFixed(0).padStart(6);
    print(
      `| ${kind.padEnd(10)} | ${m.toFixed(0).padStart(14)} | ${cell(Math.min(...rates))} | ${cell(Math.max(...rates))} | ${(1000 / m).toFixed(2).padStart(20)} |`,
    );
  }
  if (!process.env.DATABASE_URL) print("\n(PostgreSQL skipped: DATABASE_URL is not set.)");
  else print(`\nSQLite / PostgreSQL: ${(results.sqlite / results.postgres).toFixed(2)}×`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
