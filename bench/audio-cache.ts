/**
 * The audio cache under a size cap: puts CLIPS distinct clips of WAV-like size
 * (150 to 330 kB of random bytes, what eSpeak makes of a 3 to 7 s sentence)
 * through putAudio with AUDIO_CACHE_MB as the cap, on SQLite and, when
 * DATABASE_URL is set, on PostgreSQL; then prints the cache's size and the
 * time a put takes (eviction included).
 *   npm run bench:audio-cache           (CLIPS=1000 AUDIO_CACHE_MB=50 by default)
 * Prints figures only; nothing here passes or fails on time.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { audioCacheBytes, audioKey, putAudio } from "@/lib/server/speech/cache";
import { createTestDatabase, testDatabaseKinds } from "@/test/support/databases";
import { setEnv } from "@/test/support/server-state";
import { median, print } from "./support";

const CLIPS = Number(process.env.CLIPS ?? 1000);
const CAP_MB = Number(process.env.AUDIO_CACHE_MB ?? 50);
const MB = 1024 * 1024;

/** A RIFF header on random bytes: as big as real speech, and as incompressible as audio gets. */
function wavLike(): Buffer {
  const size = 150_000 + Math.floor(Math.random() * 180_000);
  const bytes = randomBytes(size);
  bytes.write("RIFF", 0, "latin1");
  return bytes;
}

const fileSize = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

async function bench(kind: "sqlite" | "postgres") {
  const database = await createTestDatabase(kind, "bench-audio");
  const restore = setEnv({ AUDIO_CACHE_MB: String(CAP_MB), LOG_SILENT: "1" });
  const db = await database.open();
  try {
    const times: number[] = [];
    let putBytes = 0;
    for (let i = 0; i < CLIPS; i++) {
      const bytes = wavLike();
      putBytes += bytes.length;
      const key = audioKey({ provider: "espeak", model: "bench", voice: "default", language: "en", text: `clip ${i} ${Math.random()}` });
      const started = performance.now();
      await putAudio(db, key, { bytes, contentType: "audio/wav" }, { conversationId: `bench-${Math.floor(i / 5)}` });
      times.push(performance.now() - started);
    }
    const [row] = await db.query<{ n: unknown; bytes: unknown }>(
      "SELECT count(*) AS n, COALESCE(SUM(size_bytes), 0) AS bytes FROM audio_cache",
    );
    const sqliteFile = path.join(database.env.DATA_DIR, "site.db");
    const storage =
      kind === "sqlite"
        ? fileSize(sqliteFile) + fileSize(`${sqliteFile}-wal`)
        : Number((await db.query<{ n: unknown }>("SELECT pg_total_relation_size('audio_cache') AS n"))[0].n);
    const sorted = [...times].sort((a, b) => a - b);
    return {
      rows: Number(row.n),
      tableMb: Number(row.bytes) / MB,
      totalMb: (await audioCacheBytes(db)) / MB,
      storageMb: storage / MB,
      putMb: putBytes / MB,
      median: median(times),
      p95: sorted[Math.floor(sorted.length * 0.95)],
    };
  } finally {
    restore();
    await db.close();
    await database.drop();
  }
}

async function main() {
  print(`Audio cache: ${CLIPS} distinct clips of 150-330 kB through putAudio, cap AUDIO_CACHE_MB=${CAP_MB}`);
  print();
  print("| store      | put (MB) | rows kept | clips (MB) | running total (MB) | on disk (MB) | put median (ms) | put p95 (ms) |");
  print("|------------|---------:|----------:|-----------:|-------------------:|-------------:|----------------:|-------------:|");
  for (const kind of testDatabaseKinds()) {
    const r = await bench(kind);
    const n = (value: number, width: number, digits = 1) => value.toFixed(digits).padStart(width);
    print(
      `| ${kind.padEnd(10)} | ${n(r.putMb, 8)} | ${String(r.rows).padStart(9)} | ${n(r.tableMb, 10)} | ${n(r.totalMb, 18)} | ${n(r.storageMb, 12)} | ${n(r.median, 15, 2)} | ${n(r.p95, 12, 2)} |`,
    );
  }
  print("\non disk: the SQLite file with its WAL (freed pages are reused at once), or PostgreSQL's");
  print("pg_total_relation_size('audio_cache'): table, TOAST and indexes, including deleted clips that only");
  print("a (auto)vacuum makes reusable, so it settles near the cap plus what is put between two vacuums.");
  if (!process.env.DATABASE_URL) print("(PostgreSQL skipped: DATABASE_URL is not set.)");
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
