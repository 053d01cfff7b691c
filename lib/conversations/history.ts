import "server-only";
import type { ChatTurn } from "@/lib/assistant/provider";
import type { LocaleCode } from "@/lib/i18n/locales";
import type { Queryable } from "@/lib/store";

/** How much of a conversation goes back to the model with each message. */
export const HISTORY_TURNS = 20;

export interface History {
  language: LocaleCode | null;
  turns: ChatTurn[];
}

export async function loadHistory(db: Queryable, conversationId: string, limit = HISTORY_TURNS): Promise<History> {
  const rows = await db.query<{ role: string; content: string; language: string }>(
    "SELECT role, content, language FROM conversation_turns WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2",
    [conversationId, limit],
  );
  const turns = rows.reverse().map((r) => ({ role: r.role === "assistant" ? "assistant" : "user", content: r.content }) as ChatTurn);
  return { language: (rows[0]?.language as LocaleCode | undefined) ?? null, turns };
}

export async function appendTurns(db: Queryable, conversationId: string, language: LocaleCode, turns: readonly ChatTurn[]): Promise<void> {
  const now = Date.now();
  for (const turn of turns) {
    await db.execute(
      "INSERT INTO conversation_turns (conversation_id, language, role, content, created_at) VALUES ($1, $2, $3, $4, $5)",
      [conversationId, language, turn.role, turn.content, now],
    );
  }
}
