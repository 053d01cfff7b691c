import "server-only";
import { randomUUID } from "node:crypto";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import { deliveriesOf, markDelivered, claimDueDeliveries } from "@/lib/server/leads/delivery-store";
import { findLead, saveLead } from "@/lib/server/leads/lead-store";
import { leadWebhookPayload } from "@/lib/server/leads/webhook-payload";
import { recordTrainingObjection, trainingObjectionOf } from "./objection-store";

describe.each(testDatabaseKinds())("the training objection in the store on %s", (kind) => {
  const target = useTestDatabase(kind, "training-objection");
  const T0 = Date.UTC(2026, 10, 24, 1, 0);

  const conversation = async () => {
    const id = randomUUID();
    await target.db.execute("INSERT INTO conversations (id, language, created_at, updated_at) VALUES ($1, 'en', $2, $2)", [id, T0]);
    return id;
  };

  it("is kept on the conversation, and a lead given later in it carries it", async () => {
    const id = await conversation();
    expect(await trainingObjectionOf(target.db, id)).toBeNull();
    expect(await recordTrainingObjection(target.db, id, T0 + 1_000)).toEqual({ leads: 0 });
    expect(await trainingObjectionOf(target.db, id)).toBe(T0 + 1_000);

    const { id: leadId } = await saveLead(target.db, newLead({ conversationId: id }), { now: T0 + 5_000 });
    const lead = await findLead(target.db, leadId);
    expect(lead?.trainingObjectionAt).toBe(T0 + 1_000);
    expect(leadWebhookPayload(lead!).trainingObjection).toEqual({ objected: true, at: new Date(T0 + 1_000).toISOString() });
  });

  it("marks a lead already given, which then goes out again as a new version", async () => {
    const id = await conversation();
    const { id: leadId } = await saveLead(target.db, newLead({ conversationId: id }), { now: T0 });
    const before = (await findLead(target.db, leadId))!;
    expect(before.trainingObjectionAt).toBeNull();
    expect(leadWebhookPayload(before).trainingObjection).toEqual({ objected: false, at: null });
    // The sales email went out before the objection.
    const [claim] = (await claimDueDeliveries(target.db, { now: T0 + 1_000, leaseMs: 15_000, limit: 100, targets: ["email"] })).filter(
      (c) => c.id === leadId,
    );
    await markDelivered(target.db, claim, T0 + 2_000);

    expect(await recordTrainingObjection(target.db, id, T0 + 60_000)).toEqual({ leads: 1 });
    const after = (await findLead(target.db, leadId))!;
    expect(after).toMatchObject({ trainingObjectionAt: T0 + 60_000, updatedAt: T0 + 60_000, version: before.version + 1 });
    // An updated email, in the same thread, is due now.
    expect(after).toMatchObject({ status: "pending", revision: 1, nextAttemptAt: T0 + 60_000 });
    expect((await deliveriesOf(target.db, leadId)).map((d) => d.version)).toEqual([after.version]);
  });

  it("keeps the first objection's time: saying it again changes nothing and sends nothing", async () => {
    const id = await conversation();
    const { id: leadId } = await saveLead(target.db, newLead({ conversationId: id }), { now: T0 });
    await recordTrainingObjection(target.db, id, T0 + 1_000);
    const first = (await findLead(target.db, leadId))!;
    expect(await recordTrainingObjection(target.db, id, T0 + 9_000)).toEqual({ leads: 0 });
    expect(await trainingObjectionOf(target.db, id)).toBe(T0 + 1_000);
    expect(await findLead(target.db, leadId)).toMatchObject({ trainingObjectionAt: T0 + 1_000, version: first.version });
  });

  it("leaves other conversations' leads alone", async () => {
    const [mine, theirs] = [await conversation(), await conversation()];
    const { id: other } = await saveLead(target.db, newLead({ conversationId: theirs }), { now: T0 });
    await recordTrainingObjection(target.db, mine, T0 + 1_000);
    expect((await findLead(target.db, other))?.trainingObjectionAt).toBeNull();
  });
});
