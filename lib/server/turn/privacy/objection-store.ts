import "server-only";
import { objectToTrainingOnLeads } from "@/lib/server/leads/lead-store";
import type { Db, Queryable } from "@/lib/server/store/db";
import { toNumber } from "@/lib/server/store/db";

/**
 * Stores the visitor's objection to training on the conversation and on every lead it has, in one
 * transaction: a lead given later in the conversation takes it from there (lib/server/leads/lead-store).
 * The first objection's time is kept; saying it again changes nothing. Returns how many leads changed.
 */
export async function recordTrainingObjection(db: Db, conversationId: string, at: number): Promise<{ leads: number }> {
  return db.transaction(async (tx) => {
    await tx.execute("UPDATE conversations SET training_objection_at = $2 WHERE id = $1 AND training_objection_at IS NULL", [
      conversationId,
      at,
    ]);
    return { leads: await objectToTrainingOnLeads(tx, conversationId, at) };
  });
}

/** When the visitor of this conversation objected to training; null when they did not (or it is unknown). */
export async function trainingObjectionOf(db: Queryable, conversationId: string): Promise<number | null> {
  const [row] = await db.query<{ at: unknown }>("SELECT training_objection_at AS at FROM conversations WHERE id = $1", [conversationId]);
  return row?.at === null || row?.at === undefined ? null : toNumber(row.at);
}
