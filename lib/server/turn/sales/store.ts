import "server-only";
import type { Queryable } from "@/lib/server/store/db";
import { parseSalesState, EMPTY_SALES_STATE, type SalesState } from "./state";

export async function loadSalesState(db: Queryable, conversationId: string): Promise<SalesState> {
  const [row] = await db.query<{ sales_state: unknown }>("SELECT sales_state FROM conversations WHERE id = $1", [conversationId]);
  return row ? parseSalesState(row.sales_state) : EMPTY_SALES_STATE;
}

export async function saveSalesState(db: Queryable, conversationId: string, state: SalesState): Promise<void> {
  await db.execute("UPDATE conversations SET sales_state = $2 WHERE id = $1", [conversationId, JSON.stringify(state)]);
}
