import "server-only";
import type { ContactRequest, ConversationEntry } from "@/lib/shared/api/contract";
import { ApiError, isApiError, type Surface } from "@/lib/server/api/errors";
import { env } from "@/lib/server/config/env";
import { noticeLanguageFor } from "@/lib/server/privacy/notices";
import { PRIVACY_NOTICE_VERSION } from "@/lib/server/privacy/version";
import { store, type Db } from "@/lib/server/store";
import { loadHistory } from "@/lib/server/turn/conversation/history";
import { guardLeadPhone } from "@/lib/server/http/rate-limit";
import { hasLeadFor, saveLead, type LeadFollowUp, type SavedLead } from "@/lib/server/leads/lead-store";
import { PRIORITY, paceNewLead } from "./pacing";
import { leadTranscript } from "@/lib/server/leads/transcript";
import { kickLeadWorker } from "@/lib/server/leads/worker";

/**
 * How long a lead may wait for the consultant's reply to the message that gave
 * the number: long enough for a model's whole answer, short enough that sales
 * hears of a visitor whose reply never came within a minute.
 */
export const REPLY_HOLD_MS = 30_000;

export interface SubmitContext {
  /** A conversation the server issued (lib/server/turn/conversation/registry); null keeps the lead on its own. */
  conversationId: string | null;
  surface?: Surface;
  /** What the conversation has told the consultant so far: stored with the lead. */
  followUp?: LeadFollowUp;
  /**
   * The server's own record of the conversation, when the caller has it in
   * hand (the chat route, with the message it is answering); otherwise it is
   * read from the store. `request.messages` is only ever the browser's copy.
   */
  transcript?: readonly ConversationEntry[];
  /** A consultant's reply to the last message is on its way: hold the email for it (see REPLY_HOLD_MS). */
  awaitingReply?: boolean;
  now?: number;
  db?: Db;
  /** The id a new lead gets: chosen by a caller that may journal the same lead if the store is late. */
  leadId?: string;
}

/**
 * Stores a lead durably, then nudges the outbox. Resolves only after the row is
 * committed, so "success" to the visitor means the lead survives a crash. The
 * email itself goes out asynchronously.
 */
export async function submitLead(request: ContactRequest, context: SubmitContext): Promise<SavedLead> {
  const surface = context.surface ?? "contact";
  let saved: SavedLead;
  try {
    const db = context.db ?? (await store());
    const server = context.transcript ?? (await serverTranscript(db, context.conversationId));
    // Only a new lead counts against the phone: the browser's retries and a
    // number given twice in one chat update the lead the visitor already has.
    // A visitor the consultant has talked with is never refused: anyone who
    // knows their number could otherwise spend its allowance to silence them.
    const talked = talkedWithConsultant(server);
    const isNew = !(await hasLeadFor(db, context.conversationId, request.phone));
    if (isNew && !talked) await guardLeadPhone(request.phone, surface);
    const now = context.now ?? Date.now();
    // A new lead counts against the site-wide cap; an update of one only ever moves up the queue.
    const pacing = isNew
      ? await paceNewLead(db, { talked, now, perMinute: env().LEADS_PER_MINUTE })
      : talked
        ? { priority: PRIORITY.conversation }
        : {};
    saved = await saveLead(
      db,
      {
        conversationId: context.conversationId,
        name: request.name,
        phone: request.phone,
        language: request.language,
        transcript: leadTranscript(server, request.messages ?? []),
        // The notice the visitor could read in their language when they chose to share their number.
        privacyVersion: PRIVACY_NOTICE_VERSION,
        privacyLanguage: noticeLanguageFor(request.language),
        qualification: context.followUp?.qualification,
        viewing: context.followUp?.viewing,
      },
      { now, holdMs: context.awaitingReply ? REPLY_HOLD_MS : 0, id: context.leadId, ...pacing },
    );
  } catch (error) {
    if (isApiError(error)) throw error;
    throw new ApiError("unavailable", surface, undefined, { cause: error });
  }
  kickLeadWorker();
  return saved;
}

// The whole conversation goes with the lead, not just the part the model is shown.
const TRANSCRIPT_TURNS = 200;

/** What the server itself stored of the conversation: the authority for what was said. */
async function serverTranscript(db: Db, conversationId: string | null): Promise<ConversationEntry[]> {
  if (!conversationId) return [];
  const { turns } = await loadHistory(db, conversationId, TRANSCRIPT_TURNS);
  return turns.map((t) => ({ sender: t.role, content: t.content.slice(0, 4000), timestamp: new Date(t.at).toISOString() }));
}

/** The conversation has had at least one of the consultant's replies, by the server's record. */
export function talkedWithConsultant(server: readonly ConversationEntry[]): boolean {
  return server.some((entry) => entry.sender === "assistant");
}
