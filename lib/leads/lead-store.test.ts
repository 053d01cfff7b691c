import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import type { Db } from "@/lib/store/db";
import { DEDUPE_WINDOW_MS, claimDueLeads, findLead, markSent, rescheduleLead, saveLead } from "./lead-store";

describe.each(testDatabaseKinds())("lead store on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(kind, "lead-store");
    db = await database.open();
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  const T0 = Date.UTC(2026, 10, 20, 3, 0);
  const count = async (where = "1 = 1", params: unknown[] = []) =>
    Number((await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM leads WHERE ${where}`, params))[0].n);

  it("stores every field, with the privacy notice shown", async () => {
    const lead = newLead({ language: "my", privacyLanguage: "my" });
    const saved = await saveLead(db, lead, { now: T0 });
    expect(saved.created).toBe(true);
    expect(await findLead(db, saved.id)).toMatchObject({
      ...lead,
      status: "pending",
      attempts: 0,
      createdAt: T0,
      updatedAt: T0,
      nextAttemptAt: T0,
      revision: 0,
    });
  });

  it("updates the lead of the same conversation and phone within 10 minutes", async () => {
    const first = newLead();
    const a = await saveLead(db, first, { now: T0 });
    const longer = [...first.transcript, { sender: "user" as const, content: "Call me tonight", timestamp: "2026-11-20T03:20:00.000Z" }];
    const b = await saveLead(db, { ...first, name: "Aisyah R.", transcript: longer }, { now: T0 + DEDUPE_WINDOW_MS - 1 });
    expect(b).toEqual({ id: a.id, created: false });
    expect(await count("phone = $1", [first.phone])).toBe(1);
    expect(await findLead(db, a.id)).toMatchObject({ name: "Aisyah R.", transcript: longer, createdAt: T0, revision: 0 });
  });

  it("makes a new lead after 10 minutes, for another phone, or without a conversation", async () => {
    const first = newLead();
    const a = await saveLead(db, first, { now: T0 });
    const later = await saveLead(db, first, { now: T0 + DEDUPE_WINDOW_MS });
    const otherPhone = await saveLead(db, { ...first, phone: newLead().phone }, { now: T0 + 1 });
    expect(later.created).toBe(true);
    expect(otherPhone.created).toBe(true);
    expect(new Set([a.id, later.id, otherPhone.id]).size).toBe(3);

    const anonymous = newLead({ conversationId: null });
    const x = await saveLead(db, anonymous, { now: T0 });
    const y = await saveLead(db, anonymous, { now: T0 + 1 });
    expect(x.id).not.toBe(y.id);
  });

  it("keeps one lead when the same conversation and phone arrive at once", async () => {
    const lead = newLead();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => saveLead(db, { ...lead, name: `Racer ${i}` }, { now: T0 + i })),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await count("phone = $1", [lead.phone])).toBe(1);
  });

  it("re-sends an already-sent lead once when its transcript changes, with a new revision", async () => {
    const lead = newLead();
    const { id } = await saveLead(db, lead, { now: T0 });
    await db.execute("UPDATE leads SET status = 'sent', sent_at = $2 WHERE id = $1", [id, T0 + 5]);

    // The same submission again (a network retry): nothing changes, nothing is sent.
    await saveLead(db, lead, { now: T0 + 10 });
    expect(await findLead(db, id)).toMatchObject({ status: "sent", revision: 0 });

    const longer = [...lead.transcript, { sender: "user" as const, content: "And Type C?", timestamp: "2026-11-20T03:21:00.000Z" }];
    await saveLead(db, { ...lead, transcript: longer }, { now: T0 + 20 });
    expect(await findLead(db, id)).toMatchObject({ status: "pending", revision: 1, attempts: 0, updatedAt: T0 + 20 });

    // A second change before that update went out stays in the same revision.
    await saveLead(db, { ...lead, transcript: [...longer, longer[0]] }, { now: T0 + 30 });
    expect(await findLead(db, id)).toMatchObject({ status: "pending", revision: 1 });
  });

  describe("claims", () => {
    const NOW = Date.UTC(2030, 0, 1);
    // Claims see every due lead in this database, so these tests use their own far-future clock and clean up.
    beforeEach(async () => {
      await db.execute("UPDATE leads SET status = 'sent' WHERE status <> 'sent'");
    });

    it("gives each due lead to one claimer, and only due ones", async () => {
      const due = await Promise.all([1, 2, 3].map(() => saveLead(db, newLead(), { now: NOW })));
      const notYet = await saveLead(db, newLead(), { now: NOW + 60_000 });
      const [a, b] = await Promise.all([
        claimDueLeads(db, { now: NOW, leaseMs: 1_000, limit: 10 }),
        claimDueLeads(db, { now: NOW, leaseMs: 1_000, limit: 10 }),
      ]);
      const claimed = [...a, ...b].map((l) => l.id).sort();
      expect(claimed).toEqual(due.map((d) => d.id).sort());
      expect(claimed).not.toContain(notYet.id);
      expect([...a, ...b].every((l) => l.status === "sending" && l.attempts === 1 && l.lockedUntil === NOW + 1_000)).toBe(true);
    });

    it("lets another worker take over after the lease, and the first one's claim is void", async () => {
      const { id } = await saveLead(db, newLead(), { now: NOW });
      const [first] = await claimDueLeads(db, { now: NOW, leaseMs: 1_000, limit: 1 });
      expect(await claimDueLeads(db, { now: NOW + 999, leaseMs: 1_000, limit: 1 })).toEqual([]);
      const [second] = await claimDueLeads(db, { now: NOW + 1_000, leaseMs: 1_000, limit: 1 });
      expect(second.id).toBe(id);
      expect(second.attempts).toBe(2);
      expect(await markSent(db, first, NOW + 1_100)).toBe(false);
      expect(await rescheduleLead(db, first, NOW + 5_000, "late")).toBe(false);
      expect(await markSent(db, second, NOW + 1_200)).toBe(true);
      expect(await findLead(db, id)).toMatchObject({ status: "sent", sentAt: NOW + 1_200, lockedUntil: null });
    });

    it("voids a claim when the visitor updates the lead meanwhile", async () => {
      const lead = newLead();
      const { id } = await saveLead(db, lead, { now: NOW });
      const [claimed] = await claimDueLeads(db, { now: NOW, leaseMs: 60_000, limit: 1 });
      await saveLead(db, { ...lead, name: "Changed" }, { now: NOW + 1 });
      expect(await markSent(db, claimed, NOW + 2)).toBe(false);
      expect(await findLead(db, id)).toMatchObject({ status: "pending", revision: 1, name: "Changed" });
    });
  });
});
