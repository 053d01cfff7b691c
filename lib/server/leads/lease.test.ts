import "server-only";
import { testDatabaseKinds } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import { useOutboxFixture } from "@/test/support/outbox-fixture";
import { log } from "@/lib/server/log/log";
import type { Db } from "@/lib/server/store/db";
import { StoreUnavailableError } from "@/lib/server/store/errors";
import { messageIdFor } from "./email";
import { claimDueDeliveries } from "./delivery-store";
import { findLead, saveLead } from "./lead-store";
import type { Mailer } from "./mailer";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDatabaseKinds())("lead leases on %s", (kind) => {
  const f = useOutboxFixture(kind, "lease", 5_000);
  const { mailer, outbox } = f;

  it("retries a lead whose worker died after 15 s, not 120 s, under the same Message-ID", async () => {
    const t = Date.UTC(2026, 10, 20, 3, 0);
    const { id } = await saveLead(f.db, newLead(), { now: t });
    // A worker claims it with the default lease, then dies: no send, no renewal.
    let now = t;
    const survivor = outbox({ now: () => now });
    const [claimed] = await claimDueDeliveries(f.db, { now: t, leaseMs: 15_000, limit: 10, targets: ["email"] });
    expect(claimed.id).toBe(id);

    now = t + 14_999;
    expect(await survivor.runOnce()).toBe(0);
    now = t + 15_000;
    expect(await survivor.runOnce()).toBe(1);
    expect(f.smtp.messages.map((m) => m.header("message-id"))).toEqual([messageIdFor({ id, revision: 0 })]);
    expect(await findLead(f.db, id)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("renews the lease while a slow send is under way, so a second worker does not race it", async () => {
    const { id } = await saveLead(f.db, newLead());
    const real = mailer();
    // A mail server that takes eight leases to accept the message.
    const slow: Mailer = { ...real, send: async (message) => (await sleep(1_600), real.send(message)) };
    const first = outbox({ mailer: slow, leaseMs: 200, heartbeatMs: 50 });
    const second = outbox({ leaseMs: 200, heartbeatMs: 50 }).start();
    await first.runOnce();
    await sleep(300);
    await second.stop();
    expect(f.smtp.messageIdCounts()).toEqual(new Map([[messageIdFor({ id, revision: 0 }), 1]]));
    expect(await findLead(f.db, id)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("records a send the store could not record before it claims anything, so the lead is not emailed again", async () => {
    const warn = jest.spyOn(log, "warn").mockImplementation(() => {});
    try {
      const { id } = await saveLead(f.db, newLead());
      // The store fails exactly when the worker records the send: the mail server has the lead, the row says "leased".
      let failNextMark = true;
      const flaky: Db = {
        ...f.db,
        query: (sql, params) => f.db.query(sql, params),
        execute: (sql, params) => {
          if (failNextMark && sql.includes("state = 'delivered'")) {
            failNextMark = false;
            return Promise.reject(new StoreUnavailableError(new Error("Query read timeout")));
          }
          return f.db.execute(sql, params);
        },
      };
      const worker = outbox({ db: flaky, leaseMs: 50 });
      expect(await worker.runOnce()).toBe(1);
      expect(await findLead(f.db, id)).toMatchObject({ status: "leased" });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not record/), expect.objectContaining({ lead: id }));

      // The lease has run out: without the record-first rule this run would claim and send it again.
      await sleep(100);
      expect(await worker.runOnce()).toBe(0);
      expect(await findLead(f.db, id)).toMatchObject({ status: "delivered" });
      expect(f.smtp.messageIdCounts()).toEqual(new Map([[messageIdFor({ id, revision: 0 }), 1]]));
    } finally {
      warn.mockRestore();
    }
  });
});
