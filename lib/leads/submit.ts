import "server-only";
import type { ContactRequest } from "@/lib/api/contract";
import { ApiError } from "@/lib/api/errors";
import { noticeLanguageFor } from "@/lib/privacy/notices";
import { PRIVACY_NOTICE_VERSION } from "@/lib/privacy/version";
import { store } from "@/lib/store";
import { saveLead, type SavedLead } from "./lead-store";
import { kickLeadWorker } from "./worker";

// The cookie is ours, but it arrives from the browser: anything unexpected counts as "no conversation".
const CONVERSATION_ID = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The contact call's one job: store the lead durably, then nudge the outbox.
 * Resolves only after the row is committed, so "success" to the visitor means
 * the lead survives a crash. The email itself goes out asynchronously.
 */
export async function submitLead(
  request: ContactRequest,
  context: { conversationId?: string | null; now?: number } = {},
): Promise<SavedLead> {
  const conversationId = context.conversationId && CONVERSATION_ID.test(context.conversationId) ? context.conversationId : null;
  let saved: SavedLead;
  try {
    saved = await saveLead(
      await store(),
      {
        conversationId,
        name: request.name,
        phone: request.phone,
        language: request.language,
        transcript: request.messages ?? [],
        // The notice the visitor could read in their language when they chose to share their number.
        privacyVersion: PRIVACY_NOTICE_VERSION,
        privacyLanguage: noticeLanguageFor(request.language),
      },
      { now: context.now },
    );
  } catch (error) {
    throw new ApiError("unavailable", "contact", undefined, { cause: error });
  }
  kickLeadWorker();
  return saved;
}
