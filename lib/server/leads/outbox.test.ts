import "server-only";
import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, testDatabaseKinds } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import { parseMessage } from "@/test/support/mime";
import { LEAD_ADDRESSES, useOutboxFixture } from "@/test/support/outbox-fixture";
import { log } from "@/lib/server/log/log";
import { messageIdFor } from "./email";
import { findLead, saveLead } from "./lead-store";
import { createMailer, type Mailer } from "./mailer";
import { LeadOutbox } from "./outbox";

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(testDatabaseKinds())("lead outbox on %s", (kind) => {
  const f = useOutboxFixture(kind, "outbox");
  const { outbox } = f;

  const statusOf = async (id: string) => (await findLead(f.db, id))?.status;

  it("emails a stored lead to LEADS_TO and marks it sent", async () => {
    const { id } = await saveLead(f.db, newLead());
    const worker = outbox();
    expect(await worker.runOnce()).toBe(1);
    expect(f.smtp.messages).toHaveLength(1);
    const [mail] = f.smtp.messages;
    expect(mail.envelope).toEqual({ from: "no-reply@aurelia-residences.example", to: ["sales@aurelia-residences.example"] });
    expect(mail.header("message-id")).toBe(`<lead-${id}@aurelia-residences.example>`);
    expect(await findLead(f.db, id)).toMatchObject({ status: "delivered", attempts: 1 });
    expect(await worker.runOnce()).toBe(0);
  });

  it("keeps a refused lead, retries with backoff, then delivers it exactly once", async () => {
    let now = Date.UTC(2026, 10, 20, 3, 0);
    const { id } = await saveLead(f.db, newLead(), { now });
    const worker = outbox({ now: () => now, random: () => 1, retry: { baseMs: 1_000, maxMs: 10_000 } });

    f.smtp.refuse({ stage: "rcpt", message: "Mailbox temporarily unavailable", code: 450 });
    expect(await worker.runOnce()).toBe(1);
    expect(await findLead(f.db, id)).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: now + 1_000 });
    expect((await findLead(f.db, id))?.lastError).toMatch(/Mailbox temporarily unavailable/);

    // Not due yet: nothing is claimed.
    now += 999;
    expect(await worker.runOnce()).toBe(0);

    now += 1;
    f.smtp.refuse({ stage: "data", message: "Try again later", code: 451 });
    expect(await worker.runOnce()).toBe(1);
    expect(await findLead(f.db, id)).toMatchObject({ status: "pending", attempts: 2, nextAttemptAt: now + 2_000 });

    now += 2_000;
    f.smtp.refuse(null);
    expect(await worker.runOnce()).toBe(1);
    expect(await statusOf(id)).toBe("delivered");
    expect(f.smtp.messageIdCounts()).toEqual(new Map([[messageIdFor({ id, revision: 0 }), 1]]));
  });

  it("waits out a mail server that is down, driven by its own poll", async () => {
    await f.smtp.close();
    const { id } = await saveLead(f.db, newLead());
    const worker = outbox({ retry: { baseMs: 20, maxMs: 50 } }).start();
    await until(async () => ((await findLead(f.db, id))?.attempts ?? 0) >= 2);
    expect(await statusOf(id)).not.toBe("delivered");

    await f.restartSmtp();
    await until(async () => (await statusOf(id)) === "delivered");
    await worker.stop();
    expect(f.smtp.messageIdCounts().get(messageIdFor({ id, revision: 0 }))).toBe(1);
  });

  it("dead-letters a lead after the retry window and says so loudly", async () => {
    const errors = jest.spyOn(log, "error").mockImplementation(() => {});
    let now = Date.UTC(2026, 10, 20, 3, 0);
    const { id } = await saveLead(f.db, newLead(), { now });
    const worker = outbox({ now: () => now, retry: { baseMs: 60_000, maxMs: 3_600_000, maxAgeMs: 24 * 3_600_000 } });
    f.smtp.refuse({ stage: "rcpt", message: "No such user", code: 550 });

    for (let i = 0; i < 100 && (await statusOf(id)) !== "dead"; i++) {
      await worker.runOnce();
      const lead = await findLead(f.db, id);
      if (lead?.status === "pending") now = lead.nextAttemptAt;
    }
    const lead = await findLead(f.db, id);
    expect(lead?.status).toBe("dead");
    // The last attempt ran on the deadline, 24 hours after the lead came in.
    expect(now).toBe(Date.UTC(2026, 10, 21, 3, 0));
    expect(lead?.attempts).toBeGreaterThan(5);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/DEAD-LETTER/), expect.objectContaining({ lead: id }));
    expect(await worker.runOnce()).toBe(0);
    expect(f.smtp.messages).toHaveLength(0);
    errors.mockRestore();
  });

  it("two workers on one database send 200 leads, each exactly once", async () => {
    const second = await f.database.open();
    try {
      const ids = new Set<string>();
      for (let i = 0; i < 200; i++) ids.add((await saveLead(f.db, newLead())).id);
      // Each worker with its own pool and its own SMTP connections, counting what it sends.
      const sentBy = [0, 0];
      const [a, b] = [f.db, second].map((workerDb, n) => {
        const mailer = f.mailer();
        const counting: Mailer = {
          ...mailer,
          async send(message) {
            const result = await mailer.send(message);
            sentBy[n] += 1;
            return result;
          },
        };
        return f.adopt(new LeadOutbox({ db: workerDb, mailer: counting, addresses: LEAD_ADDRESSES, pollMs: 25, batchSize: 10 }));
      });
      a.start();
      b.start();
      await f.smtp.waitFor((m) => m.length >= 200, 30_000);
      // Give a wrongly duplicated send time to show up before counting.
      await new Promise((r) => setTimeout(r, 300));
      await Promise.all([a.stop(), b.stop()]);

      const counts = f.smtp.messageIdCounts();
      expect(f.smtp.messages).toHaveLength(200);
      expect(counts.size).toBe(200);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(new Set(counts.keys())).toEqual(new Set([...ids].map((id) => messageIdFor({ id, revision: 0 }))));
      const unsent = await f.db.query(
        "SELECT l.id FROM leads l JOIN deliveries e ON e.lead_id = l.id AND e.target = 'email' WHERE e.state <> 'delivered'",
      );
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
    const { id } = await saveLead(f.db, lead);
    const worker = outbox();
    await worker.runOnce();
    await saveLead(f.db, {
      ...lead,
      transcript: [...lead.transcript, { sender: "user", content: "Sunday 3pm works", timestamp: "2026-11-20T03:30:00.000Z" }],
    });
    await worker.runOnce();
    await worker.runOnce();
    expect(f.smtp.messages.map((m) => m.header("message-id"))).toEqual([
      messageIdFor({ id, revision: 0 }),
      messageIdFor({ id, revision: 1 }),
    ]);
    expect(f.smtp.messages[1].header("in-reply-to")).toBe(messageIdFor({ id, revision: 0 }));
    expect(f.smtp.messages[1].text).toContain("Sunday 3pm works");
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
      const worker = new LeadOutbox({ db, mailer: createMailer({ outboxDir }), addresses: LEAD_ADDRESSES });
      expect(await worker.runOnce()).toBe(1);

      const file = path.join(outboxDir, `lead-${id}.eml`);
      const raw = fs.readFileSync(file, "utf8");
      expect(raw).toContain("\r\n");
      const message = parseMessage(raw);
      expect(message.header("message-id")).toBe(messageIdFor({ id, revision: 0 }));
      expect(message.header("to")).toBe("sales@aurelia-residences.example");
      expect(message.headerNames).not.toContain("bcc");
      expect(message.header("subject")).toMatch(/^New lead: Eve Bcc: attacker@evil\.example · \+60 12-\d{4} \d{4} · COLD$/);
      expect(info).toHaveBeenCalledWith(expect.stringMatching(/outbox/), { file });
      expect(fs.readdirSync(outboxDir)).toEqual([path.basename(file)]);
      expect(await findLead(db, id)).toMatchObject({ status: "delivered" });
    } finally {
      info.mockRestore();
      await db.close();
      await database.drop();
    }
  });
});
