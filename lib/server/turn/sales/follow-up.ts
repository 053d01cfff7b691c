import "server-only";
import type { ChatTurn } from "@/lib/server/assistant/provider";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { followUpLeads } from "@/lib/server/turn/lead/capture";
import { mergeQualification, type Qualification } from "@/lib/server/lead-profile/qualification";
import { log } from "@/lib/server/log/log";
import type { Db } from "@/lib/server/store";
import { EMPTY_SALES_STATE } from "./state";
import { loadSalesState, saveSalesState } from "./store";
import { planSalesTurn, type SalesTurn } from "./plan";

/** The model's reader of qualification slots for a conversation (lib/server/turn/qualification/model); null when none may run. */
export type Qualifier = (conversationId: string) => Promise<((turns: readonly ChatTurn[]) => Promise<Qualification>) | null>;

export interface FollowUpMessage {
  message: string;
  language: LocaleCode;
  /** Earlier turns of the conversation, without this message. */
  history: readonly ChatTurn[];
  now: number;
  /** The message carries a phone number (read once per message, by the turn). */
  contactGiven: boolean;
}

/**
 * This message's effect on the sales side (lib/server/turn/sales/plan), kept before the
 * reply is written. The store failing here costs the follow-up, never the reply.
 */
export async function planSalesFollowUp(db: Db, conversationId: string, input: FollowUpMessage): Promise<SalesTurn> {
  const state = await loadSalesState(db, conversationId).catch(() => EMPTY_SALES_STATE);
  // Interest: a second question, or contact details in this one.
  const engaged = input.history.some((t) => t.role === "user");
  const turn = planSalesTurn({
    state,
    message: input.message,
    language: input.language,
    now: new Date(input.now),
    engaged,
    contactGiven: input.contactGiven,
  });
  try {
    await saveSalesState(db, conversationId, turn.state);
  } catch (error) {
    log.warn("sales state could not be stored", {
      conversation: conversationId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return turn;
}

/**
 * The model fills the same slots by structured output over the whole
 * conversation; what it reads wins over the offline reader's per-message
 * guesses. Failures are logged and cost nothing but the refinement.
 */
export async function refineWithModel(db: Db, conversationId: string, turns: readonly ChatTurn[], qualifier: Qualifier): Promise<void> {
  try {
    const read = await qualifier(conversationId);
    if (!read) return;
    const found = await read(turns);
    if (Object.keys(found).length === 0) return;
    const state = await loadSalesState(db, conversationId);
    const qualification = mergeQualification(state.qualification, found);
    await saveSalesState(db, conversationId, { ...state, qualification });
    await followUpLeads(db, conversationId, { qualification, viewing: state.viewing });
  } catch (error) {
    log.warn("the model could not read the qualification; the offline reading stands", {
      conversation: conversationId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
