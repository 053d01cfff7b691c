import "server-only";
import { randomUUID } from "node:crypto";
import type { ConversationEntry } from "@/lib/shared/api/contract";
import { UNKNOWN_NAME } from "@/lib/shared/chat/contact-name";
import { resolveLocale } from "@/lib/shared/i18n/locales";
import { toNumber, type Db, type Queryable, type Row } from "@/lib/server/store/db";
import { mergeQualification, parseQualification, type Qualification } from "@/lib/server/lead-profile/qualification";
import { LEAD_WITH_EMAIL, openDeliveries, reopenDeliveries, type DeliveryState } from "./delivery-store";
import { mergeTranscripts, type TranscriptEntry } from "./transcript";
import type { Lead, NewLead, ViewingSlot } from "./types";

// Namespace for pg_advisory_xact_lock(int, int); the two-key form never collides with migrate's one-key lock.
const DEDUPE_LOCK_CLASS = 7_301_945;

/**
 * The one mechanism that orders writes to a conversation's leads: every write
 * (a new lead or an update from the contact call, the reply joining a held
 * lead, a later answer) runs in a transaction that first takes this lock, so
 * each reads what the one before it committed and none overwrites another's
 * transcript lines or answers. SQLite's write transactions are already one at a time.
 */
async function lockConversationLeads(tx: Queryable, conversationId: string): Promise<void> {
  if (tx.dialect === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [DEDUPE_LOCK_CLASS, conversationId]);
}

export interface SaveOptions {
  now?: number;
  /**
   * Keeps the email back this long, because the consultant is about to reply to
   * the message that carried the number: `releaseHeldLeads` sends it as soon as
   * the reply is complete, with the reply in the transcript. If the reply never
   * comes, the lead goes out when the hold ends, without it.
   */
  holdMs?: number;
  /** Claimed highest first (see pacing.ts); an update may raise it, never lower it. Default 1. */
  priority?: number;
  /** A new lead past the site-wide cap is not due before this (see pacing.ts). */
  notBefore?: number;
  /** The new lead's id, when the caller chose it: a journaled lead keeps the id it was given then. */
  id?: string;
}

export interface SavedLead {
  id: string;
  /** False when the lead of the same conversation and phone was updated instead. */
  created: boolean;
}

/**
 * Stores a lead durably (the caller answers the visitor only after this resolves).
 * One lead per conversation and phone: the chat route (which sees the number
 * first on the server) and the browser's contact call land on the same row.
 * A later submission updates it where it adds something: a known name over
 * "Unknown", and the server's fuller record of the conversation with the
 * browser's unseen visitor lines (see `mergeTranscripts`). If the lead had
 * already been emailed (or a worker held it), its revision goes up so the sales
 * team gets one updated email with a new Message-ID that refers to the first;
 * a submission that adds nothing changes nothing and sends nothing.
 */
export async function saveLead(db: Db, lead: NewLead, options: SaveOptions = {}): Promise<SavedLead> {
  const now = options.now ?? Date.now();
  const due = now + (options.holdMs ?? 0);
  const priority = options.priority ?? 1;
  const firstDue = Math.max(due, options.notBefore ?? due);
  const transcript = JSON.stringify(lead.transcript);
  const id = options.id ?? randomUUID();
  if (!lead.conversationId)
    return { id: await db.transaction((tx) => insertLead(tx, id, lead, transcript, now, firstDue, priority)), created: true };

  const conversationId = lead.conversationId;
  return db.transaction(async (tx) => {
    // Two requests racing for the same conversation and phone must not both insert.
    await lockConversationLeads(tx, conversationId);
    const [existing] = await tx.query<{
      id: string;
      name: string;
      language: string;
      transcript: string;
      qualification: unknown;
      viewing_start: unknown;
      viewing_end: unknown;
    }>(
      `SELECT id, name, language, transcript, qualification, viewing_start, viewing_end FROM leads
       WHERE conversation_id = $1 AND phone = $2
       ORDER BY created_at DESC LIMIT 1`,
      [conversationId, lead.phone],
    );
    if (!existing) return { id: await insertLead(tx, id, lead, transcript, now, firstDue, priority), created: true };

    const name = lead.name === UNKNOWN_NAME && existing.name !== UNKNOWN_NAME ? existing.name : lead.name;
    const merged = JSON.stringify(mergeTranscripts(parseTranscript(existing.transcript), lead.transcript));
    const kept = merged === existing.transcript ? existing.transcript : merged;
    const qualification = JSON.stringify(mergeQualification(readQualification(existing.qualification), lead.qualification ?? {}));
    const viewing = lead.viewing ?? readViewing(existing.viewing_start, existing.viewing_end);
    const unchanged =
      existing.name === name &&
      existing.language === lead.language &&
      existing.transcript === kept &&
      (existing.qualification ?? "{}") === qualification &&
      sameViewing(readViewing(existing.viewing_start, existing.viewing_end), viewing);
    if (!unchanged) {
      const [{ version }] = await tx.query<{ version: unknown }>(
        `UPDATE leads SET name = $2, language = $3, transcript = $4, privacy_version = $5, privacy_language = $6,
           qualification = $8, viewing_start = $9, viewing_end = $10, updated_at = $7, version = version + 1
         WHERE id = $1 RETURNING version`,
        [
          existing.id,
          name,
          lead.language,
          kept,
          lead.privacyVersion,
          lead.privacyLanguage,
          now,
          qualification,
          viewing?.start ?? null,
          viewing?.end ?? null,
        ],
      );
      // A paced lead keeps its slot when its browser posts again; one promoted by this update is due now.
      await reopenDeliveries(tx, existing.id, toNumber(version), { kind: "save", due, priority: options.priority ?? 0 });
    }
    return { id: existing.id, created: false };
  });
}

/** What the consultant learnt after the number was given: kept on the conversation's leads. */
export interface LeadFollowUp {
  qualification: Qualification;
  viewing: ViewingSlot | null;
}

/**
 * Brings the conversation's leads up to date with a later message's answers or
 * booking. A lead that changes goes out again (an updated email, a new webhook
 * version); one still held for a reply stays held. Returns how many leads the conversation has, and how many changed.
 */
export async function updateLeadFollowUp(
  db: Db,
  conversationId: string,
  followUp: LeadFollowUp,
  now: number,
): Promise<{ leads: number; changed: number }> {
  return db.transaction(async (tx) => {
    await lockConversationLeads(tx, conversationId);
    const leads = await tx.query<{ id: string; qualification: unknown; viewing_start: unknown; viewing_end: unknown }>(
      "SELECT id, qualification, viewing_start, viewing_end FROM leads WHERE conversation_id = $1",
      [conversationId],
    );
    let changed = 0;
    for (const lead of leads) {
      const current = readViewing(lead.viewing_start, lead.viewing_end);
      const qualification = JSON.stringify(mergeQualification(readQualification(lead.qualification), followUp.qualification));
      const viewing = followUp.viewing ?? current;
      if ((lead.qualification ?? "{}") === qualification && sameViewing(current, viewing)) continue;
      const [{ version }] = await tx.query<{ version: unknown }>(
        `UPDATE leads SET qualification = $2, viewing_start = $3, viewing_end = $4, updated_at = $5, version = version + 1
         WHERE id = $1 RETURNING version`,
        [lead.id, qualification, viewing?.start ?? null, viewing?.end ?? null, now],
      );
      await reopenDeliveries(tx, lead.id, toNumber(version), { kind: "followUp", due: now });
      changed += 1;
    }
    return { leads: leads.length, changed };
  });
}

/**
 * Marks the conversation's leads with the visitor's objection to training, in the caller's
 * transaction (the conversation itself is marked in the same one). A lead that changes goes out
 * again (an updated email, a new webhook version), so the sales team and their CRM learn of it;
 * one objected to already is left as it is. Returns how many leads changed.
 */
export async function objectToTrainingOnLeads(tx: Queryable, conversationId: string, at: number): Promise<number> {
  await lockConversationLeads(tx, conversationId);
  const changed = await tx.query<{ id: string; version: unknown }>(
    `UPDATE leads SET training_objection_at = $2, updated_at = $2, version = version + 1
     WHERE conversation_id = $1 AND training_objection_at IS NULL RETURNING id, version`,
    [conversationId, at],
  );
  for (const lead of changed) await reopenDeliveries(tx, lead.id, toNumber(lead.version), { kind: "followUp", due: at });
  return changed.length;
}

/** True when the conversation already has a lead for this phone: an update, not a new lead. */
export async function hasLeadFor(db: Queryable, conversationId: string | null, phone: string): Promise<boolean> {
  if (!conversationId) return false;
  return (await db.query("SELECT 1 AS found FROM leads WHERE conversation_id = $1 AND phone = $2", [conversationId, phone])).length > 0;
}

/** The lead and its deliveries, in the caller's transaction: a lead never exists without them. */
async function insertLead(
  tx: Queryable,
  id: string,
  lead: NewLead,
  transcript: string,
  now: number,
  due: number,
  priority: number,
): Promise<string> {
  // A visitor who objected to training before giving a number: the lead carries the conversation's objection.
  await tx.execute(
    `INSERT INTO leads (id, conversation_id, name, phone, language, transcript, privacy_version, privacy_language,
       created_at, updated_at, version, qualification, viewing_start, viewing_end, training_objection_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, 1, $10, $11, $12,
       (SELECT c.training_objection_at FROM conversations c WHERE c.id = $2))`,
    [
      id,
      lead.conversationId,
      lead.name,
      lead.phone,
      lead.language,
      transcript,
      lead.privacyVersion,
      lead.privacyLanguage,
      now,
      JSON.stringify(lead.qualification ?? {}),
      lead.viewing?.start ?? null,
      lead.viewing?.end ?? null,
    ],
  );
  await openDeliveries(tx, id, { version: 1, due, priority });
  return id;
}

/**
 * Ends the hold on a conversation's leads that wait for the consultant's reply
 * (see `SaveOptions.holdMs`), with that reply added to the transcript when there
 * is one. Only leads no worker has tried yet are touched: one already on its way
 * is not sent again for the sake of a reply. Returns how many were released.
 */
export async function releaseHeldLeads(db: Db, conversationId: string, reply: ConversationEntry | null, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockConversationLeads(tx, conversationId);
    const held = await tx.query<{ id: string; transcript: string }>(
      `SELECT l.id, l.transcript FROM leads l WHERE l.conversation_id = $1 AND ${emailHeld("l")}`,
      [conversationId, now],
    );
    let released = 0;
    for (const lead of held) {
      const transcript = parseTranscript(lead.transcript);
      const last = transcript.at(-1);
      if (reply && !(last?.sender === reply.sender && last.content === reply.content)) transcript.push(reply);
      // The hold is re-checked in the write: a worker may claim the lead once its hold runs out.
      const [row] = await tx.query<{ version: unknown }>(
        `UPDATE leads SET transcript = $3, updated_at = $2, version = version + 1 WHERE id = $1 AND ${emailHeld("leads")} RETURNING version`,
        [lead.id, now, JSON.stringify(transcript)],
      );
      if (!row) continue;
      // A lead paced under a flood (pacing.ts) gets the reply but keeps its slot.
      await reopenDeliveries(tx, lead.id, toNumber(row.version), { kind: "release", due: now });
      released += 1;
    }
    return released;
  });
}

/** The lead's email waits for the consultant's reply: no worker has tried it, and its time ($2 is now) has not come. */
const emailHeld = (lead: string) =>
  `EXISTS (SELECT 1 FROM deliveries e WHERE e.lead_id = ${lead}.id AND e.target = 'email' AND e.state = 'pending' AND e.attempts = 0 AND e.next_attempt_at > $2)`;

/** The lead, with its email's delivery under the names a lead has always shown it by. */
export async function findLead(db: Queryable, id: string): Promise<Lead | undefined> {
  const [row] = await db.query(`${LEAD_WITH_EMAIL} WHERE l.id = $1`, [id]);
  return row ? toLead(row) : undefined;
}

/** The leads of these ids that still exist, by id: the outbox reads a claimed batch's leads in one query. */
export async function findLeads(db: Queryable, ids: readonly string[]): Promise<Map<string, Lead>> {
  const found = new Map<string, Lead>();
  if (ids.length === 0) return found;
  const rows = await db.query(`${LEAD_WITH_EMAIL} WHERE l.id IN (${ids.map((_id, n) => `$${n + 1}`).join(", ")})`, ids);
  for (const row of rows) found.set(String(row.id), toLead(row));
  return found;
}

export function toLead(row: Row): Lead {
  const optionalNumber = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));
  return {
    id: String(row.id),
    conversationId: row.conversation_id === null || row.conversation_id === undefined ? null : String(row.conversation_id),
    name: String(row.name),
    phone: String(row.phone),
    language: resolveLocale(row.language),
    transcript: parseTranscript(row.transcript),
    privacyVersion: String(row.privacy_version),
    privacyLanguage: resolveLocale(row.privacy_language),
    createdAt: toNumber(row.created_at),
    updatedAt: toNumber(row.updated_at),
    version: toNumber(row.version ?? 1),
    status: String(row.status ?? "pending") as DeliveryState,
    attempts: toNumber(row.attempts ?? 0),
    nextAttemptAt: toNumber(row.next_attempt_at ?? 0),
    lockedUntil: optionalNumber(row.locked_until),
    lastError: row.last_error === null || row.last_error === undefined ? null : String(row.last_error),
    sentAt: optionalNumber(row.sent_at),
    revision: toNumber(row.revision ?? 0),
    qualification: readQualification(row.qualification),
    viewing: readViewing(row.viewing_start, row.viewing_end),
    trainingObjectionAt: optionalNumber(row.training_objection_at),
  };
}

function readQualification(value: unknown): Qualification {
  if (value === null || value === undefined) return {};
  try {
    return parseQualification(JSON.parse(String(value)));
  } catch {
    return {};
  }
}

function readViewing(start: unknown, end: unknown): ViewingSlot | null {
  return start === null || start === undefined || end === null || end === undefined ? null : { start: toNumber(start), end: toNumber(end) };
}

function sameViewing(a: ViewingSlot | null, b: ViewingSlot | null): boolean {
  return a?.start === b?.start && a?.end === b?.end;
}

function parseTranscript(value: unknown): TranscriptEntry[] {
  try {
    const parsed: unknown = JSON.parse(String(value));
    return Array.isArray(parsed) ? (parsed as TranscriptEntry[]) : [];
  } catch {
    return [];
  }
}
