import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { appendTurns } from "@/lib/server/conversations/history";
import { resolveConversation } from "@/lib/server/conversations/registry";
import { messageIdFor } from "@/lib/server/leads/email";
import { PRIORITY, resetPacingWarning } from "@/lib/server/leads/pacing";
import { toNumber, type Db } from "@/lib/server/store/db";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/support/databases";
import { uniquePhone } from "@/test/support/leads";
import { resetServerState, setEnv } from "@/test/support/server-state";
import { POST } from "./route";

const CAP = 30;
const FLOOD = 60;
/** What the attacker's mail server measured: half a second a message, on the mailer's two pooled connections. */
const SMTP_MS = 500;

/** A real SMTP server that takes SMTP_MS to accept each message, recording when each Message-ID arrived. */
async function startSlowSmtp() {
  const arrivals: { messageId: string; at: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(Buffer.concat(chunks).toString("utf8"))?.[1] ?? "";
        setTimeout(() => {
          arrivals.push({ messageId, at: Date.now() });
          callback();
        }, SMTP_MS);
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds())("a flood of new leads on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: Awaited<ReturnType<typeof startSlowSmtp>>;
  let restoreEnv: () => void;
  const warnings: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind, "contact-flood");
    smtp = await startSlowSmtp();
    // Per-client limits off: the flood stands for many clients at once.
    restoreEnv = setEnv({
      ...database.env,
      DATABASE_URL: database.env.DATABASE_URL,
      SMTP_URL: smtp.url,
      RATE_LIMIT: "off",
      LEADS_PER_MINUTE: String(CAP),
      LOG_SILENT: undefined,
    });
    db = await database.open();
    resetPacingWarning();
    // The JSON log lines, kept out of the test output; the cap's warning is looked for below.
    for (const method of ["log", "warn", "error"] as const) {
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void warnings.push(String(args[0])));
    }
  });
  afterAll(async () => {
    await resetServerState();
    jest.restoreAllMocks();
    restoreEnv();
    await db.close();
    await smtp.close();
    await database.drop();
  });

  const post = (phone: string, cookie?: string) =>
    POST(
      new Request("http://localhost/api/contact.php", {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie: `conversation=${cookie}` } : {}) },
        body: JSON.stringify({ name: "Flood", phone, language: "en", messages: [{ sender: "user", content: `call ${phone}`, timestamp: new Date().toISOString() }] }),
      }),
    );
  const leadOf = async (phone: string) =>
    (await db.query<{ id: string; priority: unknown; next_attempt_at: unknown; created_at: unknown }>(
      "SELECT id, priority, next_attempt_at, created_at FROM leads WHERE phone = $1",
      [phone],
    ))[0];

  it("stores every lead, paces those past the cap, and delivers a real conversation's lead first", async () => {
    const flooded: string[] = [];
    for (let i = 0; i < FLOOD; i++) {
      const phone = uniquePhone();
      expect((await post(phone)).status).toBe(200);
      flooded.push(phone);
    }

    // A visitor who has been talking with the consultant gives their number in the middle of it.
    const { id: conversation } = await resolveConversation(db, undefined, "en");
    await appendTurns(db, conversation, "en", [
      { role: "user", content: "Is Type A still open?" },
      { role: "assistant", content: "Yes, two Type A units are left." },
    ]);
    const realPhone = uniquePhone();
    const posted = Date.now();
    expect((await post(realPhone, conversation)).status).toBe(200);
    const real = await leadOf(realPhone);
    const realId = messageIdFor({ id: real.id, revision: 0 });

    // Nothing was lost: every flood lead is stored.
    const rows = await Promise.all(flooded.map(leadOf));
    expect(rows.every(Boolean)).toBe(true);
    const priorities = rows.map((r) => toNumber(r.priority));
    expect(priorities.filter((p) => p === PRIORITY.ordinary)).toHaveLength(CAP);
    expect(priorities.filter((p) => p === PRIORITY.paced)).toHaveLength(FLOOD - CAP);
    expect(toNumber(real.priority)).toBe(PRIORITY.conversation);
    // The leads past the cap are due one every 60/CAP seconds.
    const slots = rows.filter((r) => toNumber(r.priority) === PRIORITY.paced).map((r) => toNumber(r.next_attempt_at)).sort((a, b) => a - b);
    for (let i = 1; i < slots.length; i++) expect(slots[i] - slots[i - 1]).toBeGreaterThanOrEqual(60_000 / CAP);
    expect(slots.at(-1)! - slots[0]).toBeGreaterThanOrEqual((FLOOD - CAP - 1) * (60_000 / CAP));

    const deadline = Date.now() + 20_000;
    while (!smtp.arrivals.some((a) => a.messageId === realId) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const arrived = smtp.arrivals.findIndex((a) => a.messageId === realId);
    expect(arrived).toBeGreaterThanOrEqual(0);
    const waitedMs = smtp.arrivals[arrived].at - posted;
    // Ahead of it: at most the batch in hand when it was stored (10 messages on 2 connections) and its own send.
    expect(waitedMs).toBeLessThan(5 * SMTP_MS + 2 * SMTP_MS + 1_500);
    // Without the priority it would have queued behind every flood lead already due.
    const ordinaryIds = new Set(rows.filter((r) => toNumber(r.priority) === PRIORITY.ordinary).map((r) => messageIdFor({ id: r.id, revision: 0 })));
    const ordinaryBefore = smtp.arrivals.slice(0, arrived).filter((a) => ordinaryIds.has(a.messageId)).length;
    expect(ordinaryBefore).toBeLessThan(CAP);
    console.info(
      `flood (${kind}): ${FLOOD} leads in ${Math.round((posted - toNumber(rows[0].created_at)) / 100) / 10} s, cap ${CAP}/min, SMTP ${SMTP_MS} ms a message; ` +
        `the real conversation's lead reached the mail server after ${waitedMs} ms, behind ${arrived} flood email(s)`,
    );

    // One clear line in the log, however many leads came past the cap.
    expect(warnings.filter((line) => line.includes("lead cap reached"))).toHaveLength(1);
  });
});
