import "server-only";
import type { Db } from "@/lib/store/db";

const DAY_MS = 24 * 60 * 60_000;

export interface PurgeResult {
  cutoff: number;
  leads: number;
  conversationTurns: number;
}

/**
 * Deletes leads whose data is older than `days` (by their last update: the
 * newest thing the visitor told us) and the conversation turns of those leads'
 * conversations. Turns of a conversation that still has a younger lead stay,
 * since that lead's retention has not run out.
 */
export async function purgeLeads(db: Db, options: { days: number; now?: number }): Promise<PurgeResult> {
  if (!Number.isInteger(options.days) || options.days < 0) throw new RangeError("days must be a whole number, 0 or more");
  const cutoff = (options.now ?? Date.now()) - options.days * DAY_MS;
  return db.transaction(async (tx) => {
    const conversationTurns = await tx.execute(
      `DELETE FROM conversation_turns
       WHERE conversation_id IN (SELECT conversation_id FROM leads WHERE updated_at < $1 AND conversation_id IS NOT NULL)
         AND conversation_id NOT IN (SELECT conversation_id FROM leads WHERE updated_at >= $1 AND conversation_id IS NOT NULL)`,
      [cutoff],
    );
    const leads = await tx.execute("DELETE FROM leads WHERE updated_at < $1", [cutoff]);
    return { cutoff, leads, conversationTurns };
  });
}
