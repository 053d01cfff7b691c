import "server-only";
import type { Migration } from "../db";
import { blob } from "./types";

export const audio: Migration = {
  id: "003-audio",
  statements: (dialect) => [
    `CREATE TABLE IF NOT EXISTS audio_cache (
      key TEXT PRIMARY KEY,
      content_type TEXT NOT NULL,
      bytes ${blob(dialect)} NOT NULL,
      created_at BIGINT NOT NULL
    )`,
  ],
};
