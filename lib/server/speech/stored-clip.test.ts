import "server-only";
import { randomBytes } from "node:crypto";
import { toBuffer, type Db, type Queryable, type Row } from "@/lib/server/store/db";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { audioResponse } from "./audio-response";
import { audioKey, putAudio } from "./cache";
import { CLIP_CHUNK_BYTES, openAudio } from "./stored-clip";

/** The real store, with every binary value it hands back measured on the way out. */
function measured(db: Db): { db: Queryable; reads: number[] } {
  const reads: number[] = [];
  return {
    reads,
    db: {
      dialect: db.dialect,
      async query<T extends Row>(sql: string, params?: readonly unknown[]) {
        const rows = await db.query<T>(sql, params);
        for (const row of rows) {
          for (const value of Object.values(row)) if (typeof value === "object" && value !== null) reads.push(toBuffer(value).length);
        }
        return rows;
      },
      execute: (sql, params) => db.execute(sql, params),
    },
  };
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(Buffer.from(read.value));
  return Buffer.concat(parts);
}

const get = (headers: Record<string, string> = {}) => new Request("http://localhost/api/audio/x", { headers });

describe.each(testDatabaseKinds())("stored clips on %s", (kind) => {
  const target = useTestDatabase(kind, "stored-clip");
  const MB = 1024 * 1024;
  const bytes = randomBytes(MB + 4321);
  const key = audioKey({ provider: "espeak", model: "m", voice: "v", language: "en", text: `one megabyte ${Math.random()}` });

  beforeAll(async () => {
    await putAudio(target.db, key, { bytes, contentType: "audio/wav" }, { capBytes: 10 * MB });
  });

  it("streams a 1 MB clip byte for byte in 64 kB reads, never whole", async () => {
    const { db, reads } = measured(target.db);
    const clip = await openAudio(db, key);
    expect(clip).toMatchObject({ contentType: "audio/wav", size: bytes.length });
    expect(reads).toEqual([]);
    expect((await collect(clip!.stream())).equals(bytes)).toBe(true);
    expect(reads).toHaveLength(Math.ceil(bytes.length / CLIP_CHUNK_BYTES));
    expect(Math.max(...reads)).toBe(CLIP_CHUNK_BYTES);
  });

  it("reads only as far as the consumer pulls", async () => {
    const { db, reads } = measured(target.db);
    const reader = (await openAudio(db, key))!.stream().getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value!).equals(bytes.subarray(0, CLIP_CHUNK_BYTES))).toBe(true);
    await reader.cancel();
    expect(reads.length).toBeLessThanOrEqual(2);
  });

  it("serves the whole clip, and ranges across chunk boundaries, as audio-response always did", async () => {
    const clip = (await openAudio(target.db, key))!;
    const whole = audioResponse(get(), key, clip);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-length")).toBe(String(bytes.length));
    expect(whole.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const cases: [string, number, number][] = [
      ["bytes=0-9", 0, 9],
      ["bytes=65530-65545", 65530, 65545],
      [`bytes=${bytes.length - 10}-`, bytes.length - 10, bytes.length - 1],
      ["bytes=-100", bytes.length - 100, bytes.length - 1],
      [`bytes=1000-${bytes.length + 50}`, 1000, bytes.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const part = audioResponse(get({ range }), key, clip);
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(part.headers.get("content-length")).toBe(String(end - start + 1));
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(start, end + 1))).toBe(true);
    }
    const beyond = audioResponse(get({ range: `bytes=${bytes.length}-` }), key, clip);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
  });

  it("answers a matching ETag with 304 without reading the clip", async () => {
    const { db, reads } = measured(target.db);
    const clip = (await openAudio(db, key))!;
    for (const etag of [`"${key}"`, `W/"${key}"`, `"other", "${key}"`, "*"]) {
      const response = audioResponse(get({ "if-none-match": etag }), key, clip);
      expect(response.status).toBe(304);
      expect(response.body).toBeNull();
    }
    expect(audioResponse(get({ "if-none-match": '"other"' }), key, clip).status).toBe(200);
    expect(reads).toEqual([]);
  });

  it("finds nothing for an unknown key", async () => {
    expect(await openAudio(target.db, "0".repeat(64))).toBeNull();
  });

  it("ends the body with an error if the clip is removed while it is read", async () => {
    const gone = audioKey({ provider: "espeak", model: "m", voice: "v", language: "en", text: `evicted ${Math.random()}` });
    await putAudio(target.db, gone, { bytes: randomBytes(200_000), contentType: "audio/wav" }, { capBytes: 10 * MB });
    const reader = (await openAudio(target.db, gone))!.stream().getReader();
    expect((await reader.read()).value).toHaveLength(CLIP_CHUNK_BYTES);
    await target.db.execute("DELETE FROM audio_cache WHERE key = $1", [gone]);
    await expect(reader.read()).rejects.toThrow("audio clip changed while it was read");
  });
});
