import "server-only";
import { randomBytes } from "node:crypto";
import { VISITOR_STORE_DEADLINE_MS } from "@/lib/server/store/deadline";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/support/databases";
import { startLeadServer, type LeadServerProcess } from "@/test/support/lead-server-process";
import { uniquePhone } from "@/test/support/leads";
import { startSmtpServer, type TestSmtp } from "@/test/support/smtp";
import { startTcpProxy, type TcpProxy } from "@/test/support/tcp-proxy";

const BEFORE_MS = 10_000;
const STALL_MS = 60_000;
const AFTER_MS = 10_000;
const EVERY_MS = 1_000;
const DELIVERY_DEADLINE_MS = 60_000;
// Longer than the production lease (15 s) plus a poll (5 s): a second send would have shown by then.
const SETTLE_MS = 22_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The lead server process (the real contact route and outbox) talks to
 * PostgreSQL through a proxy that, for 60 s, holds every byte without closing a
 * socket: the failure that used to freeze delivery for 562 s with no log line.
 * Leads keep arriving every second throughout, and are answered with success
 * within seconds (the journal keeps those the store cannot take). Every lead
 * answered with success must reach the SMTP server within a minute after the
 * network comes back, and no lead may be emailed twice. The server runs with the production timeouts,
 * lease and poll.
 */
(testDatabaseKinds().includes("postgres") ? describe : describe.skip)("PostgreSQL going silent for 60 s under the lead server", () => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let proxy: TcpProxy;
  let server: LeadServerProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase("postgres", "chaos");
    smtp = await startSmtpServer();
    const url = new URL(database.env.DATABASE_URL ?? "");
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  });
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    proxy.resume();
    await proxy.close();
    await smtp.close();
    await database.drop();
  });

  it("delivers every lead it answered with success within a minute of recovery, none twice", async () => {
    const run = randomBytes(3).toString("hex");
    server = await startLeadServer({
      ...database.env,
      DATABASE_URL: proxy.via(database.env.DATABASE_URL ?? ""),
      SMTP_URL: smtp.url,
      LEADS_TO: "sales@aurelia-residences.example",
      RATE_LIMIT: "off",
      // About store outages, not floods: every lead goes out at once, none paced.
      LEADS_PER_MINUTE: "1000000",
      LOG_SILENT: process.env.CHILD_SERVER_ECHO ? undefined : "1",
      LEAD_SERVER_LEASE_MS: "15000",
      LEAD_SERVER_POLL_MS: "5000",
    });
    const url = server.url;
    const outcomes = new Map<number, { phase: string; status: number | "dropped"; code?: string; ms: number }>();
    const posts: Promise<void>[] = [];
    let phase = "before";
    let next = 0;
    const post = (i: number) => {
      const sentIn = phase;
      const started = Date.now();
      return fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: `chaos-${run}-${i}`,
          phone: uniquePhone(),
          language: "en",
          messages: [{ sender: "user", content: `Lead ${i}, sent ${sentIn} the stall`, timestamp: new Date().toISOString() }],
        }),
      }).then(
        async (response) => {
          const body = (await response.json().catch(() => ({}))) as { code?: string };
          outcomes.set(i, { phase: sentIn, status: response.status, code: body.code, ms: Date.now() - started });
        },
        () => void outcomes.set(i, { phase: sentIn, status: "dropped", ms: Date.now() - started }),
      );
    };
    const arrive = async (forMs: number) => {
      const until = Date.now() + forMs;
      while (Date.now() < until) {
        posts.push(post(next++));
        await sleep(EVERY_MS);
      }
    };

    await arrive(BEFORE_MS);
    // Go silent the moment one more lead is stored: its claim, send or record is then likely mid-flight.
    await post(next++);
    proxy.stop();
    phase = "during";
    await arrive(STALL_MS);
    proxy.resume();
    const resumedAt = Date.now();
    phase = "after";
    await arrive(AFTER_MS);
    await Promise.all(posts);

    const answered = [...outcomes].filter(([, o]) => o.status === 200).map(([i]) => i);
    const subject = new RegExp(`chaos-${run}-(\\d+) · (\\+[\\d -]+) · (?:HOT|WARM|COLD)$`);
    const mine = () => smtp.messages.filter((m) => subject.test(m.header("subject") ?? ""));
    const leadOf = (m: (typeof smtp.messages)[number]) => Number(subject.exec(m.header("subject") ?? "")?.[1]);
    const deliveredLeads = () => new Set(mine().map(leadOf));
    await smtp.waitFor(() => answered.every((i) => deliveredLeads().has(i)), resumedAt + DELIVERY_DEADLINE_MS - Date.now()).catch(() => {});
    const allDeliveredAfterMs = Date.now() - resumedAt;
    await sleep(SETTLE_MS);

    const messages = mine();
    const delivered = deliveredLeads();
    const lost = answered.filter((i) => !delivered.has(i));
    const messageIds = new Set(messages.map((m) => m.header("message-id")));
    const phones = new Set(messages.map((m) => subject.exec(m.header("subject") ?? "")?.[2]));
    const duplicated = messages.length - delivered.size;
    const count = (p: string, status?: number) =>
      [...outcomes.values()].filter((o) => o.phase === p && (status === undefined || o.status === status)).length;
    const refusedDuring = [...outcomes.values()].filter((o) => o.phase === "during" && o.status !== 200);
    const deliveredAnyway = [...outcomes].filter(([i, o]) => o.status !== 200 && delivered.has(i)).length;
    console.log(
      `chaos test (postgres silent ${STALL_MS / 1000} s): ${outcomes.size} posted ` +
        `(before ${count("before")}, during ${count("during")}, after ${count("after")}); ` +
        `answered with success ${answered.length} (before ${count("before", 200)}, during ${count("during", 200)}, after ${count("after", 200)}); ` +
        `refused during the stall ${refusedDuring.length} (statuses ${[...new Set(refusedDuring.map((o) => o.status))].join(", ")}, ` +
        `slowest answer ${Math.max(0, ...refusedDuring.map((o) => o.ms))} ms); ` +
        `delivered ${delivered.size} in ${messages.length} emails (${deliveredAnyway} of them answered with an error); ` +
        `every answered lead delivered ${allDeliveredAfterMs} ms after the proxy resumed; lost ${lost.length}; duplicated ${duplicated}`,
    );

    expect(lost).toEqual([]);
    expect(allDeliveredAfterMs).toBeLessThanOrEqual(DELIVERY_DEADLINE_MS);
    expect(duplicated).toBe(0);
    expect(messageIds.size).toBe(messages.length);
    expect(phones.size).toBe(messages.length);
    // No lead was refused while the stall lasted: the local journal kept each one (lib/server/turn/lead/journal.ts).
    expect(refusedDuring).toEqual([]);
    expect(count("during", 200)).toBeGreaterThan(0);
    // And nobody waited on a silent connection for long: the visitor deadline, not the 12 s query timeout.
    expect(Math.max(...[...outcomes.values()].filter((o) => o.phase === "during").map((o) => o.ms))).toBeLessThan(
      VISITOR_STORE_DEADLINE_MS + 3_000,
    );
    expect(Math.max(...[...outcomes.values()].map((o) => o.ms))).toBeLessThan(30_000);
  }, 240_000);
});
