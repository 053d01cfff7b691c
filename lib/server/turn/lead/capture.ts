import "server-only";
import { randomUUID } from "node:crypto";
import type { LeadNote } from "@/lib/server/assistant/provider";
import { isApiError } from "@/lib/server/api/errors";
import { UNKNOWN_NAME, type DetectedContact } from "@/lib/shared/chat/contact-detection";
import { loadHistory, type StoredTurn } from "@/lib/server/turn/conversation/history";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { log } from "@/lib/server/log/log";
import type { Db } from "@/lib/server/store";
import { VISITOR_STORE_DEADLINE_MS, storeDeadline } from "@/lib/server/store/deadline";
import { isStoreUnavailable } from "@/lib/server/store/errors";
import type { JournalEntry } from "./journal";
import { journalLead } from "./journal-drain";
import { releaseHeldLeads, updateLeadFollowUp, type LeadFollowUp } from "@/lib/server/leads/lead-store";
import { leadReference } from "@/lib/server/lead-profile/reference";
import { REPLY_HOLD_MS, submitLead } from "./submit";
import { kickLeadWorker } from "@/lib/server/leads/worker";

export interface CaptureInput {
  db: Db;
  conversationId: string;
  language: LocaleCode;
  message: string;
  /** The message's contact details, as the turn read them (once per message). */
  contact: DetectedContact;
  /** What the conversation, this message included, has told the consultant. */
  followUp?: LeadFollowUp;
  now?: number;
  /** How long the store may take to hold the lead before the journal does (VISITOR_STORE_DEADLINE_MS). */
  deadlineMs?: number;
}

/** What the consultant is told, plus where the lead is: the reply goes to the same place. */
export type CapturedLead = LeadNote & { id?: string; journaled?: boolean };

// The whole conversation goes with the lead, not just the part the model is shown.
const TRANSCRIPT_TURNS = 200;

/**
 * The chat route's own copy of a lead: when the visitor's message carries a
 * phone number (the turn's one reading of it, the same detection the browser runs), the lead and the
 * conversation so far are stored before any reply is produced. The browser's
 * contact call lands on the same lead; if it never arrives, this one stands.
 * A store that fails or does not answer in time does not cost the lead: it goes
 * to the local journal under the same id, and the drain moves it later.
 * Resolves with what the consultant may say, never throws.
 */
export async function captureLead(input: CaptureInput): Promise<CapturedLead | undefined> {
  const { name, phone } = input.contact;
  if (!phone) return undefined;
  const now = input.now ?? Date.now();
  const shownName = name === UNKNOWN_NAME ? null : name;
  const inTime = storeDeadline(input.deadlineMs ?? VISITOR_STORE_DEADLINE_MS);
  // Chosen here, so a write the store finishes after the deadline and the journal's copy are one lead.
  const id = randomUUID();
  let history: readonly StoredTurn[] = [];
  let storeDown: unknown;
  try {
    history = (await inTime(loadHistory(input.db, input.conversationId, TRANSCRIPT_TURNS))).turns;
  } catch (error) {
    // Storing the lead itself is what matters; a store that could not even read goes straight to the journal.
    if (isStoreUnavailable(error)) storeDown = error;
  }
  const transcript = [
    ...history.map((t) => ({ sender: t.role, content: t.content.slice(0, 4000), timestamp: new Date(t.at).toISOString() })),
    { sender: "user" as const, content: input.message, timestamp: new Date(now).toISOString() },
  ];
  const lead = {
    id,
    conversationId: input.conversationId,
    name,
    phone,
    language: input.language,
    transcript,
    followUp: input.followUp,
    now,
  };
  if (storeDown) return journalCapturedLead(lead, storeDown);
  try {
    const saved = await inTime(
      submitLead(
        { name, phone, language: input.language },
        {
          conversationId: input.conversationId,
          surface: "chat",
          transcript,
          awaitingReply: true,
          followUp: input.followUp,
          now,
          db: input.db,
          leadId: id,
        },
      ),
    );
    return { name: shownName, phone, status: "stored", reference: leadReference(saved.id), id: saved.id };
  } catch (error) {
    if (isStoreUnavailable(error)) return journalCapturedLead(lead, error);
    // Loud: the visitor is told the details were not saved, and sales should know it happened.
    log.error("lead from chat could not be stored", {
      conversation: input.conversationId,
      code: isApiError(error) ? error.code : undefined,
      error: error instanceof Error ? error.message : String(error),
    });
    return { name: shownName, phone, status: "failed" };
  }
}

/** A journal entry as the chat route has it in hand: the id may be chosen later, and the time is the turn's. */
export type JournalCapture = Omit<JournalEntry, "id" | "surface" | "createdAt"> & { id?: string; now: number };

/**
 * The store cannot take the lead: the local journal keeps it (synced to disk)
 * and the visitor hears that sales will call, with the lead's reference. If
 * the journal fails too, the truth: nothing was saved, here is WhatsApp.
 */
export async function journalCapturedLead(lead: JournalCapture, cause: unknown): Promise<CapturedLead> {
  const id = lead.id ?? randomUUID();
  const shownName = lead.name === UNKNOWN_NAME ? null : lead.name;
  try {
    const { now, ...kept } = lead;
    // Held for the consultant's reply, as a stored lead's email is: the reply belongs in the transcript.
    await journalLead({ ...kept, id, surface: "chat", createdAt: now }, { holdMs: REPLY_HOLD_MS });
    return { name: shownName, phone: lead.phone, status: "stored", reference: leadReference(id), id, journaled: true };
  } catch (error) {
    log.error("lead from chat could not be stored, nor kept in the local journal", {
      conversation: lead.conversationId,
      store: cause instanceof Error ? cause.message : String(cause),
      error: error instanceof Error ? error.message : String(error),
    });
    return { name: shownName, phone: lead.phone, status: "failed" };
  }
}

/**
 * The consultant has answered the message that carried the number (or could
 * not): the lead held for that reply goes out now, with the reply as the
 * transcript's last entry. Never throws; a lead it cannot release goes out
 * when its hold ends.
 */
export async function completeLeadReply(db: Db, conversationId: string, reply: string | null, now: number = Date.now()): Promise<void> {
  try {
    const entry = reply ? { sender: "assistant" as const, content: reply.slice(0, 4000), timestamp: new Date(now).toISOString() } : null;
    if ((await releaseHeldLeads(db, conversationId, entry, now)) > 0) kickLeadWorker();
  } catch (error) {
    log.warn("lead held for the reply could not be released; it goes out when the hold ends", {
      conversation: conversationId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * A later message told the consultant more (a qualification answer, a booked
 * viewing): the conversation's leads carry it, and go out again. Never throws;
 * the reply does not depend on it. Resolves true when the conversation has a lead.
 */
export async function followUpLeads(db: Db, conversationId: string, followUp: LeadFollowUp, now: number = Date.now()): Promise<boolean> {
  try {
    // One read answers both: what changed, and whether there is a lead at all.
    const { leads, changed } = await updateLeadFollowUp(db, conversationId, followUp, now);
    if (changed > 0) kickLeadWorker();
    return leads > 0;
  } catch (error) {
    log.warn("lead could not be brought up to date; it keeps what it had", {
      conversation: conversationId,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}
