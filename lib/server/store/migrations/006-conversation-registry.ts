import "server-only";
import type { Migration } from "../db";

/**
 * Conversations the server issued. An id the browser sends counts only if it is
 * here, so a visitor can never pick (and read) someone else's conversation; the
 * last activity drives retention.
 */
export const conversationRegistry: Migration = {
  id: "006-conversation-registry",
  statements: () => [
    `CREATE TABLE IF NOT EXISTS conversations (
      id TEXT PRIMARY KEY,
      language TEXT NOT NULL,
      created_at BIGINT NOT NULL,
      updated_at BIGINT NOT NULL
    )`,
    "CREATE INDEX IF NOT EXISTS conversations_by_activity ON conversations (updated_at)",
    "CREATE INDEX IF NOT EXISTS conversation_turns_by_time ON conversation_turns (created_at)",
  ],
};
