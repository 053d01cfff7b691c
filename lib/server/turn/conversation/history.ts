import "server-only";
import type { ChatTurn } from "@/lib/server/assistant/provider";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { Queryable } from "@/lib/server/store";
import { toNumber } from "@/lib/server/store/db";

/** How much of a conversation goes back to the model with each message. */
export const HISTORY_TURNS = 20;

/** A stored turn, with when it was said (the lead's transcript shows it). */
export interface StoredTurn extends ChatTurn {
  at: number;
}

export interface History {
  language: LocaleCode | null;
  turns: StoredTurn[];
}

export async function loadHistory(db: Queryable, conversationId: string, limit = HISTORY_TURNS): Promise<History> {
  const rows = await db.query<{ role: string; content: string; language: string; created_at: unknown }>(
    "SELECT role, content, language, created_at FROM conversation_turns WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2",
    [conversationId, limit],
  );
  const turns = rows
    .reverse()
    .map((r): StoredTurn => ({ role: r.role === "assistant" ? "assistant" : "user", content: r.content, at: toNumber(r.created_at) }));
  return { language: (rows[0]?.language as LocaleCode | undefined) ?? null, turns };
}

export async function appendTurns(
  db: Queryable,
  conversationId: string,
  language: LocaleCode,
  turns: readonly (ChatTurn & { at?: number })[],
): Promise<void> {
  const now = Date.now();
  for (const turn of turns) {
    await db.execute("INSERT INTO conversation_turns (conversation_id, language, role, content, created_at) VALUES ($1, $2, $3, $4, $5)", [
      conversationId,
      language,
      turn.role,
      turn.content,
      turn.at ?? now,
    ]);
  }
}

/** The consultant's recent replies in a conversation, newest first (what its speech may read). */
export async function recentAssistantTurns(db: Queryable, conversationId: string, limit = HISTORY_TURNS): Promise<string[]> {
  const rows = await db.query<{ content: string }>(
    "SELECT content FROM conversation_turns WHERE conversation_id = $1 AND role = 'assistant' ORDER BY id DESC LIMIT $2",
    [conversationId, limit],
  );
  return rows.map((r) => r.content);
}
