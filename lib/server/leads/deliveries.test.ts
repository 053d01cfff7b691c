import "server-only";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { testDatabaseKinds } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import { LEAD_ADDRESSES, useOutboxFixture } from "@/test/support/outbox-fixture";
import { setEnv } from "@/test/support/server-state";
import type { Db } from "@/lib/server/store/db";
import { deliveriesOf } from "./delivery-store";
import { messageIdFor } from "./email";
import { saveLead } from "./lead-store";
import { LeadOutbox } from "./outbox";
import { IDEMPOTENCY_HEADER } from "./webhook";

const SECRET = "a-long-shared-secret-for-tests";

/** A CRM's receiving end: records the idempotency key of every POST and answers 200. */
async function startReceiver() {
  const keys: string[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      keys.push(String(req.headers[IDEMPOTENCY_HEADER.toLowerCase()]));
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  return { url, keys, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The db, counting the claim statements run through it. */
function countingClaims(db: Db): { db: Db; claims: () => number } {
  let claims = 0;
  const counted: Db = {
    ...db,
    query: (sql, params) => {
      if (sql.includes("state = 'leased', lease_until")) claims += 1;
      return db.query(sql, params);
    },
  };
  return { db: counted, claims: () => claims };
}

describe.each(testDatabaseKinds())("one delivery table for the email and the webhook, on %s", (kind) => {
  const f = useOutboxFixture(kind, "deliveries");
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let restoreEnv: () => void = () => {};
  const outbox = (db: Db = f.db, options: { batchSize?: number } = {}) =>
    f.adopt(
      new LeadOutbox({
        db,
        mailer: f.mailer(),
        addresses: LEAD_ADDRESSES,
        webhook: { url: receiver.url, secret: SECRET },
        pollMs: 25,
        ...options,
      }),
    );

  beforeAll(async () => {
    receiver = await startReceiver();
    restoreEnv = setEnv({ LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET });
  });
  afterAll(async () => {
    restoreEnv();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.keys.length = 0;
  });

  it("writes a lead's deliveries with the lead, one per configured target, and none for a target not configured", async () => {
    const { id } = await saveLead(f.db, newLead({ conversationId: null }), { now: 1_000, priority: 2 });
    expect((await deliveriesOf(f.db, id)).map((d) => [d.target, d.state, d.attempts, d.nextAttemptAt, d.priority, d.version])).toEqual([
      ["email", "pending", 0, 1_000, 2, 1],
      ["webhook", "pending", 0, 1_000, 2, 1],
    ]);
    const without = setEnv({ LEADS_WEBHOOK_URL: undefined, LEADS_WEBHOOK_SECRET: undefined });
    try {
      const { id: emailOnly } = await saveLead(f.db, newLead(), { now: 1_000 });
      expect((await deliveriesOf(f.db, emailOnly)).map((d) => d.target)).toEqual(["email"]);
    } finally {
      without();
    }
  });

  it("never leaves a lead without its deliveries: when they cannot be written, the lead is not stored either", async () => {
    const failing: Db = {
      ...f.db,
      transaction: (work) =>
        f.db.transaction((tx) =>
          work({
            ...tx,
            query: (sql, params) => tx.query(sql, params),
            execute: (sql, params) =>
              sql.includes("INSERT INTO deliveries") ? Promise.reject(new Error("disk full")) : tx.execute(sql, params),
          }),
        ),
    };
    const lead = newLead();
    await expect(saveLead(failing, lead)).rejects.toThrow("disk full");
    await expect(saveLead(failing, { ...lead, conversationId: null })).rejects.toThrow("disk full");
    expect(await f.db.query("SELECT id FROM leads WHERE phone = $1", [lead.phone])).toEqual([]);
  });

  it("claims the email and the webhook of a lead with one query, and sends each through its own sender", async () => {
    const { id } = await saveLead(f.db, newLead());
    const counted = countingClaims(f.db);
    const worker = outbox(counted.db);
    expect(await worker.runOnce()).toBe(2);
    expect(counted.claims()).toBe(1);
    expect(f.smtp.messageIdCounts()).toEqual(new Map([[messageIdFor({ id, revision: 0 }), 1]]));
    expect(receiver.keys).toEqual([`lead-${id}-1`]);
    expect((await deliveriesOf(f.db, id)).map((d) => [d.target, d.state])).toEqual([
      ["email", "delivered"],
      ["webhook", "delivered"],
    ]);
    expect(await worker.runOnce()).toBe(0);
  });

  it("sends both targets again when the lead changes after delivery: a new revision of the email, the next version to the webhook", async () => {
    const lead = newLead();
    const { id } = await saveLead(f.db, lead);
    const worker = outbox();
    expect(await worker.runOnce()).toBe(2);
    await saveLead(f.db, { ...lead, name: "Aisyah binti Rahman" });
    expect((await deliveriesOf(f.db, id)).map((d) => [d.target, d.state, d.revision, d.version])).toEqual([
      ["email", "pending", 1, 2],
      ["webhook", "pending", 1, 2],
    ]);
    expect(await worker.runOnce()).toBe(2);
    expect([...f.smtp.messageIdCounts().keys()]).toEqual([messageIdFor({ id, revision: 0 }), messageIdFor({ id, revision: 1 })]);
    expect(receiver.keys).toEqual([`lead-${id}-1`, `lead-${id}-2`]);
  });

  it("two outboxes racing over both targets never send one delivery twice", async () => {
    const second = await f.database.open();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 40; i++) ids.push((await saveLead(f.db, newLead())).id);
      const [a, b] = [outbox(f.db, { batchSize: 7 }), outbox(second, { batchSize: 7 })];
      await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      a.start();
      b.start();
      await f.smtp.waitFor((m) => m.length >= 40, 30_000);
      const until = Date.now() + 30_000;
      while (receiver.keys.length < 40 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      // Give a wrongly repeated send time to show up before counting.
      await new Promise((r) => setTimeout(r, 300));
      await Promise.all([a.stop(), b.stop()]);

      expect(f.smtp.messages).toHaveLength(40);
      expect([...f.smtp.messageIdCounts().values()].every((n) => n === 1)).toBe(true);
      expect(new Set(f.smtp.messageIdCounts().keys())).toEqual(new Set(ids.map((id) => messageIdFor({ id, revision: 0 }))));
      expect(receiver.keys).toHaveLength(40);
      expect(new Set(receiver.keys)).toEqual(new Set(ids.map((id) => `lead-${id}-1`)));
      const open = await f.db.query("SELECT lead_id FROM deliveries WHERE state <> 'delivered'");
      expect(open).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
