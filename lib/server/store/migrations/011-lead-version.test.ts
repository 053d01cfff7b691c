import "server-only";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { backfillDeliveries, claimDueDeliveries } from "@/lib/server/leads/delivery-store";
import { saveLead } from "@/lib/server/leads/lead-store";
import { idempotencyKey } from "@/lib/server/leads/webhook";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import type { Db } from "../db";
import { migrate } from "../migrate";
import { openPostgres } from "../postgres";
import { openSqlite } from "../sqlite";
import { MIGRATIONS } from "./index";

const BEFORE = MIGRATIONS.findIndex((m) => m.id === "011-lead-version");
const T = Date.UTC(2026, 10, 24, 3, 0);

/** The store as a server before the version counter left it: every migration up to 010. */
async function openBefore(database: TestDatabase): Promise<Db> {
  const db = database.env.DATABASE_URL
    ? await openPostgres(database.env.DATABASE_URL, { max: 1 })
    : await openSqlite(path.join(database.env.DATA_DIR, "site.db"));
  await migrate(db, MIGRATIONS.slice(0, BEFORE));
  return db;
}

async function insertOldLead(db: Db, updatedAt: number, delivery: { version: number; status: string; attempts: number }): Promise<string> {
  const id = randomUUID();
  await db.execute(
    `INSERT INTO leads (id, conversation_id, name, phone, language, transcript, privacy_version, privacy_language, created_at, updated_at, status, attempts, next_attempt_at, revision, qualification)
     VALUES ($1, $2, 'Siti', '0123456789', 'en', '[]', '2026-11-01', 'en', $3, $4, 'sent', 1, $4, 0, '{}')`,
    [id, randomUUID(), T, updatedAt],
  );
  await db.execute(
    `INSERT INTO lead_deliveries (lead_id, target, version, status, attempts, next_attempt_at, updated_at) VALUES ($1, 'webhook', $2, $3, $4, $5, $5)`,
    [id, delivery.version, delivery.status, delivery.attempts, T],
  );
  return id;
}

describe.each(testDatabaseKinds())("migration 011 (the lead's version counter) on %s", (kind) => {
  let database: TestDatabase;
  let db: Db | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind, "lead_version");
  });
  afterAll(async () => {
    await db?.close();
    await database.drop();
  });

  it("sends nothing twice, keeps a retry's key, and sends an update a slow clock hid before the upgrade", async () => {
    db = await openBefore(database);
    const delivered = await insertOldLead(db, T + 1_000, { version: T + 1_000, status: "sent", attempts: 1 });
    const retrying = await insertOldLead(db, T + 2_000, { version: T + 2_000, status: "pending", attempts: 2 });
    // Delivered at a fast clock's time, then changed by a server whose clock was behind: the old check never saw it.
    const hidden = await insertOldLead(db, T + 3_000, { version: T + 60_000, status: "sent", attempts: 1 });

    await migrate(db, MIGRATIONS);
    const now = T + 120_000;
    await backfillDeliveries(db, "webhook");
    const claimed = await claimDueDeliveries(db, { now, leaseMs: 15_000, limit: 10, targets: ["webhook"] });
    expect(claimed.map((d) => [d.id, idempotencyKey(d)]).sort()).toEqual(
      [
        [retrying, `lead-${retrying}-${T + 2_000}`],
        [hidden, `lead-${hidden}-${T + 3_000}`],
      ].sort(),
    );
    expect(claimed.map((d) => d.id)).not.toContain(delivered);

    // A new lead starts at version 1, and every later change is the next one.
    const lead = newLead();
    const { id } = await saveLead(db, lead, { now });
    await saveLead(db, { ...lead, name: "Siti Nur" }, { now: now - 600_000 });
    const [row] = await db.query<{ version: unknown }>("SELECT version FROM leads WHERE id = $1", [id]);
    expect(Number(row.version)).toBe(2);
  });
});
