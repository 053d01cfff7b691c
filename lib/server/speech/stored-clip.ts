import "server-only";
import { toBuffer, toNumber, type Queryable } from "@/lib/server/store/db";

/** Big enough that a clip is a handful of queries, small enough that many listeners cost little memory. */
export const CLIP_CHUNK_BYTES = 64 * 1024;

export interface StoredClip {
  contentType: string;
  size: number;
  /** Bytes [start, end) read from the store chunk by chunk as the consumer pulls them. */
  stream(start?: number, end?: number): ReadableStream<Uint8Array>;
}

/**
 * A clip's type and size, and a way to stream it, without reading its bytes:
 * a 304 reads none, a range reads only its slice. substr() on the blob column
 * is the same SQL on SQLite and PostgreSQL (1-based offset).
 */
export async function openAudio(db: Queryable, key: string, options: { chunkBytes?: number } = {}): Promise<StoredClip | null> {
  const [row] = await db.query<{ content_type: string; size_bytes: unknown }>(
    "SELECT content_type, size_bytes FROM audio_cache WHERE key = $1",
    [key],
  );
  if (!row) return null;
  const size = toNumber(row.size_bytes);
  const chunkBytes = options.chunkBytes ?? CLIP_CHUNK_BYTES;
  return {
    contentType: row.content_type,
    size,
    stream(start = 0, end = size) {
      let offset = start;
      return new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            if (offset >= end) return controller.close();
            const length = Math.min(chunkBytes, end - offset);
            const [part] = await db.query<{ chunk: unknown }>("SELECT substr(bytes, $2, $3) AS chunk FROM audio_cache WHERE key = $1", [
              key,
              offset + 1,
              length,
            ]);
            const bytes = part ? toBuffer(part.chunk) : undefined;
            // Evicted mid-read: end the body with an error rather than a silently short clip.
            if (!bytes || bytes.length !== length) return controller.error(new Error("audio clip changed while it was read"));
            offset += length;
            controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
            if (offset >= end) controller.close();
          },
        },
        // Read a chunk only when the consumer asks for one: a slow listener holds 64 kB, not the clip.
        { highWaterMark: 0 },
      );
    },
  };
}
