import "server-only";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { claimDueDeliveries, deliveriesOf, type DeliveryRecord } from "@/lib/server/leads/delivery-store";
import { findLead } from "@/lib/server/leads/lead-store";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/support/databases";
import type { Db } from "../db";
import { migrate } from "../migrate";
import { openPostgres } from "../postgres";
import { openSqlite } from "../sqlite";
import { MIGRATIONS } from "./index";

const BEFORE = MIGRATIONS.findIndex((m) => m.id === "013-deliveries");
const T = Date.UTC(2026, 10, 27, 3, 0);

/** The store as a server before the delivery table left it: every migration up to 012. */
async function openBefore(database: TestDatabase): Promise<Db> {
  const db = database.env.DATABASE_URL
    ? await openPostgres(database.env.DATABASE_URL, { max: 1 })
    : await openSqlite(path.join(database.env.DATA_DIR, "site.db"));
  await migrate(db, MIGRATIONS.slice(0, BEFORE));
  return db;
}

interface OldEmail {
  status: "pending" | "sending" | "sent" | "dead";
  attempts: number;
  nextAttemptAt: number;
  lockedUntil?: number;
  claimToken?: string;
  lastError?: string;
  sentAt?: number;
  revision?: number;
  priority?: number;
  version?: number;
  updatedAt?: number;
}

/** A lead as the old schema kept it: its email's queue in its own columns. */
async function insertOldLead(db: Db, email: OldEmail): Promise<string> {
  const id = randomUUID();
  await db.execute(
    `INSERT INTO leads (id, conversation_id, name, phone, language, transcript, privacy_version, privacy_language, created_at, updated_at,
       status, attempts, next_attempt_at, locked_until, last_error, sent_at, revision, claim_token, qualification, version, priority)
     VALUES ($1, $2, 'Siti', '0123456789', 'en', '[]', '2026-11-01', 'en', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, '{}', $13, $14)`,
    [
      id,
      randomUUID(),
      T,
      email.updatedAt ?? T,
      email.status,
      email.attempts,
      email.nextAttemptAt,
      email.lockedUntil ?? null,
      email.lastError ?? null,
      email.sentAt ?? null,
      email.revision ?? 0,
      email.claimToken ?? null,
      email.version ?? 1,
      email.priority ?? 1,
    ],
  );
  return id;
}

/** The webhook's record as migration 010 made it. */
async function insertOldWebhook(
  db: Db,
  leadId: string,
  record: {
    version: number;
    status: string;
    attempts: number;
    nextAttemptAt: number;
    lockedUntil?: number;
    claimToken?: string;
    lastError?: string;
    deliveredAt?: number;
  },
): Promise<void> {
  await db.execute(
    `INSERT INTO lead_deliveries (lead_id, target, version, status, attempts, next_attempt_at, updated_at, locked_until, claim_token, last_error, delivered_at)
     VALUES ($1, 'webhook', $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      leadId,
      record.version,
      record.status,
      record.attempts,
      record.nextAttemptAt,
      T,
      record.lockedUntil ?? null,
      record.claimToken ?? null,
      record.lastError ?? null,
      record.deliveredAt ?? null,
    ],
  );
}

const row = (db: Db, id: string, target: "email" | "webhook") => deliveriesOf(db, id).then((rows) => rows.find((r) => r.target === target));

describe.each(testDatabaseKinds())("migration 013 (one delivery table) on %s", (kind) => {
  let database: TestDatabase;
  let db: Db | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind, "deliveries_013");
  });
  afterAll(async () => {
    await db?.close();
    await database.drop();
  });

  it("carries every email and webhook delivery over as it stood, and drops the old queue", async () => {
    db = await openBefore(database);
    const delivered = await insertOldLead(db, { status: "sent", attempts: 1, nextAttemptAt: T, sentAt: T + 500, revision: 2, version: 5 });
    const retrying = await insertOldLead(db, {
      status: "pending",
      attempts: 3,
      nextAttemptAt: T + 90_000,
      lastError: "451 try later",
      priority: 2,
    });
    const leased = await insertOldLead(db, {
      status: "sending",
      attempts: 1,
      nextAttemptAt: T,
      lockedUntil: T + 15_000,
      claimToken: "worker-a",
    });
    const dead = await insertOldLead(db, { status: "dead", attempts: 9, nextAttemptAt: T, lastError: "550 no such user" });
    const paced = await insertOldLead(db, { status: "pending", attempts: 0, nextAttemptAt: T + 40_000, priority: 0 });
    // Webhook records: delivered, retrying, dead, and one whose lead changed after it was delivered.
    await insertOldWebhook(db, delivered, { version: 5, status: "sent", attempts: 1, nextAttemptAt: T, deliveredAt: T + 700 });
    await insertOldWebhook(db, retrying, {
      version: 1,
      status: "pending",
      attempts: 2,
      nextAttemptAt: T + 60_000,
      lastError: "webhook answered 503",
    });
    await insertOldWebhook(db, dead, { version: 1, status: "dead", attempts: 7, nextAttemptAt: T, lastError: "webhook answered 500" });
    const changed = await insertOldLead(db, {
      status: "pending",
      attempts: 0,
      nextAttemptAt: T + 30_000,
      revision: 1,
      version: 3,
      updatedAt: T + 1_000,
    });
    await insertOldWebhook(db, changed, { version: 2, status: "sent", attempts: 1, nextAttemptAt: T, deliveredAt: T + 100 });
    // A record whose lead retention already took.
    await insertOldWebhook(db, randomUUID(), { version: 1, status: "sent", attempts: 1, nextAttemptAt: T });

    await migrate(db, MIGRATIONS);

    const base = { leaseHolder: null, leaseUntil: null, lastError: null, deliveredAt: null, revision: 0, priority: 1, version: 1 };
    const expectRow = async (id: string, target: "email" | "webhook", expected: Partial<DeliveryRecord>) =>
      expect(await row(db!, id, target)).toEqual({ ...base, leadId: id, target, ...expected });
    await expectRow(delivered, "email", {
      state: "delivered",
      attempts: 1,
      nextAttemptAt: T,
      deliveredAt: T + 500,
      revision: 2,
      version: 5,
    });
    await expectRow(retrying, "email", {
      state: "pending",
      attempts: 3,
      nextAttemptAt: T + 90_000,
      lastError: "451 try later",
      priority: 2,
    });
    await expectRow(leased, "email", { state: "leased", attempts: 1, nextAttemptAt: T, leaseHolder: "worker-a", leaseUntil: T + 15_000 });
    await expectRow(dead, "email", { state: "dead", attempts: 9, nextAttemptAt: T, lastError: "550 no such user" });
    await expectRow(paced, "email", { state: "pending", attempts: 0, nextAttemptAt: T + 40_000, priority: 0 });
    await expectRow(changed, "email", { state: "pending", attempts: 0, nextAttemptAt: T + 30_000, revision: 1, version: 3 });

    await expectRow(delivered, "webhook", { state: "delivered", attempts: 1, nextAttemptAt: T, deliveredAt: T + 700, version: 5 });
    await expectRow(retrying, "webhook", {
      state: "pending",
      attempts: 2,
      nextAttemptAt: T + 60_000,
      lastError: "webhook answered 503",
      priority: 2,
    });
    await expectRow(dead, "webhook", { state: "dead", attempts: 7, nextAttemptAt: T, lastError: "webhook answered 500" });
    // Changed since it was delivered: open again for the lead's version, due with its email, still held for the reply.
    await expectRow(changed, "webhook", { state: "pending", attempts: 0, nextAttemptAt: T + 30_000, version: 3, deliveredAt: T + 100 });
    expect(await row(db, paced, "webhook")).toBeUndefined();
    expect(Number((await db.query<{ n: unknown }>("SELECT count(*) AS n FROM deliveries"))[0].n)).toBe(10);

    // The lead still reads as it did: its email's state under the old names.
    expect(await findLead(db, retrying)).toMatchObject({
      status: "pending",
      attempts: 3,
      nextAttemptAt: T + 90_000,
      lastError: "451 try later",
      revision: 0,
    });
    expect(await findLead(db, delivered)).toMatchObject({ status: "delivered", sentAt: T + 500, revision: 2, version: 5 });

    // The old queue is gone.
    await expect(db.query("SELECT status FROM leads")).rejects.toThrow();
    await expect(db.query("SELECT priority FROM leads")).rejects.toThrow();
    await expect(db.query("SELECT 1 FROM lead_deliveries")).rejects.toThrow();

    // And the claim takes over where the old workers left off: due retries, the expired lease, the reopened webhook.
    const claimed = await claimDueDeliveries(db, { now: T + 90_000, leaseMs: 15_000, limit: 100, targets: ["email", "webhook"] });
    expect(claimed.map((d) => `${d.id}|${d.target}|${d.attempts}`).sort()).toEqual(
      [
        `${retrying}|email|4`,
        `${retrying}|webhook|3`,
        `${leased}|email|2`,
        `${paced}|email|1`,
        `${changed}|email|1`,
        `${changed}|webhook|1`,
      ].sort(),
    );
  });
});
