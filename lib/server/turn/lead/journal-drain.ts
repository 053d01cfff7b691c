import "server-only";
import type { ContactRequest, ConversationEntry } from "@/lib/shared/api/contract";
import { ApiError } from "@/lib/server/api/errors";
import { loadHistory } from "@/lib/server/turn/conversation/history";
import { noticeLanguageFor } from "@/lib/server/privacy/notices";
import { PRIVACY_NOTICE_VERSION } from "@/lib/server/privacy/version";
import { log } from "@/lib/server/log/log";
import { store, type Db } from "@/lib/server/store";
import { withStoreDeadline } from "@/lib/server/store/deadline";
import { isStoreUnavailable } from "@/lib/server/store/errors";
import { leadJournal, type JournalEntry, type JournaledLead, type LeadJournal } from "./journal";
import { saveLead, type LeadFollowUp, type SavedLead } from "@/lib/server/leads/lead-store";
import { leadTranscript } from "@/lib/server/leads/transcript";
import { kickLeadWorker } from "@/lib/server/leads/worker";

// The whole conversation goes with the lead, as in capture.ts.
const TRANSCRIPT_TURNS = 200;
/** One move may wait this long for the store; the query timeouts end it sooner on PostgreSQL. */
const MOVE_DEADLINE_MS = 15_000;

export interface DrainOptions {
  /** Between rounds while the journal holds nothing due. */
  idleMs: number;
  /** First wait after a round that found the store down; doubles up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** A lead the store refuses for another reason (a bug) is retried this far apart at most. */
  maxEntryBackoffMs: number;
  journal: () => Promise<LeadJournal>;
  db: () => Promise<Db>;
}

const DEFAULTS: DrainOptions = {
  idleMs: 30_000,
  backoffMs: 1_000,
  maxBackoffMs: 8_000,
  maxEntryBackoffMs: 10 * 60_000,
  journal: leadJournal,
  db: store,
};

/**
 * Keeps a lead the store could not take: on the local disk, then moved into the
 * store by the drain. Resolves once the journal's write is synced; throws when
 * even that failed (the visitor must then hear that nothing was saved).
 */
export async function journalLead(
  entry: JournalEntry,
  options: { holdMs?: number; journal?: () => Promise<LeadJournal> } = {},
): Promise<void> {
  await (await (options.journal ?? leadJournal)()).write(entry, options.holdMs);
  log.warn("lead kept in the local journal while the store is unavailable", {
    lead: entry.id,
    conversation: entry.conversationId,
    surface: entry.surface,
  });
  kickJournalDrain();
}

/**
 * The contact route's fallback: the lead is safe once journaled, so the
 * browser hears success, as it would from the store. Only if the journal
 * fails too is the answer the store's 503.
 */
export async function journalContact(
  request: ContactRequest,
  conversationId: string,
  id: string,
  followUp: LeadFollowUp | undefined,
  cause: unknown,
): Promise<{ conversationId: string; lead: SavedLead }> {
  try {
    await journalLead({
      id,
      conversationId,
      name: request.name,
      phone: request.phone,
      language: request.language,
      transcript: request.messages ?? [],
      followUp,
      surface: "contact",
      createdAt: Date.now(),
    });
  } catch (error) {
    log.error("contact could not be kept in the local journal either", {
      conversation: conversationId,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new ApiError("unavailable", "contact", undefined, { cause });
  }
  return { conversationId, lead: { id, created: true } };
}

/**
 * The reply the visitor saw (empty: none came) joins a journaled lead held for
 * it, and the lead is moved. Never throws: a lead not released here is moved when its hold ends.
 */
export async function completeJournaledReply(id: string, reply: string, now: number = Date.now()): Promise<void> {
  try {
    const entry = reply ? ({ sender: "assistant", content: reply.slice(0, 4000), timestamp: new Date(now).toISOString() } as const) : null;
    if (await (await leadJournal()).completeReply(id, entry, now)) kickJournalDrain();
  } catch (error) {
    log.warn("reply could not be added to the journaled lead; it is moved without it", { lead: id, error: String(error) });
  }
}

/**
 * Puts one journaled lead into the store through the normal path: its
 * conversation (created under the id the visitor's cookie holds, if the store
 * never saw it), the stored turns before the journaled ones, then saveLead
 * under the journaled id, and the outbox's kick. Safe to repeat: a lead already
 * there under that id, or under the same conversation and phone, is found.
 */
export async function moveJournaledLead(db: Db, entry: JournalEntry): Promise<"moved" | "present"> {
  if ((await db.query("SELECT 1 AS found FROM leads WHERE id = $1", [entry.id])).length) return "present";
  await db.execute("INSERT INTO conversations (id, language, created_at, updated_at) VALUES ($1, $2, $3, $3) ON CONFLICT (id) DO NOTHING", [
    entry.conversationId,
    entry.language,
    entry.createdAt,
  ]);
  const history = (await loadHistory(db, entry.conversationId, TRANSCRIPT_TURNS)).turns;
  const stored = history.map((t): ConversationEntry => ({
    sender: t.role,
    content: t.content.slice(0, 4000),
    timestamp: new Date(t.at).toISOString(),
  }));
  await saveLead(
    db,
    {
      conversationId: entry.conversationId,
      name: entry.name,
      phone: entry.phone,
      language: entry.language,
      // A chat entry is the server's own record; a contact entry is the browser's copy, which may only add visitor lines.
      transcript:
        entry.surface === "chat"
          ? leadTranscript(mergeServerRecords(stored, entry.transcript), [])
          : leadTranscript(stored, entry.transcript),
      privacyVersion: PRIVACY_NOTICE_VERSION,
      privacyLanguage: noticeLanguageFor(entry.language),
      qualification: entry.followUp?.qualification,
      viewing: entry.followUp?.viewing,
    },
    { now: entry.createdAt, id: entry.id },
  );
  kickLeadWorker();
  return "moved";
}

/** The stored turns, then whatever the chat route journaled that the store did not see, in time order. */
export function mergeServerRecords(stored: ConversationEntry[], journaled: ConversationEntry[]): ConversationEntry[] {
  const known = new Set(stored.map((e) => `${e.sender}\u0000${e.content}`));
  const extra = journaled.filter((e) => !known.has(`${e.sender}\u0000${e.content}`));
  return [...stored, ...extra].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}

export interface DrainRound {
  moved: number;
  /** The store was unavailable: the round stopped at the first lead. */
  storeDown: boolean;
  /** Entries still in the journal afterwards. */
  left: number;
}

/**
 * One pass over the due entries. An entry leaves the journal only after the
 * store confirmed it. A store outage ends the pass (every other lead would
 * wait the same); any other refusal postpones that lead alone, with backoff.
 */
export async function drainJournalOnce(options: Partial<DrainOptions> = {}, now: number = Date.now()): Promise<DrainRound> {
  const o = { ...DEFAULTS, ...options };
  const journal = await o.journal();
  let moved = 0;
  let storeDown = false;
  for (const entry of await journal.due(now)) {
    try {
      await withStoreDeadline(
        o.db().then((db) => moveJournaledLead(db, entry)),
        MOVE_DEADLINE_MS,
      );
      await journal.remove(entry.id);
      moved += 1;
      log.info("journaled lead moved into the store", { lead: entry.id, waitedMs: Date.now() - entry.createdAt });
    } catch (error) {
      if (isStoreUnavailable(error)) {
        storeDown = true;
        break;
      }
      await postpone(journal, entry, error, o.maxEntryBackoffMs);
    }
  }
  return { moved, storeDown, left: await journal.size() };
}

async function postpone(journal: LeadJournal, entry: JournaledLead, error: unknown, maxMs: number): Promise<void> {
  const delay = Math.min(maxMs, 1_000 * 2 ** Math.min(20, entry.attempts));
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  log.error("journaled lead refused by the store; it stays in the journal and is tried again", {
    lead: entry.id,
    attempts: entry.attempts + 1,
    error: message,
  });
  await journal.postpone(entry.id, Date.now() + delay, message);
}

interface Drain {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  again: boolean;
  failures: number;
  stopped: boolean;
  options: DrainOptions;
}

// On globalThis: instrumentation.ts and every route bundle must find the same drain.
const holder = globalThis as typeof globalThis & { __journalDrain?: Drain };

/**
 * The process's one drain, started at boot (instrumentation.ts) like the lead
 * outbox, so leads journaled before a crash or restart are moved without
 * waiting for a visitor. It sleeps while the journal is empty and backs off
 * while the store is down.
 */
export function startJournalDrain(options: Partial<DrainOptions> = {}): void {
  if (holder.__journalDrain) return;
  const drain: Drain = { again: false, failures: 0, stopped: false, options: { ...DEFAULTS, ...options } };
  holder.__journalDrain = drain;
  runRound(drain);
}

/** A lead was just journaled: a round now, or right after the running one; while the store is down, at the next backoff. */
export function kickJournalDrain(): void {
  if (!holder.__journalDrain) return startJournalDrain();
  const drain = holder.__journalDrain;
  if (drain.stopped) return;
  if (drain.running) {
    drain.again = true;
    return;
  }
  // Backing off from a store outage: the timer's round comes soon enough, and one round at a time probes the store.
  if (drain.failures > 0 && drain.timer) return;
  runRound(drain);
}

function runRound(drain: Drain): void {
  clearTimeout(drain.timer);
  drain.timer = undefined;
  drain.running = round(drain).finally(() => (drain.running = undefined));
}

async function round(drain: Drain): Promise<void> {
  let wait = drain.options.idleMs;
  try {
    const result = await drainJournalOnce(drain.options);
    drain.failures = result.storeDown ? drain.failures + 1 : 0;
    if (result.storeDown) wait = Math.min(drain.options.maxBackoffMs, drain.options.backoffMs * 2 ** (drain.failures - 1));
    else if (result.left > 0) {
      const next = await (await drain.options.journal()).nextDue();
      if (next !== null) wait = Math.max(0, Math.min(drain.options.idleMs, next - Date.now()));
    }
  } catch (error) {
    // The journal itself could not be read: try again later, loudly.
    drain.failures += 1;
    wait = drain.options.maxBackoffMs;
    log.error("lead journal could not be drained", { error: error instanceof Error ? error.message : String(error) });
  }
  if (drain.stopped) return;
  // A lead journaled during the round goes next, unless the store was just found down.
  if (drain.again && drain.failures === 0) wait = 0;
  drain.again = false;
  drain.timer = setTimeout(() => runRound(drain), wait);
  drain.timer.unref();
}

/** For tests and orderly shutdown. */
export async function stopJournalDrain(): Promise<void> {
  const drain = holder.__journalDrain;
  holder.__journalDrain = undefined;
  if (!drain) return;
  drain.stopped = true;
  clearTimeout(drain.timer);
  await drain.running;
}
