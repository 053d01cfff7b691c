import { appendTurns } from "@/lib/server/turn/conversation/history";
import { resolveConversation } from "@/lib/server/turn/conversation/registry";
import { messageIdFor } from "@/lib/server/leads/email";
import { PRIORITY, resetPacingWarning } from "@/lib/server/turn/lead/pacing";
import { toNumber, type Db } from "@/lib/server/store/db";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/support/databases";
import { uniquePhone } from "@/test/support/leads";
import { startSmtpServer, type TestSmtp } from "@/test/support/smtp";
import { resetServerState, setEnv } from "@/test/support/server-state";
import { POST } from "./route";

const CAP = 30;
const FLOOD = 60;
/** What the attacker's mail server measured: half a second a message, on the mailer's two pooled connections. */
const SMTP_MS = 500;

describe.each(testDatabaseKinds())("a flood of new leads on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: TestSmtp;
  let restoreEnv: () => void;
  const warnings: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind, "contact-flood");
    smtp = await startSmtpServer({ acceptDelayMs: SMTP_MS });
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
        body: JSON.stringify({
          name: "Flood",
          phone,
          language: "en",
          messages: [{ sender: "user", content: `call ${phone}`, timestamp: new Date().toISOString() }],
        }),
      }),
    );
  const leadOf = async (phone: string) =>
    (
      await db.query<{ id: string; priority: unknown; next_attempt_at: unknown; created_at: unknown }>(
        "SELECT l.id, e.priority, e.next_attempt_at, l.created_at FROM leads l JOIN deliveries e ON e.lead_id = l.id AND e.target = 'email' WHERE l.phone = $1",
        [phone],
      )
    )[0];

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
    const slots = rows
      .filter((r) => toNumber(r.priority) === PRIORITY.paced)
      .map((r) => toNumber(r.next_attempt_at))
      .sort((a, b) => a - b);
    for (let i = 1; i < slots.length; i++) expect(slots[i] - slots[i - 1]).toBeGreaterThanOrEqual(60_000 / CAP);
    expect(slots.at(-1)! - slots[0]).toBeGreaterThanOrEqual((FLOOD - CAP - 1) * (60_000 / CAP));

    const arrivals = () => smtp.messages.map((m) => ({ messageId: m.header("message-id") ?? "", at: m.receivedAt }));
    await smtp.waitFor((messages) => messages.some((m) => m.header("message-id") === realId), 20_000);
    const arrived = arrivals().findIndex((a) => a.messageId === realId);
    expect(arrived).toBeGreaterThanOrEqual(0);
    const waitedMs = arrivals()[arrived].at - posted;
    // Ahead of it: at most the batch in hand when it was stored (the outbox claims 10 at a time), never the flood's queue.
    // Emails the mail server had before the visitor even posted were never ahead of this lead.
    const aheadAfterPost = arrivals()
      .slice(0, arrived)
      .filter((a) => a.at >= posted).length;
    expect(aheadAfterPost).toBeLessThanOrEqual(10);
    // Without the priority it would have queued behind every flood lead already due.
    const ordinaryIds = new Set(
      rows.filter((r) => toNumber(r.priority) === PRIORITY.ordinary).map((r) => messageIdFor({ id: r.id, revision: 0 })),
    );
    const ordinaryBefore = arrivals()
      .slice(0, arrived)
      .filter((a) => ordinaryIds.has(a.messageId)).length;
    expect(ordinaryBefore).toBeLessThan(CAP);
    console.info(
      `flood (${kind}): ${FLOOD} leads in ${Math.round((posted - toNumber(rows[0].created_at)) / 100) / 10} s, cap ${CAP}/min, SMTP ${SMTP_MS} ms a message; ` +
        `the real conversation's lead reached the mail server after ${waitedMs} ms, behind ${aheadAfterPost} flood email(s) sent after it was posted (${arrived} in all)`,
    );

    // One clear line in the log, however many leads came past the cap.
    expect(warnings.filter((line) => line.includes("lead cap reached"))).toHaveLength(1);
  });
});
