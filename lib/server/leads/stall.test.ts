import "server-only";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import { startSmtpServer, type TestSmtp } from "@/test/support/smtp";
import { log } from "@/lib/server/log/log";
import type { Db } from "@/lib/server/store/db";
import { messageIdFor } from "./email";
import { findLead, saveLead } from "./lead-store";
import { createMailer } from "./mailer";
import { LeadOutbox } from "./outbox";

const addresses = { from: "Aurelia <no-reply@aurelia-residences.example>", to: "sales@aurelia-residences.example" };
// Long enough that a fresh run's own store calls and send, on a busy machine, never look like a stall themselves:
// at 400 ms a loaded test run once saw the run that started over flagged too.
const STALL_MS = 1_000;

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The store's timeouts bound every query; this is the net below them. The
 * outbox's first claim is made to hang for good (the real store behind it is
 * fine): the worker must notice within a stall period, say so once, and
 * deliver with a fresh run instead of waiting forever.
 */
describe.each(testDatabaseKinds())("a stalled lead outbox on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: TestSmtp;

  beforeAll(async () => {
    database = await createTestDatabase(kind, "stall");
    db = await database.open();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await db.close();
    await database.drop();
  });

  it("logs a run that made no progress once, starts over, and delivers the lead exactly once", async () => {
    const warn = jest.spyOn(log, "warn").mockImplementation(() => {});
    const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: database.env.DATA_DIR, timeoutMs: 5_000 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let claims = 0;
    const hanging: Db = {
      ...db,
      query: async (sql, params) => {
        if (sql.includes("state = 'leased'") && ++claims === 1) await held;
        return db.query(sql, params);
      },
    };
    const worker = new LeadOutbox({ db: hanging, mailer, addresses, pollMs: 50, stallMs: STALL_MS });
    try {
      const { id } = await saveLead(db, newLead());
      const started = Date.now();
      worker.start();
      await until(async () => (await findLead(db, id))?.status === "delivered");
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(STALL_MS);
      expect(elapsed).toBeLessThan(STALL_MS + 2_000);

      // Quiet for three more stall periods: one stall, one warning.
      await new Promise((r) => setTimeout(r, 3 * STALL_MS));
      const stalls = warn.mock.calls.filter(([message]) => /no progress/.test(message));
      expect(stalls).toHaveLength(1);

      // The abandoned run wakes up at last: it finds nothing due and sends nothing.
      release();
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.messageIdCounts()).toEqual(new Map([[messageIdFor({ id, revision: 0 }), 1]]));
    } finally {
      release();
      await worker.stop();
      mailer.close();
      warn.mockRestore();
    }
  });
});
