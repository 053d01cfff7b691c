import "server-only";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import { backfillDeliveries, claimDueDeliveries } from "@/lib/server/leads/delivery-store";
import { saveLead } from "@/lib/server/leads/lead-store";
import { PRIORITY, paceNewLead } from "./pacing";

describe.each(testDatabaseKinds())("pacing new leads on %s", (kind) => {
  const target = useTestDatabase(kind, "lead-pacing");
  const T0 = Date.UTC(2026, 10, 27, 3, 0);
  beforeEach(async () => {
    await target.db.execute("DELETE FROM deliveries");
    await target.db.execute("DELETE FROM leads");
  });

  /** Stores a lead the way submitLead does: paced first, then saved with what pacing said. */
  const submit = async (now: number, talked = false, perMinute = 3) => {
    const pacing = await paceNewLead(target.db, { talked, now, perMinute });
    const saved = await saveLead(target.db, newLead(), { now, ...pacing });
    return { ...saved, ...pacing };
  };

  it("lets the cap's worth through a minute, then gives each further lead the next slot, one every 60/cap seconds", async () => {
    const within = [await submit(T0), await submit(T0 + 1), await submit(T0 + 2)];
    expect(within.map((l) => l.priority)).toEqual([PRIORITY.ordinary, PRIORITY.ordinary, PRIORITY.ordinary]);
    const past = [await submit(T0 + 3), await submit(T0 + 4), await submit(T0 + 5)];
    expect(past.map((l) => [l.priority, l.notBefore])).toEqual([
      [PRIORITY.paced, T0 + 3],
      [PRIORITY.paced, T0 + 3 + 20_000],
      [PRIORITY.paced, T0 + 3 + 40_000],
    ]);
    // A conversation the consultant has had is never paced, cap or not.
    const talked = await submit(T0 + 6, true);
    expect([talked.priority, talked.notBefore]).toEqual([PRIORITY.conversation, undefined]);
    // A minute after the flood the cap has room again.
    expect((await submit(T0 + 60_007)).priority).toBe(PRIORITY.ordinary);
  });

  it("gives the webhook the same order: a conversation's lead before flood leads due earlier", async () => {
    const flood = await saveLead(target.db, newLead(), { now: T0, priority: PRIORITY.ordinary });
    const conversation = await saveLead(target.db, newLead(), { now: T0 + 1, priority: PRIORITY.conversation });
    await backfillDeliveries(target.db, "webhook");
    const claim = async () =>
      (await claimDueDeliveries(target.db, { now: T0 + 1, leaseMs: 15_000, limit: 1, targets: ["webhook"] })).map((d) => d.id);
    expect(await claim()).toEqual([conversation.id]);
    expect(await claim()).toEqual([flood.id]);
  });
});
