import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import { claimDueDeliveries } from "./delivery-store";
import { releaseHeldLeads, saveLead, updateLeadFollowUp } from "./lead-store";
import { Outbox } from "./outbox";
import { leadReference } from "@/lib/server/lead-profile/reference";
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, webhookSender } from "./webhook";

const SECRET = "a-long-shared-secret-for-tests";

interface Received {
  body: string;
  signature: string | undefined;
  key: string | undefined;
  contentType: string | undefined;
}

/** A CRM's receiving end: records every POST, answers with the statuses it is told to, then 200. */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        body: Buffer.concat(chunks).toString("utf8"),
        signature: req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined,
        key: req.headers[IDEMPOTENCY_HEADER.toLowerCase()] as string | undefined,
        contentType: req.headers["content-type"],
      });
      res.writeHead(statuses.shift() ?? 200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  return { url, received, statuses, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** What the README tells a receiver to do, written independently of the sender's code. */
function verifies(body: string, header: string | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe.each(testDatabaseKinds())("lead webhook on %s, against a real HTTP receiver", (kind) => {
  const target = useTestDatabase(kind, "webhook");
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let now = Date.UTC(2026, 10, 24, 3, 0);
  const outbox = () =>
    new Outbox(webhookSender({ url: receiver.url, secret: SECRET, timeoutMs: 5_000 }), {
      db: target.db,
      now: () => now,
      random: () => 1,
      retry: { baseMs: 1_000, maxMs: 10_000, maxAgeMs: 60_000 },
    });
  const records = async (leadId: string) =>
    target.db.query<{ status: string; attempts: unknown }>(
      "SELECT state AS status, attempts FROM deliveries WHERE lead_id = $1 AND target = 'webhook'",
      [leadId],
    );

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    receiver.received.length = 0;
    receiver.statuses.length = 0;
    await target.db.execute("DELETE FROM deliveries");
    await target.db.execute("DELETE FROM leads");
  });

  it("POSTs the lead as JSON, signed over the raw body, with the phone in E.164", async () => {
    const lead = newLead({ name: "Ольга", phone: "012-345 6789", qualification: { purpose: "investment", timeline: { withinMonths: 3 } } });
    const { id } = await saveLead(target.db, lead, { now });
    expect(await outbox().runOnce()).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    expect(post.contentType).toBe("application/json");
    expect(verifies(post.body, post.signature)).toBe(true);
    expect(verifies(post.body.replace("Ольга", "Olga"), post.signature)).toBe(false);
    expect(post.key).toBe(`lead-${id}-1`);
    expect(JSON.parse(post.body)).toEqual({
      event: "lead",
      id,
      reference: leadReference(id),
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
      name: "Ольга",
      phone: "+60123456789",
      language: { code: "en", tag: "en" },
      qualification: { purpose: "investment", timeline: { withinMonths: 3 } },
      viewing: null,
      transcript: lead.transcript.map((m) => ({ ...m, source: "server" })),
      privacyNotice: { version: lead.privacyVersion, language: lead.privacyLanguage },
      trainingObjection: { objected: false, at: null },
    });
    expect(await records(id)).toEqual([expect.objectContaining({ status: "delivered" })]);
  });

  it("retries on 500 with backoff under the same idempotency key, and keeps one record", async () => {
    const { id } = await saveLead(target.db, newLead(), { now });
    const worker = outbox();
    receiver.statuses.push(500, 503);
    expect(await worker.runOnce()).toBe(1);
    expect(await records(id)).toEqual([expect.objectContaining({ status: "pending" })]);
    // Not due before its backoff.
    now += 999;
    expect(await worker.runOnce()).toBe(0);
    now += 1;
    expect(await worker.runOnce()).toBe(1);
    now += 2_000;
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received.map((r) => r.key)).toEqual(Array(3).fill(receiver.received[0].key));
    expect(receiver.received.every((r) => verifies(r.body, r.signature))).toBe(true);
    expect(await records(id)).toEqual([expect.objectContaining({ status: "delivered" })]);
    expect(Number((await records(id))[0].attempts)).toBe(3);
    // Delivered: nothing more goes out however often the worker runs.
    now += 60_000;
    expect(await worker.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(3);
  });

  it("delivers a changed lead again under a new key, still in the same single record", async () => {
    const lead = newLead();
    const { id } = await saveLead(target.db, lead, { now });
    await outbox().runOnce();
    now += 5_000;
    await saveLead(target.db, { ...lead, qualification: { financing: "cash" } }, { now });
    expect(await outbox().runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].key).not.toBe(receiver.received[0].key);
    expect(JSON.parse(receiver.received[1].body).qualification).toEqual({ financing: "cash" });
    expect(await records(id)).toHaveLength(1);
  });

  it("delivers each update written by a server whose clock is ten minutes behind, under the next version's key", async () => {
    const lead = newLead();
    const { id } = await saveLead(target.db, lead, { now });
    expect(await outbox().runOnce()).toBe(1);
    // Another instance, its clock ten minutes slow, takes the next messages.
    const behind = () => now - 10 * 60_000;
    now += 5_000;
    await saveLead(target.db, { ...lead, name: "Aisyah binti Rahman" }, { now: behind() });
    expect(await outbox().runOnce()).toBe(1);
    now += 5_000;
    expect(
      await updateLeadFollowUp(target.db, lead.conversationId!, { qualification: { financing: "cash" }, viewing: null }, behind()),
    ).toEqual({ leads: 1, changed: 1 });
    expect(await outbox().runOnce()).toBe(1);
    now += 60_000;
    expect(await outbox().runOnce()).toBe(0);

    expect(receiver.received.map((r) => r.key)).toEqual([`lead-${id}-1`, `lead-${id}-2`, `lead-${id}-3`]);
    const [, renamed, financed] = receiver.received.map((r) => JSON.parse(r.body));
    expect(renamed).toMatchObject({ name: "Aisyah binti Rahman", qualification: {} });
    expect(financed).toMatchObject({ name: "Aisyah binti Rahman", qualification: { financing: "cash" } });
    // The receiver sees the slow clock's time as it was written; the version, not the time, orders the updates.
    expect(Date.parse(financed.updatedAt)).toBeLessThan(Date.parse(JSON.parse(receiver.received[0].body).updatedAt));
    expect(await records(id)).toEqual([expect.objectContaining({ status: "delivered" })]);
  });

  it("delivers a held lead released by a server whose clock is behind", async () => {
    const lead = newLead();
    const { id } = await saveLead(target.db, lead, { now, holdMs: 30_000 });
    const worker = outbox();
    expect(await worker.runOnce()).toBe(0);
    now += 2_000;
    const reply = { sender: "assistant" as const, content: "See you on Saturday.", timestamp: new Date(now).toISOString() };
    expect(await releaseHeldLeads(target.db, lead.conversationId!, reply, now - 10 * 60_000)).toBe(1);
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received.map((r) => r.key)).toEqual([`lead-${id}-2`]);
    expect(JSON.parse(receiver.received[0].body).transcript.at(-1)).toMatchObject({ content: "See you on Saturday." });
  });

  it("gives up after the retry window: the record is dead-lettered, not deleted", async () => {
    const { id } = await saveLead(target.db, newLead(), { now });
    const worker = outbox();
    receiver.statuses.push(...Array(20).fill(500));
    for (let i = 0; i < 12; i++) {
      await worker.runOnce();
      now += 10_000;
    }
    expect(await records(id)).toEqual([expect.objectContaining({ status: "dead" })]);
    const posts = receiver.received.length;
    now += 60_000;
    expect(await worker.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(posts);
  });

  it("waits while the lead is held for the consultant's reply, and carries the reply when released", async () => {
    const lead = newLead();
    await saveLead(target.db, lead, { now, holdMs: 30_000 });
    const worker = outbox();
    expect(await worker.runOnce()).toBe(0);
    now += 2_000;
    await releaseHeldLeads(
      target.db,
      lead.conversationId!,
      { sender: "assistant", content: "Your reference is **AUR-1**.", timestamp: new Date(now).toISOString() },
      now,
    );
    expect(await worker.runOnce()).toBe(1);
    expect(JSON.parse(receiver.received[0].body).transcript.at(-1)).toMatchObject({
      sender: "assistant",
      content: "Your reference is AUR-1.",
    });
  });

  it("lets two workers racing over the same leads deliver each exactly once", async () => {
    for (let i = 0; i < 8; i++) await saveLead(target.db, newLead(), { now });
    const a = outbox();
    const b = outbox();
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(receiver.received).toHaveLength(8);
    expect(new Set(receiver.received.map((r) => r.key)).size).toBe(8);
    expect(await claimDueDeliveries(target.db, { now, leaseMs: 15_000, limit: 100, targets: ["webhook"] })).toEqual([]);
  });
});
