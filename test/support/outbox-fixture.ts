import type { Db } from "@/lib/server/store/db";
import { createMailer, type Mailer } from "@/lib/server/leads/mailer";
import { LeadOutbox, type OutboxOptions } from "@/lib/server/leads/outbox";
import { createTestDatabase, type TestDatabase } from "./databases";
import { startSmtpServer, type TestSmtp } from "./smtp";

export const LEAD_ADDRESSES = { from: "Aurelia <no-reply@aurelia-residences.example>", to: "sales@aurelia-residences.example" };

/**
 * For the enclosing `describe`: a fresh database, a real SMTP server per test,
 * and outboxes and mailers that are stopped after each test, which also starts
 * with no lead left over from the one before.
 */
export function useOutboxFixture(kind: "sqlite" | "postgres", label: string, mailerTimeoutMs = 2_000) {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  let smtp: TestSmtp | undefined;
  const mailers: Mailer[] = [];
  const outboxes: LeadOutbox[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind, label);
    db = await database.open();
  });
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await Promise.all(outboxes.splice(0).map((o) => o.stop()));
    mailers.splice(0).forEach((m) => m.close());
    await smtp?.close();
    await db?.execute("DELETE FROM deliveries");
    await db?.execute("DELETE FROM leads");
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  const fixture = {
    get database(): TestDatabase {
      return database!;
    },
    get db(): Db {
      return db!;
    },
    get smtp(): TestSmtp {
      return smtp!;
    },
    /** The SMTP server back on its port after a test closed it (a mail server outage that ends). */
    async restartSmtp(): Promise<void> {
      smtp = await startSmtpServer({ port: smtp!.port });
    },
    /** A mailer to this test's SMTP server, closed after the test. */
    mailer(): Mailer {
      const created = createMailer({ smtpUrl: smtp!.url, outboxDir: database!.env.DATA_DIR, timeoutMs: mailerTimeoutMs });
      mailers.push(created);
      return created;
    },
    /** An outbox on this database, stopped after the test. */
    outbox(options: Partial<OutboxOptions> = {}): LeadOutbox {
      return fixture.adopt(new LeadOutbox({ db: db!, mailer: fixture.mailer(), addresses: LEAD_ADDRESSES, pollMs: 25, ...options }));
    },
    /** Stops an outbox the test built itself after the test, as the others are. */
    adopt(outbox: LeadOutbox): LeadOutbox {
      outboxes.push(outbox);
      return outbox;
    },
  };
  return fixture;
}
