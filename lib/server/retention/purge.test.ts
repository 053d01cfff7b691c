import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { backfillDeliveries } from "@/lib/server/leads/delivery-store";
import { findLead, saveLead } from "@/lib/server/leads/lead-store";
import { audioCacheBytes, audioKey, putAudio } from "@/lib/server/speech/cache";
import type { Db } from "@/lib/server/store/db";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import { DAY_MS, purgeExpired } from "./purge";

const NOW = Date.UTC(2027, 5, 1);
const ago = (days: number) => NOW - days * DAY_MS;
const count = async (db: Db, sql: string, params: unknown[] = []) => Number((await db.query<{ n: unknown }>(sql, params))[0].n);

/** Rows of one conversation, written as the chat route and the speech service write them. */
function conversationWriter(db: Db) {
  return {
    register: (id: string, lastActivity: number) =>
      db.execute("INSERT INTO conversations (id, language, created_at, updated_at) VALUES ($1, 'en', $2, $2)", [id, lastActivity]),
    turn: (id: string, at: number) =>
      db.execute(
        "INSERT INTO conversation_turns (conversation_id, language, role, content, created_at) VALUES ($1, 'en', 'user', 'hello', $2)",
        [id, at],
      ),
    clip: async (conversationId: string | null, at: number) => {
      const key = audioKey({ provider: "espeak", model: "m", voice: "v", language: "en", text: randomUUID() });
      await putAudio(db, key, { bytes: randomBytes(1000), contentType: "audio/wav" }, { conversationId, now: at, capBytes: 1e9 });
      return key;
    },
    // Delivered: only a lead sales has had is ever deleted (delivered-only.test.ts covers the others).
    lead: async (conversationId: string | null, at: number) => {
      const saved = await saveLead(db, newLead({ conversationId }), { now: at });
      await db.execute("UPDATE deliveries SET state = 'delivered', delivered_at = $2 WHERE lead_id = $1", [saved.id, at]);
      return saved;
    },
  };
}

describe.each(testDatabaseKinds())("purgeExpired on %s", (kind) => {
  const target = useTestDatabase(kind, "retention");
  const survivors = async (ids: string[]) => {
    const kept: string[] = [];
    for (const id of ids) {
      const rows =
        (await count(target.db, "SELECT count(*) AS n FROM conversations WHERE id = $1", [id])) +
        (await count(target.db, "SELECT count(*) AS n FROM conversation_turns WHERE conversation_id = $1", [id])) +
        (await count(target.db, "SELECT count(*) AS n FROM audio_cache WHERE conversation_id = $1", [id]));
      if (rows > 0) kept.push(id);
    }
    return kept;
  };

  it("deletes exactly what has expired, and nothing else", async () => {
    const w = conversationWriter(target.db);
    const id = (label: string) => `${label}-${randomUUID()}`;
    const c = {
      idle: id("idle"), // registry, last active 31 days ago
      recent: id("recent"), // registry, last active 29 days ago
      legacyIdle: id("legacy-idle"), // before the registry: newest turn 35 days ago
      legacyRecent: id("legacy-recent"), // before the registry: an old turn and one 10 days ago
      leadExpired: id("lead-expired"), // its only lead last updated 61 days ago
      leadKept: id("lead-kept"), // its lead updated 59 days ago, its chat older than 30 days
      twoLeads: id("two-leads"), // one lead expired, one not
      leadReturned: id("lead-returned"), // lead expired, but the visitor chatted 5 days ago
      clipOnlyOld: id("clip-only-old"), // a clip of a conversation nothing else knows, 31 days old
      clipOnlyNew: id("clip-only-new"), // the same, 5 days old
      stale: id("stale-registry"), // registry says 31 days, yet a turn 5 days ago
    };
    await w.register(c.idle, ago(31));
    await w.turn(c.idle, ago(31));
    await w.clip(c.idle, ago(31));
    await w.register(c.recent, ago(29));
    await w.turn(c.recent, ago(29));
    await w.clip(c.recent, ago(29));
    await w.turn(c.legacyIdle, ago(40));
    await w.turn(c.legacyIdle, ago(35));
    await w.turn(c.legacyRecent, ago(40));
    await w.turn(c.legacyRecent, ago(10));
    const leadExpired = await w.lead(c.leadExpired, ago(61));
    await w.register(c.leadExpired, ago(61));
    await w.turn(c.leadExpired, ago(61));
    await w.clip(c.leadExpired, ago(61));
    const leadKept = await w.lead(c.leadKept, ago(59));
    await w.register(c.leadKept, ago(59));
    await w.turn(c.leadKept, ago(59));
    await w.clip(c.leadKept, ago(59));
    const twoLeadsOld = await w.lead(c.twoLeads, ago(100));
    const twoLeadsNew = await w.lead(c.twoLeads, ago(1));
    await w.turn(c.twoLeads, ago(100));
    const returned = await w.lead(c.leadReturned, ago(61));
    await w.register(c.leadReturned, ago(5));
    await w.turn(c.leadReturned, ago(5));
    await w.clip(c.clipOnlyOld, ago(31));
    await w.clip(c.clipOnlyNew, ago(5));
    await w.register(c.stale, ago(31));
    await w.turn(c.stale, ago(5));
    const sharedClip = await w.clip(null, ago(400));
    const anonymousOld = await w.lead(null, ago(61));
    const anonymousNew = await w.lead(null, ago(59));

    const result = await purgeExpired(target.db, { leadDays: 60, conversationDays: 30 }, { now: NOW, batchSize: 4 });

    expect(result).toMatchObject({
      leadCutoff: ago(60),
      conversationCutoff: ago(30),
      leads: 4, // leadExpired, twoLeadsOld, returned, anonymousOld
      conversations: 3, // idle, leadExpired, leadReturned
      conversationTurns: 5, // idle 1, legacyIdle 2, leadExpired 1, leadReturned 1
      audioClips: 3, // idle, leadExpired, clipOnlyOld
    });
    expect(await survivors(Object.values(c))).toEqual([c.recent, c.legacyRecent, c.leadKept, c.twoLeads, c.clipOnlyNew, c.stale]);
    for (const gone of [leadExpired, twoLeadsOld, returned, anonymousOld]) expect(await findLead(target.db, gone.id)).toBeUndefined();
    for (const kept of [leadKept, twoLeadsNew, anonymousNew]) expect(await findLead(target.db, kept.id)).toBeDefined();
    // A clip no conversation claims is the cache's business, however old.
    expect(await count(target.db, "SELECT count(*) AS n FROM audio_cache WHERE key = $1", [sharedClip])).toBe(1);
    // The triggers kept the cache's running total in step with the deletions.
    expect(await audioCacheBytes(target.db)).toBe(await count(target.db, "SELECT COALESCE(SUM(size_bytes), 0) AS n FROM audio_cache"));

    // A second sweep finds nothing more.
    expect(await purgeExpired(target.db, { leadDays: 60, conversationDays: 30 }, { now: NOW })).toMatchObject({
      leads: 0,
      conversations: 0,
      conversationTurns: 0,
      audioClips: 0,
    });
  });

  it("with 0 days, deletes every lead, conversation, turn and conversation clip", async () => {
    const w = conversationWriter(target.db);
    for (let i = 0; i < 450; i++) {
      const id = `zero-${i}-${randomUUID()}`;
      if (i % 3 === 0) await w.register(id, ago(0));
      await w.turn(id, ago(0));
      if (i % 50 === 0) {
        await w.clip(id, ago(0));
        await w.lead(id, ago(0));
      }
    }
    const shared = await w.clip(null, ago(0));
    // Every lead has its CRM delivery record, as when the webhook is configured.
    await backfillDeliveries(target.db, "webhook");
    await target.db.execute("UPDATE deliveries SET state = 'delivered'");
    expect(await count(target.db, "SELECT count(*) AS n FROM deliveries WHERE target = 'webhook'")).toBeGreaterThanOrEqual(9);
    const before = {
      leads: await count(target.db, "SELECT count(*) AS n FROM leads"),
      conversations: await count(target.db, "SELECT count(*) AS n FROM conversations"),
      conversationTurns: await count(target.db, "SELECT count(*) AS n FROM conversation_turns"),
      audioClips: await count(target.db, "SELECT count(*) AS n FROM audio_cache WHERE conversation_id IS NOT NULL"),
    };
    expect(before.conversationTurns).toBeGreaterThanOrEqual(450);
    // Small pages, so that walking from one page to the next is exercised too.
    const result = await purgeExpired(target.db, { leadDays: 0, conversationDays: 0 }, { now: NOW, batchSize: 7 });
    expect(result).toMatchObject(before);
    expect(await count(target.db, "SELECT count(*) AS n FROM conversation_turns")).toBe(0);
    expect(await count(target.db, "SELECT count(*) AS n FROM conversations")).toBe(0);
    expect(await count(target.db, "SELECT count(*) AS n FROM leads")).toBe(0);
    expect(await count(target.db, "SELECT count(*) AS n FROM deliveries")).toBe(0);
    expect(await count(target.db, "SELECT count(*) AS n FROM audio_cache WHERE conversation_id IS NOT NULL")).toBe(0);
    expect(await count(target.db, "SELECT count(*) AS n FROM audio_cache WHERE key = $1", [shared])).toBe(1);
  });

  it("deletes request-limit state that no longer limits anything", async () => {
    const tables = await target.db.query<{ name: string }>(
      kind === "postgres"
        ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()"
        : "SELECT name FROM sqlite_master WHERE type = 'table'",
    );
    const names = new Set(tables.map((t) => t.name));
    expect(names.has("rate_limits") || names.has("rate_buckets")).toBe(true);
    let expected = 0;
    if (names.has("rate_limits")) {
      await target.db.execute("INSERT INTO rate_limits (key, window_start, hits) VALUES ('old', $1, 1), ('new', $2, 1)", [
        ago(2),
        NOW - 60_000,
      ]);
      expected += 1;
    }
    if (names.has("rate_buckets")) {
      await target.db.execute("INSERT INTO rate_buckets (key, tat, allowed) VALUES ('spent', $1, 1), ('live', $2, 1)", [
        NOW - 1,
        NOW + 60_000,
      ]);
      expected += 1;
    }
    expect((await purgeExpired(target.db, { leadDays: 60, conversationDays: 30 }, { now: NOW })).requestLimits).toBe(expected);
    const left = names.has("rate_buckets") ? await target.db.query<{ key: string }>("SELECT key FROM rate_buckets") : [];
    expect(left.map((r) => r.key)).toEqual(names.has("rate_buckets") ? ["live"] : []);
  });

  it("refuses a negative or fractional number of days", async () => {
    await expect(purgeExpired(target.db, { leadDays: -1, conversationDays: 30 })).rejects.toThrow(RangeError);
    await expect(purgeExpired(target.db, { leadDays: 30, conversationDays: 1.5 })).rejects.toThrow(RangeError);
  });
});
