import "server-only";
import { createHash } from "node:crypto";
import { toBuffer, type Queryable } from "@/lib/store/db";
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
 * Audio is content-addressed: the same words in the same voice are synthesised
 * once and then served forever (the URL is immutable). A JSON array keeps the
 * parts unambiguous, so no choice of text can collide with another voice's.
 */
export function audioKey(parts: AudioKeyParts): string {
  const input = JSON.stringify(["audio/v1", parts.provider, parts.model, parts.voice, parts.language, parts.text]);
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
  const rows = await db.query<{ content_type: string; bytes: unknown }>(
    "SELECT content_type, bytes FROM audio_cache WHERE key = $1",
    [key],
  );
  return rows[0] ? { contentType: rows[0].content_type, bytes: toBuffer(rows[0].bytes) } : null;
}

/** Idempotent: two servers synthesising the same words both succeed, the first row stays. */
export async function putAudio(db: Queryable, key: string, audio: SynthesizedAudio, now = Date.now()): Promise<void> {
  await db.execute(
    "INSERT INTO audio_cache (key, content_type, bytes, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING",
    [key, audio.contentType, audio.bytes, now],
  );
}
