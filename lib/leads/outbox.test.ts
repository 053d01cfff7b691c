import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import { parseMessage } from "@/test/support/mime";
import { startSmtpServer, type TestSmtp } from "@/test/support/smtp";
import { log } from "@/lib/server/log";
import type { Db } from "@/lib/store/db";
import { messageIdFor } from "./email";
import { findLead, saveLead } from "./lead-store";
import { createMailer, type Mailer } from "./mailer";
import { LeadOutbox, type OutboxOptions } from "./outbox";

const addresses = { from: "Aurelia <no-reply@aurelia-residences.example>", to: "sales@aurelia-residences.example" };

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(testDatabaseKinds())("lead outbox on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: TestSmtp;
  const mailers: Mailer[] = [];
  const outboxes: LeadOutbox[] = [];

  function outbox(options: Partial<OutboxOptions> = {}): LeadOutbox {
    const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: database.env.DATA_DIR, timeoutMs: 2_000 });
    mailers.push(mailer);
    const created = new LeadOutbox({ db, mailer, addresses, pollMs: 25, ...options });
    outboxes.push(created);
    return created;
  }

  const statusOf = async (id: string) => (await findLead(db, id))?.status;

  beforeAll(async () => {
    database = await createTestDatabase(kind, "outbox");
    db = await database.open();
  });
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await Promise.all(outboxes.splice(0).map((o) => o.stop()));
    mailers.splice(0).forEach((m) => m.close());
    await smtp.close();
    // Every test starts with nothing due, whatever the previous one left.
    await db.execute("DELETE FROM leads");
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it("emails a stored lead to LEADS_TO and marks it sent", async () => {
    const { id } = await saveLead(db, newLead());
    const worker = outbox();
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail.envelope).toEqual({ from: "no-reply@aurelia-residences.example", to: ["sales@aurelia-residences.example"] });
    expect(mail.header("message-id")).toBe(`<lead-${id}@aurelia-residences.example>`);
    expect(await findLead(db, id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await worker.runOnce()).toBe(0);
  });

  it("keeps a refused lead, retries with backoff, then delivers it exactly once", async () => {
    let now = Date.UTC(2026, 10, 20, 3, 0);
    const { id } = await saveLead(db, newLead(), { now });
    const worker = outbox({ now: () => now, random: () => 1, retry: { baseMs: 1_000, maxMs: 10_000 } });

    smtp.refuse({ stage: "rcpt", message: "Mailbox temporarily unavailable", code: 450 });
    expect(await worker.runOnce()).toBe(1);
    expect(await findLead(db, id)).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: now + 1_000 });
    expect((await findLead(db, id))?.lastError).toMatch(/Mailbox temporarily unavailable/);

    // Not due yet: nothing is claimed.
    now += 999;
    expect(await worker.runOnce()).toBe(0);

    now += 1;
    smtp.refuse({ stage: "data", message: "Try again later", code: 451 });
    expect(await worker.runOnce()).toBe(1);
    expect(await findLead(db, id)).toMatchObject({ status: "pending", attempts: 2, nextAttemptAt: now + 2_000 });

    now += 2_000;
    smtp.refuse(null);
    expect(await worker.runOnce()).toBe(1);
    expect(await statusOf(id)).toBe("sent");
    expect(smtp.messageIdCounts()).toEqual(new Map([[messageIdFor({ id, revision: 0 }), 1]]));
  });

  it("waits out a mail server that is down, driven by its own poll", async () => {
    const port = smtp.port;
    await smtp.close();
    const { id } = await saveLead(db, newLead());
    const worker = outbox({ retry: { baseMs: 20, maxMs: 50 } }).start();
    await until(async () => ((await findLead(db, id))?.attempts ?? 0) >= 2);
    expect(await statusOf(id)).not.toBe("sent");

    smtp = await startSmtpServer({ port });
    await until(async () => (await statusOf(id)) === "sent");
    await worker.stop();
    expect(smtp.messageIdCounts().get(messageIdFor({ id, revision: 0 }))).toBe(1);
  });

  it("dead-letters a lead after the retry window and says so loudly", async () => {
    const errors = jest.spyOn(log, "error").mockImplementation(() => {});
    let now = Date.UTC(2026, 10, 20, 3, 0);
    const { id } = await saveLead(db, newLead(), { now });
    const worker = outbox({ now: () => now, retry: { baseMs: 60_000, maxMs: 3_600_000, maxAgeMs: 24 * 3_600_000 } });
    smtp.refuse({ stage: "rcpt", message: "No such user", code: 550 });

    for (let i = 0; i < 100 && (await statusOf(id)) !== "dead"; i++) {
      await worker.runOnce();
      const lead = await findLead(db, id);
      if (lead?.status === "pending") now = lead.nextAttemptAt;
    }
    const lead = await findLead(db, id);
    expect(lead?.status).toBe("dead");
    // The last attempt ran on the deadline, 24 hours after the lead came in.
    expect(now).toBe(Date.UTC(2026, 10, 21, 3, 0));
    expect(lead?.attempts).toBeGreaterThan(5);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/DEAD-LETTER/), expect.objectContaining({ lead: id }));
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
    errors.mockRestore();
  });

  it("two workers on one database send 200 leads, each exactly once", async () => {
    const second = await database.open();
    try {
      const ids = new Set<string>();
      for (let i = 0; i < 200; i++) ids.add((await saveLead(db, newLead())).id);
      // Each worker with its own pool and its own SMTP connections, counting what it sends.
      const sentBy = [0, 0];
      const [a, b] = [db, second].map((workerDb, n) => {
        const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: database.env.DATA_DIR, timeoutMs: 2_000 });
        mailers.push(mailer);
        const counting: Mailer = {
          ...mailer,
          async send(message) {
            const result = await mailer.send(message);
            sentBy[n] += 1;
            return result;
          },
        };
        const worker = new LeadOutbox({ db: workerDb, mailer: counting, addresses, pollMs: 25, batchSize: 10 });
        outboxes.push(worker);
        return worker;
      });
      a.start();
      b.start();
      await smtp.waitFor((m) => m.length >= 200, 30_000);
      // Give a wrongly duplicated send time to show up before counting.
      await new Promise((r) => setTimeout(r, 300));
      await Promise.all([a.stop(), b.stop()]);

      const counts = smtp.messageIdCounts();
      expect(smtp.messages).toHaveLength(200);
      expect(counts.size).toBe(200);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(new Set(counts.keys())).toEqual(new Set([...ids].map((id) => messageIdFor({ id, revision: 0 }))));
      const unsent = await db.query("SELECT id FROM leads WHERE status <> 'sent'");
      expect(unsent).toEqual([]);
      // Both took part: the claims really were contended.
      expect(sentBy[0] + sentBy[1]).toBe(200);
      expect(Math.min(...sentBy)).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });

  it("sends an updated transcript once more, as a reply to the first email", async () => {
    const lead = newLead();
    const { id } = await saveLead(db, lead);
    const worker = outbox();
    await worker.runOnce();
    await saveLead(db, { ...lead, transcript: [...lead.transcript, { sender: "user", content: "Sunday 3pm works", timestamp: "2026-11-20T03:30:00.000Z" }] });
    await worker.runOnce();
    await worker.runOnce();
    expect(smtp.messages.map((m) => m.header("message-id"))).toEqual([
      messageIdFor({ id, revision: 0 }),
      messageIdFor({ id, revision: 1 }),
    ]);
    expect(smtp.messages[1].header("in-reply-to")).toBe(messageIdFor({ id, revision: 0 }));
    expect(smtp.messages[1].text).toContain("Sunday 3pm works");
  });
});

describe("lead outbox without SMTP", () => {
  it("writes each email as an .eml file under DATA_DIR/outbox and logs where", async () => {
    const database = await createTestDatabase("sqlite", "outbox-files");
    const db = await database.open();
    const info = jest.spyOn(log, "info").mockImplementation(() => {});
    try {
      const outboxDir = path.join(database.env.DATA_DIR, "outbox");
      const { id } = await saveLead(db, newLead({ name: "Eve\r\nBcc: attacker@evil.example" }));
      const worker = new LeadOutbox({ db, mailer: createMailer({ outboxDir }), addresses });
      expect(await worker.runOnce()).toBe(1);

      const file = path.join(outboxDir, `lead-${id}.eml`);
      const raw = fs.readFileSync(file, "utf8");
      expect(raw).toContain("\r\n");
      const message = parseMessage(raw);
      expect(message.header("message-id")).toBe(messageIdFor({ id, revision: 0 }));
      expect(message.header("to")).toBe("sales@aurelia-residences.example");
      expect(message.headerNames).not.toContain("bcc");
      expect(message.header("subject")).toMatch(/^New lead: Eve Bcc: attacker@evil\.example \(012\d{8}\)$/);
      expect(info).toHaveBeenCalledWith(expect.stringMatching(/outbox/), { file });
      expect(fs.readdirSync(outboxDir)).toEqual([path.basename(file)]);
      expect(await findLead(db, id)).toMatchObject({ status: "sent" });
    } finally {
      info.mockRestore();
      await db.close();
      await database.drop();
    }
  });
});
