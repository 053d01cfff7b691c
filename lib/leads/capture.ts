import "server-only";
import type { LeadNote } from "@/lib/assistant/provider";
import { isApiError } from "@/lib/api/errors";
import { UNKNOWN_NAME, detectContact } from "@/lib/chat/contact-detection";
import { loadHistory, type StoredTurn } from "@/lib/conversations/history";
import type { LocaleCode } from "@/lib/i18n/locales";
import { log } from "@/lib/server/log";
import type { Db } from "@/lib/store";
import { releaseHeldLeads, updateLeadFollowUp, type LeadFollowUp } from "./lead-store";
import { leadReference } from "./reference";
import { submitLead } from "./submit";
import { kickLeadWorker } from "./worker";

export interface CaptureInput {
  db: Db;
  conversationId: string;
  language: LocaleCode;
  message: string;
  /** What the conversation, this message included, has told the consultant. */
  followUp?: LeadFollowUp;
  now?: number;
}

// The whole conversation goes with the lead, not just the part the model is shown.
const TRANSCRIPT_TURNS = 200;

/**
 * The chat route's own copy of a lead: when the visitor's message carries a
 * phone number (the same detection the browser runs), the lead and the
 * conversation so far are stored before any reply is produced. The browser's
 * contact call lands on the same lead; if it never arrives, this one stands.
 * Resolves with what the consultant may say, never throws.
 */
export async function captureLead(input: CaptureInput): Promise<LeadNote | undefined> {
  const { name, phone } = detectContact(input.message);
  if (!phone) return undefined;
  const now = input.now ?? Date.now();
  const note = { name: name === UNKNOWN_NAME ? null : name, phone };
  let history: readonly StoredTurn[] = [];
  try {
    history = (await loadHistory(input.db, input.conversationId, TRANSCRIPT_TURNS)).turns;
  } catch {
    // Storing the lead itself is what matters; saveLead says whether the store is there.
  }
  const transcript = [
    ...history.map((t) => ({ sender: t.role, content: t.content.slice(0, 4000), timestamp: new Date(t.at).toISOString() })),
    { sender: "user" as const, content: input.message, timestamp: new Date(now).toISOString() },
  ];
  try {
    const saved = await submitLead(
      { name, phone, language: input.language },
      { conversationId: input.conversationId, surface: "chat", transcript, awaitingReply: true, followUp: input.followUp, now, db: input.db },
    );
    return { ...note, status: "stored", reference: leadReference(saved.id) };
  } catch (error) {
    // Loud: the visitor is told the details were not saved, and sales should know it happened.
    log.error("lead from chat could not be stored", {
      conversation: input.conversationId,
      code: isApiError(error) ? error.code : undefined,
      error: error instanceof Error ? error.message : String(error),
    });
    return { ...note, status: "failed" };
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
