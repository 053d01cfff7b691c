import "server-only";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import type { Db } from "@/lib/server/store/db";
import { claimDueDeliveries, markDelivered, rescheduleDelivery } from "./delivery-store";
import { findLead, releaseHeldLeads, saveLead } from "./lead-store";

/** The sales email's claim, as the outbox makes it. */
const claimDueLeads = (db: Db, options: { now: number; leaseMs: number; limit: number }) =>
  claimDueDeliveries(db, { ...options, targets: ["email"] });

describe.each(testDatabaseKinds())("lead store on %s", (kind) => {
  const target = useTestDatabase(kind, "lead-store");

  const T0 = Date.UTC(2026, 10, 20, 3, 0);
  const count = async (where = "1 = 1", params: unknown[] = []) =>
    Number((await target.db.query<{ n: unknown }>(`SELECT count(*) AS n FROM leads WHERE ${where}`, params))[0].n);

  it("stores every field, with the privacy notice shown", async () => {
    const lead = newLead({ language: "ms", privacyLanguage: "ms" });
    const saved = await saveLead(target.db, lead, { now: T0 });
    expect(saved.created).toBe(true);
    expect(await findLead(target.db, saved.id)).toMatchObject({
      ...lead,
      status: "pending",
      attempts: 0,
      createdAt: T0,
      updatedAt: T0,
      nextAttemptAt: T0,
      revision: 0,
    });
  });

  it("holds a lead for the consultant's reply, then releases it with the reply as the last entry", async () => {
    const lead = newLead();
    const { id } = await saveLead(target.db, lead, { now: T0, holdMs: 30_000 });
    // Earlier tests' leads share the table: only this one's absence matters.
    expect((await claimDueLeads(target.db, { now: T0 + 1_000, leaseMs: 15_000, limit: 100 })).map((l) => l.id)).not.toContain(id);
    const reply = {
      sender: "assistant" as const,
      content: "Thank you! Your reference is AUR-0000-0000.",
      timestamp: "2026-11-20T03:00:02.000Z",
    };
    expect(await releaseHeldLeads(target.db, lead.conversationId!, reply, T0 + 2_000)).toBe(1);
    // Released twice (the reply and the error path) it still carries the reply once.
    expect(await releaseHeldLeads(target.db, lead.conversationId!, reply, T0 + 2_000)).toBe(0);
    expect(await findLead(target.db, id)).toMatchObject({ nextAttemptAt: T0 + 2_000, transcript: [...lead.transcript, reply] });
    expect((await claimDueLeads(target.db, { now: T0 + 2_000, leaseMs: 15_000, limit: 100 })).map((l) => l.id)).toContain(id);
  });

  it("sends a held lead when its hold ends without a reply, and never adds a reply to one already tried", async () => {
    const lead = newLead();
    const { id } = await saveLead(target.db, lead, { now: T0, holdMs: 30_000 });
    expect((await claimDueLeads(target.db, { now: T0 + 29_999, leaseMs: 15_000, limit: 100 })).map((l) => l.id)).not.toContain(id);
    const claimed = (await claimDueLeads(target.db, { now: T0 + 30_000, leaseMs: 15_000, limit: 100 })).find((l) => l.id === id);
    expect(claimed).toBeDefined();
    await rescheduleDelivery(target.db, claimed!, T0 + 90_000, "mail server down");
    const late = { sender: "assistant" as const, content: "A reply that came too late", timestamp: "2026-11-20T03:01:00.000Z" };
    expect(await releaseHeldLeads(target.db, lead.conversationId!, late, T0 + 60_000)).toBe(0);
    expect((await findLead(target.db, id))?.transcript).toEqual(lead.transcript);
  });

  it("keeps one lead per conversation and phone, however much later the second submission comes", async () => {
    const first = newLead();
    const a = await saveLead(target.db, first, { now: T0 });
    const longer = [...first.transcript, { sender: "user" as const, content: "Call me tonight", timestamp: "2026-11-20T03:20:00.000Z" }];
    const b = await saveLead(target.db, { ...first, name: "Aisyah R.", transcript: longer }, { now: T0 + 3 * 60 * 60_000 });
    expect(b).toEqual({ id: a.id, created: false });
    expect(await count("phone = $1", [first.phone])).toBe(1);
    expect(await findLead(target.db, a.id)).toMatchObject({ name: "Aisyah R.", transcript: longer, createdAt: T0, revision: 0 });
  });

  it("lets the richer transcript and a known name win, whichever arrives first", async () => {
    const browser = newLead({ name: "Aisyah" });
    const { id } = await saveLead(target.db, browser, { now: T0 });
    // The server's copy of the same conversation: fewer messages, no name.
    const server = { ...browser, name: "Unknown", transcript: browser.transcript.slice(-1) };
    await saveLead(target.db, server, { now: T0 + 1 });
    expect(await findLead(target.db, id)).toMatchObject({ name: "Aisyah", transcript: browser.transcript, updatedAt: T0 });

    const other = newLead({ name: "Unknown", transcript: browser.transcript.slice(-1) });
    const created = await saveLead(target.db, other, { now: T0 });
    await saveLead(target.db, { ...other, name: "Bala", transcript: browser.transcript }, { now: T0 + 2 });
    expect(await findLead(target.db, created.id)).toMatchObject({ name: "Bala", transcript: browser.transcript, updatedAt: T0 + 2 });
  });

  it("claims a lead from a conversation with the consultant before flood leads due earlier; a paced lead keeps its slot", async () => {
    // Before every other test's leads are due, so only these three compete.
    const at = T0 - 24 * 60 * 60_000;
    const ordinary = await saveLead(target.db, newLead(), { now: at, priority: 1 });
    const paced = newLead();
    const pacedSaved = await saveLead(target.db, paced, { now: at, priority: 0, notBefore: at + 2_000 });
    const conversation = await saveLead(target.db, newLead(), { now: at + 1, priority: 2 });
    const claim = async (now: number) => (await claimDueLeads(target.db, { now, leaseMs: 15_000, limit: 1 })).map((l) => l.id);
    expect(await claim(at + 1)).toEqual([conversation.id]);
    expect(await claim(at + 1)).toEqual([ordinary.id]);
    // Its browser posting again (a longer transcript) does not bring a paced lead forward.
    await saveLead(
      target.db,
      { ...paced, transcript: [...paced.transcript, { sender: "user", content: "hello?", timestamp: "2026-11-20T03:40:00.000Z" }] },
      { now: at + 2 },
    );
    expect(await claim(at + 1_999)).toEqual([]);
    expect(await claim(at + 2_000)).toEqual([pacedSaved.id]);
  });

  it("makes a new lead for another phone, or without a conversation", async () => {
    const first = newLead();
    const a = await saveLead(target.db, first, { now: T0 });
    const otherPhone = await saveLead(target.db, { ...first, phone: newLead().phone }, { now: T0 + 1 });
    expect(otherPhone.created).toBe(true);
    expect(new Set([a.id, otherPhone.id]).size).toBe(2);

    const anonymous = newLead({ conversationId: null });
    const x = await saveLead(target.db, anonymous, { now: T0 });
    const y = await saveLead(target.db, anonymous, { now: T0 + 1 });
    expect(x.id).not.toBe(y.id);
  });

  it("keeps one lead when the same conversation and phone arrive at once", async () => {
    const lead = newLead();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => saveLead(target.db, { ...lead, name: `Racer ${i}` }, { now: T0 + i })),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await count("phone = $1", [lead.phone])).toBe(1);
  });

  it("re-sends an already-sent lead once when its transcript changes, with a new revision", async () => {
    const lead = newLead();
    const { id } = await saveLead(target.db, lead, { now: T0 });
    await target.db.execute("UPDATE deliveries SET state = 'delivered', delivered_at = $2 WHERE lead_id = $1", [id, T0 + 5]);

    // The same submission again (a network retry): nothing changes, nothing is sent.
    await saveLead(target.db, lead, { now: T0 + 10 });
    expect(await findLead(target.db, id)).toMatchObject({ status: "delivered", revision: 0 });

    const longer = [...lead.transcript, { sender: "user" as const, content: "And Type C?", timestamp: "2026-11-20T03:21:00.000Z" }];
    await saveLead(target.db, { ...lead, transcript: longer }, { now: T0 + 20 });
    expect(await findLead(target.db, id)).toMatchObject({ status: "pending", revision: 1, attempts: 0, updatedAt: T0 + 20 });

    // A second change before that update went out stays in the same revision.
    await saveLead(target.db, { ...lead, transcript: [...longer, longer[0]] }, { now: T0 + 30 });
    expect(await findLead(target.db, id)).toMatchObject({ status: "pending", revision: 1 });
  });

  describe("claims", () => {
    const NOW = Date.UTC(2030, 0, 1);
    // Claims see every due lead in this target.database, so these tests use their own far-future clock and clean up.
    beforeEach(async () => {
      await target.db.execute("UPDATE deliveries SET state = 'delivered' WHERE state <> 'delivered'");
    });

    it("gives each due lead to one claimer, and only due ones", async () => {
      const due = await Promise.all([1, 2, 3].map(() => saveLead(target.db, newLead(), { now: NOW })));
      const notYet = await saveLead(target.db, newLead(), { now: NOW + 60_000 });
      const [a, b] = await Promise.all([
        claimDueLeads(target.db, { now: NOW, leaseMs: 1_000, limit: 10 }),
        claimDueLeads(target.db, { now: NOW, leaseMs: 1_000, limit: 10 }),
      ]);
      const claimed = [...a, ...b].map((l) => l.id).sort();
      expect(claimed).toEqual(due.map((d) => d.id).sort());
      expect(claimed).not.toContain(notYet.id);
      const leads = await Promise.all([...a, ...b].map((d) => findLead(target.db, d.id)));
      expect([...a, ...b].every((d) => d.attempts === 1)).toBe(true);
      expect(leads.every((l) => l?.status === "leased" && l.attempts === 1 && l.lockedUntil === NOW + 1_000)).toBe(true);
    });

    it("lets another worker take over after the lease, and the first one's claim is void", async () => {
      const { id } = await saveLead(target.db, newLead(), { now: NOW });
      const [first] = await claimDueLeads(target.db, { now: NOW, leaseMs: 1_000, limit: 1 });
      expect(await claimDueLeads(target.db, { now: NOW + 999, leaseMs: 1_000, limit: 1 })).toEqual([]);
      const [second] = await claimDueLeads(target.db, { now: NOW + 1_000, leaseMs: 1_000, limit: 1 });
      expect(second.id).toBe(id);
      expect(second.attempts).toBe(2);
      expect(await markDelivered(target.db, first, NOW + 1_100)).toBe(false);
      expect(await rescheduleDelivery(target.db, first, NOW + 5_000, "late")).toBe(false);
      expect(await markDelivered(target.db, second, NOW + 1_200)).toBe(true);
      expect(await findLead(target.db, id)).toMatchObject({ status: "delivered", sentAt: NOW + 1_200, lockedUntil: null });
    });

    it("voids a claim when the visitor updates the lead meanwhile", async () => {
      const lead = newLead();
      const { id } = await saveLead(target.db, lead, { now: NOW });
      const [claimed] = await claimDueLeads(target.db, { now: NOW, leaseMs: 60_000, limit: 1 });
      await saveLead(target.db, { ...lead, name: "Changed" }, { now: NOW + 1 });
      expect(await markDelivered(target.db, claimed, NOW + 2)).toBe(false);
      expect(await findLead(target.db, id)).toMatchObject({ status: "pending", revision: 1, name: "Changed" });
    });
  });
});
