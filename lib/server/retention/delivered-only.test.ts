import "server-only";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { backfillDeliveries } from "@/lib/server/leads/delivery-store";
import { findLead, saveLead } from "@/lib/server/leads/lead-store";
import { createMailer } from "@/lib/server/leads/mailer";
import { LeadOutbox } from "@/lib/server/leads/outbox";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { withEnv } from "@/test/support/env";
import { newLead } from "@/test/support/leads";
import { startSmtpServer, type TestSmtp } from "@/test/support/smtp";
import { DAY_MS, purgeExpired } from "./purge";

const NOW = Date.UTC(2027, 5, 1);
const ago = (days: number) => NOW - days * DAY_MS;
const addresses = { from: "Aurelia <no-reply@aurelia-residences.example>", to: "sales@aurelia-residences.example" };
const PERIODS = { leadDays: 60, conversationDays: 30 };
const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** The JSON log lines written while `body` runs. */
async function logLines<T>(
  body: () => Promise<T>,
): Promise<{ result: T; lines: { level: string; message: string; [field: string]: unknown }[] }> {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(String(args[0]));
  const spies = [jest.spyOn(console, "log"), jest.spyOn(console, "warn"), jest.spyOn(console, "error")].map((spy) =>
    spy.mockImplementation(record),
  );
  try {
    const result = await withEnv({ LOG_SILENT: undefined }, body);
    return { result, lines: lines.map((line) => JSON.parse(line)) };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe.each(testDatabaseKinds())("retention of leads sales may not have had, on %s", (kind) => {
  const target = useTestDatabase(kind, "retention-delivery");
  let smtp: TestSmtp;
  let outboxDir: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "eml-")), "outbox");
    // As an older version left it: readable by anyone on the machine.
    fs.mkdirSync(outboxDir, { mode: 0o755 });
    fs.chmodSync(outboxDir, 0o755);
  });
  afterAll(async () => {
    await smtp.close();
    fs.rmSync(path.dirname(outboxDir), { recursive: true, force: true });
  });

  it("writes each lead email as a file only the server's user can read, named by the lead", async () => {
    const files = createMailer({ outboxDir });
    const worker = new LeadOutbox({ db: target.db, mailer: files, addresses, now: () => NOW });
    const lead = newLead();
    const { id } = await saveLead(target.db, lead, { now: ago(70) });
    expect(await worker.runOnce()).toBe(1);
    await saveLead(
      target.db,
      { ...lead, transcript: [...lead.transcript, { sender: "user", content: "Sunday?", timestamp: new Date(ago(69)).toISOString() }] },
      { now: ago(69) },
    );
    expect(await worker.runOnce()).toBe(1);
    files.close();
    expect(fs.readdirSync(outboxDir).sort()).toEqual([`lead-${id}.eml`, `lead-${id}.r1.eml`]);
    expect(mode(outboxDir)).toBe(0o700);
    for (const name of fs.readdirSync(outboxDir)) expect(mode(path.join(outboxDir, name))).toBe(0o600);
  });

  it("deletes a lead, and its .eml files, only once it was delivered or dead-lettered; keeps and logs the rest", async () => {
    // Whatever the previous case stored is delivered and past retention: it goes too.
    const files = createMailer({ outboxDir });
    const written = new LeadOutbox({ db: target.db, mailer: files, addresses, now: () => NOW });

    // Emailed, but its CRM delivery is still on its way.
    const crm = await saveLead(target.db, newLead(), { now: ago(62) });
    expect(await written.runOnce()).toBe(1);
    await backfillDeliveries(target.db, "webhook");
    await target.db.execute("UPDATE deliveries SET state = 'delivered' WHERE target = 'webhook' AND lead_id <> $1", [crm.id]);

    const delivered = await saveLead(target.db, newLead(), { now: ago(61) });
    expect(await written.runOnce()).toBe(1);

    // The mail server refuses it for good: dead-lettered, and logged as such for a person to call back.
    smtp.refuse({ stage: "rcpt", message: "mailbox unavailable", code: 550 });
    const refusing = createMailer({ smtpUrl: smtp.url, outboxDir, timeoutMs: 5_000 });
    const dead = await saveLead(target.db, newLead(), { now: ago(61) });
    const { lines: deadLines } = await logLines(() =>
      new LeadOutbox({ db: target.db, mailer: refusing, addresses, now: () => NOW }).runOnce(),
    );
    refusing.close();
    smtp.refuse(null);
    expect(deadLines).toContainEqual(
      expect.objectContaining({ level: "error", message: expect.stringContaining("DEAD-LETTERED"), lead: dead.id }),
    );

    // Never delivered at all (the mail server was down the whole time, say).
    const undelivered = await saveLead(target.db, newLead(), { now: ago(61) });
    // A file whose lead is long gone, and one that is not a lead's.
    const orphan = path.join(outboxDir, `lead-${randomUUID()}.eml`);
    fs.writeFileSync(orphan, "old", { mode: 0o644 });
    fs.writeFileSync(path.join(outboxDir, "notes.txt"), "keep");

    const { result, lines } = await logLines(() => purgeExpired(target.db, PERIODS, { now: NOW, outboxDir }));
    expect(result).toMatchObject({ leads: 3, undeliveredKept: 2, emlFiles: 4 });
    for (const gone of [delivered, dead]) expect(await findLead(target.db, gone.id)).toBeUndefined();
    for (const kept of [crm, undelivered]) expect(await findLead(target.db, kept.id)).toBeDefined();
    expect(fs.readdirSync(outboxDir).sort()).toEqual([`lead-${crm.id}.eml`, "notes.txt"].sort());
    expect(lines).toEqual([
      expect.objectContaining({
        level: "warn",
        message: "leads past retention kept: never delivered",
        count: 2,
        leads: expect.arrayContaining([`${undelivered.id} (pending)`, `${crm.id} (delivered)`]),
      }),
    ]);

    // Once sales has them, they go at the next sweep.
    expect(await written.runOnce()).toBe(1);
    await target.db.execute("UPDATE deliveries SET state = 'delivered' WHERE target = 'webhook' AND lead_id = $1", [crm.id]);
    files.close();
    expect(await purgeExpired(target.db, PERIODS, { now: NOW, outboxDir })).toMatchObject({ leads: 2, undeliveredKept: 0, emlFiles: 2 });
    expect(fs.readdirSync(outboxDir)).toEqual(["notes.txt"]);
  });
});
