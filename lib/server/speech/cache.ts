import "server-only";
import { createHash } from "node:crypto";
import { env } from "@/lib/server/config/env";
import { log } from "@/lib/server/log/log";
import { toBuffer, toNumber, type Db, type Queryable } from "@/lib/server/store/db";
import type { SynthesizedAudio } from "./provider";

export interface AudioKeyParts {
  provider: string;
  model: string;
  voice: string;
  language: string;
  text: string;
}

const KEY = /^[0-9a-f]{64}$/;

/**
 * What every stored clip is encoded as: eSpeak's WAV is compressed before it
 * is stored and the speech API is asked for it (service.ts). Part of the key.
 */
export const CLIP_FORMAT = "mp3";

/**
 * Audio is content-addressed: the same words in the same voice are synthesised
 * once and then served until the cache's cap or retention removes them (the
 * URL is immutable: a removed clip is synthesised again under the same key). A JSON array keeps the
 * parts unambiguous, so no choice of text can collide with another voice's.
 *
 * The format is in the key, not a migration: a clip stored as WAV under
 * "audio/v1" is never looked up again, so no URL handed out for MP3 can lead
 * to it, and those rows age out under the cache's cap and retention like any
 * other. Rewriting them in place would change bytes behind immutable URLs.
 */
export function audioKey(parts: AudioKeyParts): string {
  const input = JSON.stringify(["audio/v2", CLIP_FORMAT, parts.provider, parts.model, parts.voice, parts.language, parts.text]);
  return createHash("sha256").update(input, "utf8").digest("hex");
}

export function isAudioKey(value: string): boolean {
  return KEY.test(value);
}

export function audioUrl(key: string): string {
  return `/api/audio/${key}`;
}

export async function hasAudio(db: Queryable, key: string): Promise<boolean> {
  return (await db.query("SELECT 1 AS found FROM audio_cache WHERE key = $1", [key])).length > 0;
}

export async function getAudio(db: Queryable, key: string): Promise<SynthesizedAudio | null> {
  const rows = await db.query<{ content_type: string; bytes: unknown }>("SELECT content_type, bytes FROM audio_cache WHERE key = $1", [
    key,
  ]);
  return rows[0] ? { contentType: rows[0].content_type, bytes: toBuffer(rows[0].bytes) } : null;
}

export interface PutAudioOptions {
  /** The conversation that asked first: its clips go when retention deletes it. */
  conversationId?: string | null;
  now?: number;
  /** Defaults to AUDIO_CACHE_MB. */
  capBytes?: number;
  /** The clip speaks contact details (see clip-privacy.ts): never served to a shared cache. */
  personal?: boolean;
}

const EVICTION_BATCH = 32;
const RECOUNT = "UPDATE audio_cache_usage SET bytes = (SELECT COALESCE(SUM(size_bytes), 0) FROM audio_cache) WHERE id = 1";

export function audioCacheCapBytes(): number {
  return Math.floor(env().AUDIO_CACHE_MB * 1024 * 1024);
}

/**
 * Idempotent: two servers synthesising the same words both succeed, the first
 * row stays. Then keeps the cache under its cap, oldest clips out first. The
 * clip just stored is spared, so the URL its caller hands out works even if
 * the cap is smaller than that one clip.
 */
export async function putAudio(db: Db, key: string, audio: SynthesizedAudio, options: PutAudioOptions = {}): Promise<void> {
  const inserted = await db.execute(
    `INSERT INTO audio_cache (key, content_type, bytes, size_bytes, conversation_id, created_at, personal)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (key) DO NOTHING`,
    [
      key,
      audio.contentType,
      audio.bytes,
      audio.bytes.length,
      options.conversationId ?? null,
      options.now ?? Date.now(),
      options.personal ? 1 : 0,
    ],
  );
  if (inserted === 0) return;
  const cap = options.capBytes ?? audioCacheCapBytes();
  // The running total (kept by triggers) is one row: reading it is what makes a put cheap.
  if ((await audioCacheBytes(db)) <= cap) return;
  // The clip is stored and its URL works: a failed eviction must not fail the
  // visitor's request. The next put evicts again.
  await evictOldest(db, cap, key).catch((error: unknown) =>
    log.warn("audio cache eviction failed", { error: error instanceof Error ? error.message : String(error) }),
  );
}

/** The cache's size in bytes, as the triggers of migration 007 keep it. */
export async function audioCacheBytes(db: Queryable): Promise<number> {
  const [row] = await db.query<{ bytes: unknown }>("SELECT bytes FROM audio_cache_usage WHERE id = 1");
  return row ? toNumber(row.bytes) : 0;
}

/**
 * On PostgreSQL, whoever deletes clips in a transaction (eviction, retention)
 * locks the running total first. One evictor then runs at a time across
 * instances, and since every deleter takes the total before any clip, two of
 * them can never hold a clip each while waiting for the other's. Inserts wait
 * on the total only while a deleter runs. SQLite runs one writer at a time anyway.
 */
export async function lockAudioCacheTotal(tx: Queryable): Promise<number> {
  const lock = tx.dialect === "postgres" ? " FOR UPDATE" : "";
  const [usage] = await tx.query<{ bytes: unknown }>(`SELECT bytes FROM audio_cache_usage WHERE id = 1${lock}`);
  return toNumber(usage?.bytes ?? 0);
}

async function evictOldest(db: Db, cap: number, spare: string): Promise<void> {
  await db.transaction(async (tx) => {
    let excess = (await lockAudioCacheTotal(tx)) - cap;
    while (excess > 0) {
      const oldest = await tx.query<{ key: string; size_bytes: unknown }>(
        "SELECT key, size_bytes FROM audio_cache WHERE key <> $1 ORDER BY created_at, key LIMIT $2",
        [spare, EVICTION_BATCH],
      );
      if (oldest.length === 0) {
        // Nothing left to evict yet still over: the total drifted (see recountAudioCache), so mend it.
        await tx.execute(RECOUNT);
        break;
      }
      const victims: string[] = [];
      for (const row of oldest) {
        if (excess <= 0) break;
        victims.push(row.key);
        excess -= toNumber(row.size_bytes);
      }
      await tx.execute(`DELETE FROM audio_cache WHERE key IN (${victims.map((_k, i) => `$${i + 1}`).join(", ")})`, victims);
    }
  });
}

/**
 * Sets the running total to the table's real sum. The daily sweep calls it so
 * that a bulk change the triggers did not see (a TRUNCATE, a restore) cannot
 * leave the cap wrong for long. The total's row is locked first, so inserts
 * racing with the sum are counted exactly once.
 */
export async function recountAudioCache(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAudioCacheTotal(tx);
    await tx.execute(RECOUNT);
    return audioCacheBytes(tx);
  });
}
