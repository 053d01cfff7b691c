import "server-only";
import type { Dialect, Migration } from "../db";

/**
 * What a size-bounded audio cache and retention need: each clip's size and the
 * conversation that first asked for it, plus a one-row running total kept by
 * triggers, so a put can tell whether the cap is passed without summing the
 * table, and a delete from anywhere (retention, an operator) keeps it right.
 */
export const audioCacheBounds: Migration = {
  id: "007-audio-cache-bounds",
  statements: (dialect) => [
    "ALTER TABLE audio_cache ADD COLUMN size_bytes BIGINT NOT NULL DEFAULT 0",
    "ALTER TABLE audio_cache ADD COLUMN conversation_id TEXT",
    "UPDATE audio_cache SET size_bytes = length(bytes)",
    "CREATE INDEX IF NOT EXISTS audio_cache_by_age ON audio_cache (created_at, key)",
    "CREATE INDEX IF NOT EXISTS audio_cache_by_conversation ON audio_cache (conversation_id)",
    "CREATE TABLE IF NOT EXISTS audio_cache_usage (id INTEGER PRIMARY KEY, bytes BIGINT NOT NULL)",
    "INSERT INTO audio_cache_usage (id, bytes) SELECT 1, COALESCE(SUM(size_bytes), 0) FROM audio_cache",
    ...usageTriggers(dialect),
  ],
};

function usageTriggers(dialect: Dialect): string[] {
  if (dialect === "sqlite") {
    return [
      `CREATE TRIGGER IF NOT EXISTS audio_cache_added AFTER INSERT ON audio_cache
       BEGIN UPDATE audio_cache_usage SET bytes = bytes + NEW.size_bytes WHERE id = 1; END`,
      `CREATE TRIGGER IF NOT EXISTS audio_cache_removed AFTER DELETE ON audio_cache
       BEGIN UPDATE audio_cache_usage SET bytes = bytes - OLD.size_bytes WHERE id = 1; END`,
      `CREATE TRIGGER IF NOT EXISTS audio_cache_resized AFTER UPDATE OF size_bytes ON audio_cache
       BEGIN UPDATE audio_cache_usage SET bytes = bytes + NEW.size_bytes - OLD.size_bytes WHERE id = 1; END`,
    ];
  }
  return [
    `CREATE OR REPLACE FUNCTION audio_cache_usage_track() RETURNS trigger LANGUAGE plpgsql AS $body$
     BEGIN
       IF TG_OP = 'INSERT' THEN
         UPDATE audio_cache_usage SET bytes = bytes + NEW.size_bytes WHERE id = 1;
       ELSIF TG_OP = 'DELETE' THEN
         UPDATE audio_cache_usage SET bytes = bytes - OLD.size_bytes WHERE id = 1;
       ELSE
         UPDATE audio_cache_usage SET bytes = bytes + NEW.size_bytes - OLD.size_bytes WHERE id = 1;
       END IF;
       RETURN NULL;
     END
     $body$`,
    `CREATE TRIGGER audio_cache_usage_track AFTER INSERT OR DELETE OR UPDATE OF size_bytes ON audio_cache
     FOR EACH ROW EXECUTE FUNCTION audio_cache_usage_track()`,
    // Uncompressed out-of-line storage lets substring() read a slice of a clip
    // without fetching all of it (compressed values are inflated whole). Audio
    // barely compresses anyway. Applies to clips stored from now on.
    "ALTER TABLE audio_cache ALTER COLUMN bytes SET STORAGE EXTERNAL",
  ];
}
