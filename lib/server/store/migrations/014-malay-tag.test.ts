import "server-only";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { findLead } from "@/lib/server/leads/lead-store";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/support/databases";
import type { Db } from "../db";
import { migrate } from "../migrate";
import { openPostgres } from "../postgres";
import { openSqlite } from "../sqlite";
import { MIGRATIONS } from "./index";

const BEFORE = MIGRATIONS.findIndex((m) => m.id === "014-malay-tag");
const T = Date.UTC(2026, 10, 27, 3, 0);

async function open(database: TestDatabase): Promise<Db> {
  return database.env.DATABASE_URL
    ? openPostgres(database.env.DATABASE_URL, { max: 1 })
    : openSqlite(path.join(database.env.DATA_DIR, "site.db"));
}

describe.each(testDatabaseKinds())("migration 014 (Bahasa Malaysia stored as ms) on %s", (kind) => {
  let database: TestDatabase;
  let db: Db | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind, "malay_tag_014");
  });
  afterAll(async () => {
    await db?.close();
    await database.drop();
  });

  it("reads a Malay conversation and lead stored as `my` as `ms`, and leaves the other languages and the lead's version alone", async () => {
    db = await open(database);
    await migrate(db, MIGRATIONS.slice(0, BEFORE));
    const conversation = randomUUID();
    await db.execute("INSERT INTO conversations (id, language, created_at, updated_at) VALUES ($1, 'my', $2, $2)", [conversation, T]);
    await db.execute(
      "INSERT INTO conversation_turns (conversation_id, language, role, content, created_at) VALUES ($1, 'my', 'user', 'Hai', $2)",
      [conversation, T],
    );
    const lead = async (language: string) => {
      const id = randomUUID();
      await db!.execute(
        `INSERT INTO leads (id, conversation_id, name, phone, language, transcript, privacy_version, privacy_language, created_at, updated_at,
           version, qualification)
         VALUES ($1, $2, 'Siti', '0123456789', $3, '[]', '2026-11-01', $3, $4, $4, 7, '{}')`,
        [id, randomUUID(), language, T],
      );
      return id;
    };
    const malay = await lead("my");
    const arabic = await lead("ar");

    await migrate(db, MIGRATIONS);

    expect((await db.query("SELECT language FROM conversations WHERE id = $1", [conversation]))[0]).toEqual({ language: "ms" });
    expect((await db.query("SELECT language FROM conversation_turns WHERE conversation_id = $1", [conversation]))[0]).toEqual({
      language: "ms",
    });
    expect(await findLead(db, malay)).toMatchObject({ language: "ms", privacyLanguage: "ms" });
    expect(await findLead(db, arabic)).toMatchObject({ language: "ar", privacyLanguage: "ar" });
    expect(Number((await db.query("SELECT version FROM leads WHERE id = $1", [malay]))[0].version)).toBe(7);
  });
});
