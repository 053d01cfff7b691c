import "server-only";
import type { Migration } from "../db";
import { autoId } from "./types";

export const conversations: Migration = {
  id: "001-conversations",
  statements: (dialect) => [
    `CREATE TABLE IF NOT EXISTS conversation_turns (
      id ${autoId(dialect)},
      conversation_id TEXT NOT NULL,
      language TEXT NOT NULL,
      role TEXT NOT NULL,
      content TEXT NOT NULL,
      created_at BIGINT NOT NULL
    )`,
    "CREATE INDEX IF NOT EXISTS conversation_turns_by_conversation ON conversation_turns (conversation_id, id)",
  ],
};
