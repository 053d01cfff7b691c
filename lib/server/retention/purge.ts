import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { emlLeadId } from "@/lib/server/leads/mailer";
import { log } from "@/lib/server/log/log";
import { lockAudioCacheTotal } from "@/lib/server/speech/cache";
import type { Db, Queryable } from "@/lib/server/store/db";
import type { RetentionPeriods } from "./periods";

export type { RetentionPeriods } from "./periods";

export const DAY_MS = 24 * 60 * 60_000;

// Conversations deleted per transaction: SQLite serialises the process's
// queries, so a long sweep must give the chat and lead routes a turn between batches.
const BATCH = 1000;

export interface PurgeResult {
  leadCutoff: number;
  conversationCutoff: number;
  leads: number;
  conversations: number;
  conversationTurns: number;
  audioClips: number;
  /** Expired request-limit rows (fixed windows of 005, token buckets of 008). */
  requestLimits: number;
  /** Leads past their period kept because they were never delivered (nor dead-lettered): sales has not seen them. */
  undeliveredKept: number;
  /** `.eml` copies of lead emails deleted from the outbox folder (no-SMTP mode). */
  emlFiles: number;
}

/**
 * A lead may go once sales has it: every delivery of it (the email, the CRM
 * webhook) was accepted, or dead-lettered, which logged it loudly for a person
 * to act on. `l` names the lead.
 */
const DELIVERED = `NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id AND d.state NOT IN ('delivered', 'dead'))`;

/**
 * Whether the conversation named by `column` has expired. A conversation that
 * ever had a lead is judged by its leads alone ($1 is their cutoff): it goes
 * with the last of them, even if the visitor came back since, because its
 * turns hold what the lead holds; a lead kept because it was never delivered
 * keeps its conversation too. One without a lead goes when nothing about
 * it (registry row, turn, clip) is younger than $2: conversations from before
 * the registry have no row and are judged by their newest turn.
 */
const expired = (column: string) => `
  NOT EXISTS (SELECT 1 FROM leads l WHERE l.conversation_id = ${column} AND (l.updated_at > $1 OR NOT ${DELIVERED}))
  AND (
    EXISTS (SELECT 1 FROM leads l WHERE l.conversation_id = ${column})
    OR (
      NOT EXISTS (SELECT 1 FROM conversations c WHERE c.id = ${column} AND c.updated_at > $2)
      AND NOT EXISTS (SELECT 1 FROM conversation_turns t WHERE t.conversation_id = ${column} AND t.created_at > $2)
      AND NOT EXISTS (SELECT 1 FROM audio_cache a WHERE a.conversation_id = ${column} AND a.created_at > $2)
    )
  )`;

/**
 * Each place a conversation id lives, paged in id order along its index. The
 * pages carry no expiry test: it runs in the deletes, where it is evaluated
 * for a few hundred ids at a time instead of for every turn in the table.
 */
const SOURCES = [
  "SELECT id FROM conversations WHERE id > $1 ORDER BY id LIMIT $2",
  "SELECT DISTINCT conversation_id AS id FROM conversation_turns WHERE conversation_id > $1 ORDER BY conversation_id LIMIT $2",
  "SELECT DISTINCT conversation_id AS id FROM audio_cache WHERE conversation_id > $1 ORDER BY conversation_id LIMIT $2",
];

/**
 * Deletes what has outlived its retention period: expired conversations (turns,
 * registry row and the clips they asked for first), then expired leads, then
 * request-limit state that no longer limits anything. Clips no conversation
 * claims are left to the cache's size cap. Safe on several instances at once.
 */
export async function purgeExpired(
  db: Db,
  periods: RetentionPeriods,
  { now = Date.now(), batchSize = BATCH, outboxDir }: { now?: number; batchSize?: number; outboxDir?: string } = {},
): Promise<PurgeResult> {
  for (const days of [periods.leadDays, periods.conversationDays]) {
    if (!Number.isInteger(days) || days < 0) throw new RangeError("days must be a whole number, 0 or more");
  }
  // Inclusive, so that 0 days removes everything up to this very moment.
  const leadCutoff = now - periods.leadDays * DAY_MS;
  const conversationCutoff = now - periods.conversationDays * DAY_MS;
  const result: PurgeResult = {
    leadCutoff,
    conversationCutoff,
    leads: 0,
    conversations: 0,
    conversationTurns: 0,
    audioClips: 0,
    requestLimits: 0,
    undeliveredKept: 0,
    emlFiles: 0,
  };
  const cutoffs = [leadCutoff, conversationCutoff];

  // Leads last: while an expired lead is still there, its conversation is judged by the lead period.
  for (const source of SOURCES) {
    let after = "";
    for (;;) {
      const ids = (await db.query<{ id: string }>(source, [after, batchSize])).map((r) => r.id);
      if (ids.length === 0) break;
      after = ids[ids.length - 1];
      await db.transaction(async (tx) => {
        const deleted = await deleteConversations(tx, ids, cutoffs);
        result.audioClips += deleted.audioClips;
        result.conversationTurns += deleted.conversationTurns;
        result.conversations += deleted.conversations;
      });
    }
  }
  result.leads = await db.execute(`DELETE FROM leads WHERE id IN (SELECT l.id FROM leads l WHERE l.updated_at <= $1 AND ${DELIVERED})`, [
    leadCutoff,
  ]);
  const kept = await db.query<{ id: string; status: string }>(
    `SELECT l.id, COALESCE((SELECT e.state FROM deliveries e WHERE e.lead_id = l.id AND e.target = 'email'), 'none') AS status
     FROM leads l WHERE l.updated_at <= $1 AND NOT ${DELIVERED} ORDER BY l.updated_at`,
    [leadCutoff],
  );
  result.undeliveredKept = kept.length;
  if (kept.length > 0) {
    // Deleting them would lose a visitor nobody has called: they stay until delivered, and a person should look.
    log.warn("leads past retention kept: never delivered", {
      count: kept.length,
      leads: kept.slice(0, 20).map((l) => `${l.id} (${l.status})`),
    });
  }
  if (outboxDir) result.emlFiles = await purgeOutboxFiles(db, outboxDir);
  // A delivery record names its lead and what was sent where: it goes with the lead.
  await db.execute("DELETE FROM deliveries WHERE NOT EXISTS (SELECT 1 FROM leads WHERE leads.id = deliveries.lead_id)");
  // Request-limit state can name a client (address, phone): none outlives its use.
  if (await hasTable(db, "rate_limits")) {
    result.requestLimits += await db.execute("DELETE FROM rate_limits WHERE window_start < $1", [now - DAY_MS]);
  }
  if (await hasTable(db, "rate_buckets")) {
    // A bucket whose time has passed is full again: deleting it changes no decision.
    result.requestLimits += await db.execute("DELETE FROM rate_buckets WHERE tat <= $1", [now]);
  }
  return result;
}

/** Deletes the expired ones among `ids`, testing each in the same statement that deletes it. */
async function deleteConversations(tx: Queryable, ids: string[], cutoffs: number[]) {
  // Without fresh statistics PostgreSQL rates these statements costly enough to
  // compile them (JIT), which took longer than running them: measured 213 of 243 ms.
  if (tx.dialect === "postgres") await tx.execute("SET LOCAL jit = off");
  await lockAudioCacheTotal(tx);
  const list = ids.map((_id, i) => `$${i + 3}`).join(", ");
  const params = [...cutoffs, ...ids];
  return {
    audioClips: await tx.execute(
      `DELETE FROM audio_cache WHERE conversation_id IN (${list}) AND ${expired("audio_cache.conversation_id")}`,
      params,
    ),
    conversationTurns: await tx.execute(
      `DELETE FROM conversation_turns WHERE conversation_id IN (${list}) AND ${expired("conversation_turns.conversation_id")}`,
      params,
    ),
    conversations: await tx.execute(`DELETE FROM conversations WHERE id IN (${list}) AND ${expired("conversations.id")}`, params),
  };
}

async function hasTable(db: Queryable, name: string): Promise<boolean> {
  const rows =
    db.dialect === "postgres"
      ? await db.query<{ found: unknown }>("SELECT to_regclass($1) IS NOT NULL AS found", [name])
      : await db.query<{ found: unknown }>("SELECT count(*) > 0 AS found FROM sqlite_master WHERE type = 'table' AND name = $1", [name]);
  // PostgreSQL answers a boolean, SQLite 0 or 1.
  return Number(rows[0]?.found ?? 0) === 1;
}

/**
 * Deletes the `.eml` copies of leads the store no longer holds (those just
 * purged, and any an older version left behind), and makes the rest readable
 * by the server's user only. A missing folder is nothing to purge.
 */
async function purgeOutboxFiles(db: Queryable, outboxDir: string): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  const files = names.flatMap((name) => {
    const id = emlLeadId(name);
    return id ? [{ name, id }] : [];
  });
  const ids = [...new Set(files.map((f) => f.id))];
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const rows = await db.query<{ id: string }>(
      `SELECT id FROM leads WHERE id IN (${batch.map((_id, n) => `$${n + 1}`).join(", ")})`,
      batch,
    );
    for (const row of rows) live.add(row.id);
  }
  let deleted = 0;
  for (const file of files) {
    const full = path.join(outboxDir, file.name);
    if (live.has(file.id)) {
      await fs.chmod(full, 0o600).catch(() => {});
    } else {
      await fs.rm(full, { force: true });
      deleted += 1;
    }
  }
  await fs.chmod(outboxDir, 0o700).catch(() => {});
  return deleted;
}
