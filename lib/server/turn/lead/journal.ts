import "server-only";
import fs from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import type { ConversationEntry } from "@/lib/shared/api/contract";
import { env } from "@/lib/server/config/env";
import { DEFAULT_LOCALE, parseLocale, type LocaleCode } from "@/lib/shared/i18n/locales";
import type { LeadFollowUp } from "@/lib/server/leads/lead-store";

/**
 * A lead the store could not take when the visitor gave it. Its id is the id
 * the lead gets in the store, so moving it twice (a crash between the store's
 * commit and the journal's delete) finds the lead already there.
 */
export interface JournalEntry {
  id: string;
  /** The conversation the visitor's cookie names (issued now if the store could not issue one). */
  conversationId: string;
  name: string;
  phone: string;
  language: LocaleCode;
  transcript: ConversationEntry[];
  followUp?: LeadFollowUp;
  surface: "chat" | "contact";
  createdAt: number;
}

export interface JournaledLead extends JournalEntry {
  attempts: number;
  nextAttemptAt: number;
}

export const JOURNAL_FILE = "lead-journal.db";

/** An entry as written; one journaled before Bahasa Malaysia was kept as `ms` names it `my`. */
function readEntry(stored: unknown): JournalEntry {
  const entry = JSON.parse(String(stored)) as JournalEntry;
  return { ...entry, language: parseLocale(entry.language) ?? DEFAULT_LOCALE };
}

/**
 * The local file that holds leads while the store is down: SQLite on the
 * server's own disk, each write committed with a full sync before the visitor
 * hears that the details were received. Readable by the server's user only:
 * it holds names and phone numbers.
 */
export class LeadJournal {
  // One statement at a time: libsql runs them synchronously, and the drain and
  // the routes share this client.
  private tail: Promise<unknown> = Promise.resolve();

  private constructor(private readonly client: Client) {}

  static async open(file: string): Promise<LeadJournal> {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Created (or narrowed) to 0600 before SQLite writes a byte into it.
    fs.closeSync(fs.openSync(file, "a", 0o600));
    fs.chmodSync(file, 0o600);
    const client = createClient({ url: `file:${file}`, timeout: 5000 });
    try {
      // FULL sync in WAL mode: a committed entry survives a crash or power loss.
      await client.execute("PRAGMA journal_mode = WAL");
      await client.execute("PRAGMA synchronous = FULL");
      await client.execute("PRAGMA busy_timeout = 5000");
      await client.execute(`CREATE TABLE IF NOT EXISTS journaled_leads (
        id TEXT PRIMARY KEY,
        entry TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT
      )`);
    } catch (error) {
      client.close();
      throw error;
    }
    return new LeadJournal(client);
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => {});
    return result;
  }

  /**
   * Resolves once the entry is on disk. `holdMs` keeps it from the drain while
   * the consultant's reply is on its way (as the store holds a lead's email):
   * `completeReply` ends the hold, or it runs out.
   */
  async write(entry: JournalEntry, holdMs = 0): Promise<void> {
    await this.inTurn(() =>
      this.client.execute({
        sql: "INSERT INTO journaled_leads (id, entry, created_at, next_attempt_at) VALUES (?, ?, ?, ?)",
        args: [entry.id, JSON.stringify(entry), entry.createdAt, entry.createdAt + holdMs],
      }),
    );
  }

  /** The consultant's reply to the message that gave the number (null: none came) joins the transcript, and the hold ends. */
  async completeReply(id: string, reply: ConversationEntry | null, now: number = Date.now()): Promise<boolean> {
    return this.inTurn(async () => {
      const rows = (await this.client.execute({ sql: "SELECT entry FROM journaled_leads WHERE id = ?", args: [id] })).rows;
      if (!rows.length) return false;
      const entry = readEntry(rows[0].entry);
      if (reply) entry.transcript.push(reply);
      await this.client.execute({
        sql: "UPDATE journaled_leads SET entry = ?, next_attempt_at = MIN(next_attempt_at, ?) WHERE id = ?",
        args: [JSON.stringify(entry), now, id],
      });
      return true;
    });
  }

  /** Entries due for a move, oldest first. */
  async due(now: number, limit = 50): Promise<JournaledLead[]> {
    const rows = await this.inTurn(
      async () =>
        (
          await this.client.execute({
            sql: "SELECT entry, attempts, next_attempt_at FROM journaled_leads WHERE next_attempt_at <= ? ORDER BY created_at LIMIT ?",
            args: [now, limit],
          })
        ).rows,
    );
    return rows.map((r) => ({
      ...readEntry(r.entry),
      attempts: Number(r.attempts),
      nextAttemptAt: Number(r.next_attempt_at),
    }));
  }

  /** The earliest time an entry is due, or null when the journal is empty. */
  async nextDue(): Promise<number | null> {
    const rows = await this.inTurn(async () => (await this.client.execute("SELECT MIN(next_attempt_at) AS due FROM journaled_leads")).rows);
    const due = rows[0]?.due;
    return due === null || due === undefined ? null : Number(due);
  }

  async size(): Promise<number> {
    const rows = await this.inTurn(async () => (await this.client.execute("SELECT COUNT(*) AS n FROM journaled_leads")).rows);
    return Number(rows[0]?.n ?? 0);
  }

  async postpone(id: string, nextAttemptAt: number, error: string): Promise<void> {
    await this.inTurn(() =>
      this.client.execute({
        sql: "UPDATE journaled_leads SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?",
        args: [nextAttemptAt, error.slice(0, 500), id],
      }),
    );
  }

  /** Only once the store has confirmed the lead. */
  async remove(id: string): Promise<void> {
    await this.inTurn(() => this.client.execute({ sql: "DELETE FROM journaled_leads WHERE id = ?", args: [id] }));
  }

  close(): void {
    this.client.close();
  }
}

// On globalThis: the routes and instrumentation.ts are separate bundles, and must share one file handle.
const holder = globalThis as typeof globalThis & { __leadJournal?: Promise<LeadJournal> };

/** The process's journal, in DATA_DIR. A journal that could not be opened is tried again by the next caller. */
export function leadJournal(): Promise<LeadJournal> {
  if (!holder.__leadJournal) {
    const opening = LeadJournal.open(path.join(env().dataDir, JOURNAL_FILE));
    holder.__leadJournal = opening;
    opening.catch(() => {
      if (holder.__leadJournal === opening) holder.__leadJournal = undefined;
    });
  }
  return holder.__leadJournal;
}

/** For tests: the next call opens the journal of the current DATA_DIR. */
export async function closeLeadJournal(): Promise<void> {
  const opening = holder.__leadJournal;
  holder.__leadJournal = undefined;
  (await opening?.catch(() => undefined))?.close();
}
