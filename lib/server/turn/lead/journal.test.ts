import "server-only";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { converse } from "@/lib/server/turn/converse";
import { log } from "@/lib/server/log/log";
import { openStore, type Db } from "@/lib/server/store";
import { VISITOR_STORE_DEADLINE_MS } from "@/lib/server/store/deadline";
import { downDatabaseUrl } from "@/test/support/closed-port";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { uniquePhone } from "@/test/support/leads";
import { useServerStateOn } from "@/test/support/server-state";
import { startTcpProxy, type TcpProxy } from "@/test/support/tcp-proxy";
import { JOURNAL_FILE, LeadJournal, leadJournal, type JournalEntry } from "./journal";
import { drainJournalOnce, moveJournaledLead, startJournalDrain, stopJournalDrain } from "./journal-drain";

const root = path.resolve(__dirname, "../../../..");

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const leadsFor = (db: Db, phone: string) =>
  db.query<{ id: string; conversation_id: string; name: string; transcript: string; status: string }>(
    "SELECT l.id, l.conversation_id, l.name, l.transcript, e.state AS status FROM leads l JOIN deliveries e ON e.lead_id = l.id AND e.target = 'email' WHERE l.phone = $1",
    [phone],
  );

/** "012-345 6789"-style, as a visitor types it: detection joins the digits. */
const typed = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 6)} ${phone.slice(6)}`;

describe("the lead journal file", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lead-journal-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is readable by the server's user only, and keeps what was written across a reopen", async () => {
    const file = path.join(dir, "nested", JOURNAL_FILE);
    const entry: JournalEntry = {
      id: randomUUID(),
      conversationId: randomUUID(),
      name: "Aisha",
      phone: uniquePhone(),
      language: "ms" as never,
      transcript: [{ sender: "user", content: "Saya Aisha, 012-345 6789", timestamp: new Date().toISOString() }],
      surface: "chat",
      createdAt: Date.now(),
    };
    const journal = await LeadJournal.open(file);
    await journal.write(entry);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(
      await journal.completeReply(entry.id, { sender: "assistant", content: "Terima kasih", timestamp: new Date().toISOString() }),
    ).toBe(true);
    journal.close();

    const reopened = await LeadJournal.open(file);
    const [kept] = await reopened.due(Date.now());
    expect(kept).toMatchObject({ id: entry.id, phone: entry.phone, attempts: 0 });
    expect(kept.transcript.map((t) => t.content)).toEqual(["Saya Aisha, 012-345 6789", "Terima kasih"]);
    await reopened.remove(entry.id);
    expect(await reopened.size()).toBe(0);
    reopened.close();
  });
});

/**
 * PostgreSQL behind a proxy that holds every byte: the chat must answer a
 * visitor who gave a number within the visitor deadline, truthfully, and the
 * lead must reach the store (once) when the network comes back.
 */
(testDatabaseKinds().includes("postgres") ? describe : describe.skip)("a lead given while PostgreSQL is silent", () => {
  const target = useTestDatabase("postgres", "journal-stall");
  useServerStateOn(target);
  let proxy: TcpProxy;
  let proxied: Db;

  beforeAll(async () => {
    const url = new URL(target.database.env.DATABASE_URL ?? "");
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    proxied = await openStore({ databaseUrl: proxy.via(target.database.env.DATABASE_URL ?? "") });
  });
  afterAll(async () => {
    await stopJournalDrain();
    proxy.resume();
    await proxied.close();
    await proxy.close();
  });

  it("answers within the deadline that sales will call, then moves the lead into the store exactly once", async () => {
    const warn = jest.spyOn(log, "warn").mockImplementation(() => {});
    try {
      const phone = uniquePhone();
      // The drain's store is the silent one too, as in a server whose only store is behind the stall.
      startJournalDrain({ db: async () => proxied, backoffMs: 200, maxBackoffMs: 1_000 });
      // A server that has answered before: its first turn's one-time set-up is not what is measured.
      await (
        await converse({ message: "How big is Blitz?", assistantId: "aurelia-consultant-en", language: "en" }, { db: proxied })
      ).text();
      proxy.stop();
      const started = Date.now();
      const reply = await converse(
        { message: `I'm Aisha, call me on ${typed(phone)}`, assistantId: "aurelia-consultant-en", language: "en" },
        { db: proxied },
      );
      const text = await reply.text();
      const answeredMs = Date.now() - started;
      // The visitor deadline and the offline reply; far below the 12 s a silent query takes to fail (on a busy machine, with room).
      expect(answeredMs).toBeLessThan(VISITOR_STORE_DEADLINE_MS + 3_000);
      expect(text).toMatch(/Aisha.*will call you/);
      expect(text).toMatch(/AUR-[0-9A-F]{4}-[0-9A-F]{4}/);

      const [entry] = await (await leadJournal()).due(Date.now());
      expect(entry).toMatchObject({ phone, name: "Aisha", conversationId: reply.conversationId });
      // The reply the visitor saw goes to sales with the lead.
      expect(entry.transcript.map((t) => t.sender)).toEqual(["user", "assistant"]);

      await new Promise((r) => setTimeout(r, 1_500));
      expect(await leadsFor(target.db, phone)).toEqual([]);
      expect(await (await leadJournal()).size()).toBe(1);

      const resumedAt = Date.now();
      proxy.resume();
      const [lead] = await until(async () => (await leadsFor(target.db, phone)).length > 0 && leadsFor(target.db, phone), 40_000);
      const movedMs = Date.now() - resumedAt;
      expect(lead).toMatchObject({ id: entry.id, conversation_id: reply.conversationId, name: "Aisha" });
      expect(JSON.parse(lead.transcript).map((t: { content: string }) => t.content)).toEqual([
        `I'm Aisha, call me on ${typed(phone)}`,
        text,
      ]);
      // The visitor's cookie now names a conversation the store knows.
      expect(await target.db.query("SELECT id FROM conversations WHERE id = $1", [reply.conversationId])).toHaveLength(1);
      await until(async () => (await (await leadJournal()).size()) === 0, 10_000);
      // Then the normal path: the outbox sends it (an .eml file with no SMTP configured).
      await until(async () => (await leadsFor(target.db, phone))[0]?.status === "delivered", 20_000);
      expect(await leadsFor(target.db, phone)).toHaveLength(1);
      console.log(`journal stall: answered in ${answeredMs} ms while silent; in the store ${movedMs} ms after the network came back`);
    } finally {
      warn.mockRestore();
    }
  }, 90_000);
});

/**
 * A server process that journaled a lead (its store down) is killed with
 * SIGKILL before it could move it. The next process on the same DATA_DIR moves
 * it once; and a move the store committed before a kill took the journal's
 * delete with it is found, not repeated.
 */
describe.each(testDatabaseKinds())("a journaled lead after a kill, moved into %s", (kind) => {
  const target = useTestDatabase(kind, "journal-kill");
  useServerStateOn(target);

  it("is moved exactly once by the next process, with the reply the visitor saw", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "journal-kill-"));
    const phone = uniquePhone();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: await downDatabaseUrl(),
      DATA_DIR: dataDir,
      RATE_LIMIT: "off",
      LOG_SILENT: "1",
      CHAT_MESSAGE: `My name is Aisha, ${typed(phone)}`,
    };
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/server-only.mjs", "test/support/journal-chat-child.ts"],
      { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] },
    );
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    let journal: LeadJournal | undefined;
    try {
      await until(async () => output.includes("answered\n") || (child.exitCode !== null && Promise.reject(new Error(output))), 60_000);
      const answer = JSON.parse(output.split("\n")[0]) as { status: number; body: { success: boolean; message: string } };
      expect(answer.status).toBe(200);
      expect(answer.body.message).toMatch(/will call you/);
      child.kill("SIGKILL");
      await exited;

      journal = await LeadJournal.open(path.join(dataDir, JOURNAL_FILE));
      const opened = journal;
      const [entry] = await journal.due(Date.now());
      expect(entry).toMatchObject({ phone, name: "Aisha" });
      const options = { db: async () => target.db, journal: async () => opened };
      expect(await drainJournalOnce(options)).toEqual({ moved: 1, storeDown: false, left: 0 });
      expect(await drainJournalOnce(options)).toEqual({ moved: 0, storeDown: false, left: 0 });
      const leads = await leadsFor(target.db, phone);
      expect(leads).toHaveLength(1);
      expect(leads[0].id).toBe(entry.id);
      expect(JSON.parse(leads[0].transcript).map((t: { sender: string }) => t.sender)).toEqual(["user", "assistant"]);

      // Killed after the store's commit, before the journal's delete: the entry is still there, the lead too.
      const again = { ...entry, id: randomUUID(), conversationId: randomUUID(), phone: uniquePhone() };
      await journal.write(again);
      expect(await moveJournaledLead(target.db, again)).toBe("moved");
      expect(await drainJournalOnce(options)).toEqual({ moved: 1, storeDown: false, left: 0 });
      expect(await leadsFor(target.db, again.phone)).toHaveLength(1);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
      journal?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

/**
 * A journaled contact call holds the browser's copy of the conversation: once
 * moved, it may add only the visitor lines the server never heard, marked, as
 * any contact call may. The chat route's own entry is the server's record.
 */
describe.each(testDatabaseKinds())("the transcript of a journaled lead moved into %s", (kind) => {
  const target = useTestDatabase(kind, "journal-authority");
  const at = (s: number) => new Date(Date.UTC(2026, 10, 27, 3, 0, s)).toISOString();
  const entryOf = (surface: JournalEntry["surface"], transcript: JournalEntry["transcript"]): JournalEntry => ({
    id: randomUUID(),
    conversationId: randomUUID(),
    name: "Aisha",
    phone: uniquePhone(),
    language: "en",
    transcript,
    surface,
    createdAt: Date.parse(at(30)),
  });
  const storedTranscript = async (phone: string) =>
    JSON.parse((await leadsFor(target.db, phone))[0].transcript) as { sender: string; content: string; source?: string }[];

  it("keeps no consultant line from a contact call's copy, and marks its visitor lines", async () => {
    const entry = entryOf("contact", [
      { sender: "user", content: "Is Type B still available?", timestamp: at(1) },
      { sender: "assistant", content: "We promise a 10% discount.", timestamp: at(2) },
    ]);
    expect(await moveJournaledLead(target.db, entry)).toBe("moved");
    expect(await storedTranscript(entry.phone)).toEqual([
      { sender: "user", content: "Is Type B still available?", timestamp: at(1), source: "browser" },
    ]);
  });

  it("keeps the chat route's own entry, the consultant's reply included, unmarked", async () => {
    const entry = entryOf("chat", [
      { sender: "user", content: "I'm Aisha, call me", timestamp: at(1) },
      { sender: "assistant", content: "Thank you, Aisha! Our sales team will call you.", timestamp: at(2) },
    ]);
    expect(await moveJournaledLead(target.db, entry)).toBe("moved");
    expect((await storedTranscript(entry.phone)).map((t) => [t.sender, t.content, t.source])).toEqual([
      ["user", "I'm Aisha, call me", undefined],
      ["assistant", "Thank you, Aisha! Our sales team will call you.", undefined],
    ]);
  });
});
