import { randomUUID } from "node:crypto";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import { findLead, saveLead } from "./lead-store";
import { purgeLeads } from "./retention";

const DAY = 24 * 60 * 60_000;

describe.each(testDatabaseKinds())("purgeLeads on %s", (kind) => {
  const target = useTestDatabase(kind, "retention");

  const turn = (conversationId: string, at: number) =>
    target.db.execute(
      "INSERT INTO conversation_turns (conversation_id, language, role, content, created_at) VALUES ($1, 'en', 'user', 'hello', $2)",
      [conversationId, at],
    );
  const turns = async (conversationId: string) =>
    Number((await target.db.query<{ n: unknown }>("SELECT count(*) AS n FROM conversation_turns WHERE conversation_id = $1", [conversationId]))[0].n);

  it("deletes old leads and their conversations' turns, and keeps the rest", async () => {
    const now = Date.UTC(2027, 5, 1);
    const [oldConversation, keptConversation, sharedConversation, unrelated] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const old = await saveLead(target.db, newLead({ conversationId: oldConversation }), { now: now - 31 * DAY });
    const young = await saveLead(target.db, newLead({ conversationId: keptConversation }), { now: now - 29 * DAY });
    const sharedOld = await saveLead(target.db, newLead({ conversationId: sharedConversation }), { now: now - 40 * DAY });
    const sharedYoung = await saveLead(target.db, newLead({ conversationId: sharedConversation }), { now: now - 1 * DAY });
    const anonymousOld = await saveLead(target.db, newLead({ conversationId: null }), { now: now - 400 * DAY });
    for (const c of [oldConversation, keptConversation, sharedConversation, unrelated]) await turn(c, now - 35 * DAY);

    const result = await purgeLeads(target.db, { days: 30, now });
    expect(result).toEqual({ cutoff: now - 30 * DAY, leads: 3, conversationTurns: 1 });
    expect(await findLead(target.db, old.id)).toBeUndefined();
    expect(await findLead(target.db, sharedOld.id)).toBeUndefined();
    expect(await findLead(target.db, anonymousOld.id)).toBeUndefined();
    expect(await findLead(target.db, young.id)).toBeDefined();
    expect(await findLead(target.db, sharedYoung.id)).toBeDefined();
    expect(await turns(oldConversation)).toBe(0);
    // Still referenced by a young lead, or by no lead at all: not this purge's business.
    expect(await turns(sharedConversation)).toBe(1);
    expect(await turns(keptConversation)).toBe(1);
    expect(await turns(unrelated)).toBe(1);
  });

  it("refuses a negative or fractional number of days", async () => {
    await expect(purgeLeads(target.db, { days: -1 })).rejects.toThrow(RangeError);
    await expect(purgeLeads(target.db, { days: 1.5 })).rejects.toThrow(RangeError);
  });
});
