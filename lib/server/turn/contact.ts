import "server-only";
import { randomUUID } from "node:crypto";
import type { ContactRequest } from "@/lib/shared/api/contract";
import { ApiError } from "@/lib/server/api/errors";
import { conversationWithoutStore, resolveConversation } from "@/lib/server/turn/conversation/registry";
import { journalContact } from "@/lib/server/turn/lead/journal-drain";
import type { SavedLead } from "@/lib/server/leads/lead-store";
import { submitLead } from "@/lib/server/turn/lead/submit";
import { loadSalesState } from "@/lib/server/turn/sales/store";
import { store, type Db } from "@/lib/server/store";
import { storeDeadline } from "@/lib/server/store/deadline";
import { isStoreUnavailable } from "@/lib/server/store/errors";

/**
 * The browser's contact call: the lead joins the visitor's conversation (or
 * starts one, whose cookie the route then sends, so the chat call that follows
 * lands on the same lead). A store that fails or is late does not cost the
 * lead: the local journal keeps it (journal-drain.ts) and the visitor hears success.
 */
export async function submitContact(
  request: ContactRequest,
  claimedConversation: string | undefined,
): Promise<{ conversationId: string; lead: SavedLead }> {
  const inTime = storeDeadline();
  const leadId = randomUUID();
  let db: Db;
  let conversationId: string;
  try {
    db = await inTime(store());
    conversationId = (await inTime(resolveConversation(db, claimedConversation, request.language))).id;
  } catch (error) {
    if (!isStoreUnavailable(error)) throw new ApiError("unavailable", "contact", undefined, { cause: error });
    return journalContact(request, conversationWithoutStore(claimedConversation).id, leadId, undefined, error);
  }
  // What the chat learnt before the number was given goes with the lead; without it the lead still counts.
  const followUp = await inTime(loadSalesState(db, conversationId)).catch(() => undefined);
  try {
    const lead = await inTime(submitLead(request, { conversationId, db, followUp, awaitingReply: request.awaitingReply === true, leadId }));
    return { conversationId, lead };
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    return journalContact(request, conversationId, leadId, followUp, error);
  }
}
