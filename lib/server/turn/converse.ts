import "server-only";
import { after } from "next/server";
import { assistantFor, offlineAssistant } from "@/lib/server/assistant";
import { modelQualifierFor } from "@/lib/server/turn/qualification/model";
import type { AssistantProvider, ChatTurn, SalesNote } from "@/lib/server/assistant/provider";
import type { ChatRequest } from "@/lib/shared/api/contract";
import { encodeEvent, type ChatStreamEvent } from "@/lib/shared/api/chat-stream";
import { ApiError, isApiError } from "@/lib/server/api/errors";
import { detectContact, type DetectedContact } from "@/lib/shared/chat/contact-detection";
import { captureLead, completeLeadReply, followUpLeads, journalCapturedLead, type CapturedLead } from "@/lib/server/turn/lead/capture";
import { completeJournaledReply } from "@/lib/server/turn/lead/journal-drain";
import { salesNote } from "@/lib/server/turn/sales/note";
import { planSalesFollowUp, refineWithModel, type Qualifier } from "@/lib/server/turn/sales/follow-up";
import { EMPTY_SALES_STATE } from "@/lib/server/turn/sales/state";
import { planSalesTurn, type SalesTurn } from "@/lib/server/turn/sales/plan";
import { typesetPieces } from "@/lib/server/language/typography";
import { replyLanguage } from "@/lib/server/assistant/offline/query/language";
import { recordTrainingObjection } from "@/lib/server/turn/privacy/objection-store";
import { objectsToTraining } from "@/lib/server/turn/privacy/training-objection";
import { log } from "@/lib/server/log/log";
import { store, type Db } from "@/lib/server/store";
import { VISITOR_STORE_DEADLINE_MS, storeDeadline, withStoreDeadline } from "@/lib/server/store/deadline";
import { isStoreUnavailable } from "@/lib/server/store/errors";
import { appendTurns, loadHistory, type History } from "./conversation/history";
import { trackReply } from "./conversation/recent-replies";
import { conversationWithoutStore, resolveConversation, type ConversationRef } from "./conversation/registry";
import { withIdleTimeout } from "./conversation/idle-timeout";

/** A reply that goes this long without a new piece is ended with the error event. */
export const IDLE_TIMEOUT_MS = 15_000;

export interface ConverseInput extends ChatRequest {
  /** What the visitor's cookie claims; honoured only if this server issued it. */
  conversationId?: string;
  /** The client's limit bucket: its share of the daily budgets. */
  client?: string;
  signal?: AbortSignal;
}

export interface ConverseDeps {
  db?: Db;
  /** Told the conversation as soon as it is known, so even a failed exchange can hand the visitor its cookie. */
  onConversation?(conversationId: string): void;
  /** Chooses the consultant for this conversation (budgets may make it the offline one). */
  provider?: AssistantProvider | ((conversationId: string) => Promise<AssistantProvider>);
  idleTimeoutMs?: number;
  /** The model's reader of qualification slots (lib/server/turn/qualification/model); null keeps the offline reader's alone. */
  qualifier?: Qualifier;
  now?: number;
  /** How long the turn waits for the store before it falls back (VISITOR_STORE_DEADLINE_MS). */
  storeDeadlineMs?: number;
  /** Reads the visitor's name and phone from a message; run once per message, its result is passed on. */
  detectContact?: (message: string) => DetectedContact;
  /**
   * Runs work after the response is finished: Next's `after()` by default.
   * Tests, which run outside a request, pass their own and await the work.
   */
  after?: Schedule;
}

/** Schedules work to run once the response is finished; it never throws at the caller. */
export type Schedule = (task: () => Promise<void>) => void;

/**
 * Next's `after()`. Outside a request (a script, a test that passes no
 * scheduler of its own) there is no response to wait for: the task runs now,
 * detached, and its failure is logged.
 */
const afterResponse: Schedule = (task) => {
  try {
    after(task);
  } catch {
    task().catch((error: unknown) =>
      log.warn("work after the reply failed", { error: error instanceof Error ? error.message : String(error) }),
    );
  }
};

export interface Reply {
  conversationId: string;
  /** The first piece is already in hand, so a failing provider becomes an HTTP error, not a broken stream. */
  stream: ReadableStream<Uint8Array>;
  /** The whole reply, for callers that want plain JSON. */
  text(): Promise<string>;
}

/**
 * One exchange: find (or start) the visitor's conversation, store a lead if
 * the message carries a phone number, ask the consultant, stream the answer,
 * and keep both turns. Every wait on the store is bounded: a store that fails
 * or hangs costs a visitor who gave a number nothing but the paid consultant
 * (their lead goes to the local journal); anyone else hears 503.
 */
export async function converse(input: ConverseInput, deps: ConverseDeps = {}): Promise<Reply> {
  const now = deps.now ?? Date.now();
  // The one reading of this message's contact details: the sales follow-up, the lead and the fallback all use it.
  const contact = (deps.detectContact ?? detectContact)(input.message);
  const inTime = storeDeadline(deps.storeDeadlineMs ?? VISITOR_STORE_DEADLINE_MS);
  let db: Db;
  let conversation: ConversationRef;
  let history: History;
  try {
    db = deps.db ?? (await inTime(store()));
    conversation = await inTime(resolveConversation(db, input.conversationId, input.language, now));
    history = conversation.issued ? { language: input.language, turns: [] } : await inTime(loadHistory(db, conversation.id));
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    return converseWithoutStore(input, deps, contact, now, error);
  }
  const conversationId = conversation.id;
  deps.onConversation?.(conversationId);
  const objected = await objectToTraining(db, conversationId, input.message, contact, inTime, now);

  // Before any reply exists: what the consultant says about a call-back, a viewing or the next question depends on it.
  const turn = await inTime(
    planSalesFollowUp(db, conversationId, {
      message: input.message,
      language: input.language,
      history: history.turns,
      now,
      contactGiven: contact.phone !== null,
    }),
  ).catch((error: unknown) => {
    if (!isStoreUnavailable(error)) throw error;
    // The store went quiet after the lookup: this message's reading still counts, nothing earlier does.
    return planWithoutStore(input, contact, history.turns, now);
  });
  const followUp = { qualification: turn.state.qualification, viewing: turn.state.viewing };
  const lead = await captureLead({
    db,
    conversationId,
    language: input.language,
    message: input.message,
    contact,
    followUp,
    now,
    deadlineMs: deps.storeDeadlineMs,
  });
  const haveContact = lead?.status === "stored" || (await inTime(followUpLeads(db, conversationId, followUp, now)).catch(() => false));
  const sales = salesNote(turn, { message: input.message, history: history.turns, page: input.language, haveContact, objected });

  // What the site promises about a visitor's data is its own fixed words, so an objection is
  // confirmed by the offline consultant, whatever answers the other messages.
  const provider = objected
    ? offlineAssistant()
    : typeof deps.provider === "function"
      ? await deps.provider(conversationId)
      : (deps.provider ?? (await assistantFor(conversationId, input.client)));
  const keepTurns = async (full: string) => {
    try {
      await withStoreDeadline(
        appendTurns(db, conversationId, input.language, [
          { role: "user", content: input.message, at: now },
          { role: "assistant", content: full },
        ]),
        deps.storeDeadlineMs ?? VISITOR_STORE_DEADLINE_MS,
      );
    } catch (error) {
      // The visitor has the whole reply on screen; losing the turn only shortens the model's memory.
      log.warn("conversation turns could not be stored", {
        conversation: conversationId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  // After the response, off the reply's path: the model's reading of the whole conversation refines the
  // slots sales receive. Only once there is a lead: before it, the offline reader's slots steer the
  // questions, and a paid call per message would halve what the budgets allow.
  let replied: (full: string) => void = () => {};
  if (provider.id === "openai" && haveContact) {
    const reply = new Promise<string>((resolve) => (replied = resolve));
    (deps.after ?? afterResponse)(async () => {
      const full = await reply;
      if (!full) return;
      const turns = [...history.turns, { role: "user" as const, content: input.message }, { role: "assistant" as const, content: full }];
      await refineWithModel(db, conversationId, turns, deps.qualifier ?? ((id) => modelQualifierFor(id, input.client)));
    });
  }
  return respondOrSettle(replied, {
    input,
    deps,
    conversationId,
    history: history.turns,
    lead,
    sales,
    provider,
    keepTurns,
    // The lead waited for this reply (what the visitor was told belongs in the sales email).
    completeLead: async (full) => {
      if (lead?.journaled) return completeJournaledReply(lead.id!, full);
      // Bounded: a lead whose hold is not released in time goes out when the hold ends.
      await withStoreDeadline(completeLeadReply(db, conversationId, full || null), deps.storeDeadlineMs ?? VISITOR_STORE_DEADLINE_MS).catch(
        () => {},
      );
    },
    afterReply: (full) => replied(full),
  });
}

/**
 * Stores the visitor's objection to training when the message makes one, before this message's
 * lead, which then carries it. A store that fails here fails the message (503), so the site never
 * confirms an objection it did not keep; but a message that also gives a phone number keeps its
 * lead and is answered without the confirmation.
 */
async function objectToTraining(
  db: Db,
  conversationId: string,
  message: string,
  contact: DetectedContact,
  inTime: <T>(work: Promise<T>) => Promise<T>,
  now: number,
): Promise<boolean> {
  if (!objectsToTraining(message)) return false;
  try {
    const { leads } = await inTime(recordTrainingObjection(db, conversationId, now));
    log.info("training objection stored", { conversation: conversationId, leads });
    return true;
  } catch (error) {
    if (!isStoreUnavailable(error) || !contact.phone) throw error;
    log.warn("training objection not stored: the store is unavailable; the lead goes on without it", { conversation: conversationId });
    return false;
  }
}

/**
 * The store failed or did not answer the lookup. A message with a phone number
 * still gets its lead kept (the local journal) and an answer from the offline
 * consultant, which needs no store and no budget; any other message is a 503.
 */
async function converseWithoutStore(
  input: ConverseInput,
  deps: ConverseDeps,
  contact: DetectedContact,
  now: number,
  cause: unknown,
): Promise<Reply> {
  const { name, phone } = contact;
  if (!phone) throw new ApiError("unavailable", "chat", undefined, { cause });
  const conversationId = conversationWithoutStore(input.conversationId).id;
  deps.onConversation?.(conversationId);
  const turn = planWithoutStore(input, contact, [], now);
  const lead = await journalCapturedLead(
    {
      conversationId,
      name,
      phone,
      language: input.language,
      transcript: [{ sender: "user", content: input.message, timestamp: new Date(now).toISOString() }],
      followUp: { qualification: turn.state.qualification, viewing: null },
      now,
    },
    cause,
  );
  log.warn("store unavailable: a lead from the chat went to the local journal, the offline consultant answered", {
    conversation: conversationId,
    kept: lead.status === "stored",
  });
  return respond({
    input,
    deps,
    conversationId,
    history: [],
    lead,
    // No viewing or next question: both would rest on state the store holds.
    sales: { answered: turn.answered },
    provider: offlineAssistant(),
    keepTurns: async () => {},
    completeLead: async (full) => {
      if (lead.journaled) await completeJournaledReply(lead.id!, full);
    },
    afterReply: () => {},
  });
}

/** This message's sales reading on its own, as lib/server/turn/sales/follow-up would make it from an empty state. */
function planWithoutStore(input: ConverseInput, contact: DetectedContact, history: readonly ChatTurn[], now: number): SalesTurn {
  return planSalesTurn({
    state: EMPTY_SALES_STATE,
    message: input.message,
    language: input.language,
    now: new Date(now),
    engaged: history.some((t) => t.role === "user"),
    contactGiven: contact.phone !== null,
  });
}

/** A reply that never starts (the consultant failed at once, the visitor left) settles the work waiting for it too. */
async function respondOrSettle(replied: (full: string) => void, x: Exchange): Promise<Reply> {
  try {
    return await respond(x);
  } catch (error) {
    replied("");
    throw error;
  }
}

interface Exchange {
  input: ConverseInput;
  deps: ConverseDeps;
  conversationId: string;
  history: readonly ChatTurn[];
  lead: CapturedLead | undefined;
  sales: SalesNote;
  provider: AssistantProvider;
  /** Keeps both turns of the exchange; never throws. */
  keepTurns(full: string): Promise<void>;
  /** The reply (or as much as the visitor saw) joins the lead given with this message; never throws. */
  completeLead(full: string): Promise<void>;
  /** The reply is kept (empty: none came); work scheduled after the response may use it. */
  afterReply(full: string): void;
}

/** Asks the consultant and streams its answer; the first piece is awaited so a failing provider is an HTTP error. */
async function respond(x: Exchange): Promise<Reply> {
  const { input, deps, conversationId, lead, provider } = x;
  // Our own signal for the provider: the visitor leaving, or a silent upstream, stops the upstream call.
  const upstream = new AbortController();
  const stopUpstream = () => upstream.abort();
  input.signal?.addEventListener("abort", stopUpstream, { once: true });
  // Every reply, the site's fixed words and a model's alike, gets the typography of the language it is written in on
  // its way out: the page's, or the one the visitor asked for or wrote in (an English reply on the French page keeps
  // its English "?").
  const typography = replyLanguage(input.message, x.history, input.language);
  const ask = (consultant: AssistantProvider) =>
    withIdleTimeout(
      typesetPieces(
        typography,
        consultant.reply({
          language: input.language,
          history: [...x.history],
          message: input.message,
          lead,
          sales: x.sales,
          signal: upstream.signal,
          conversationId,
        }),
      ),
      deps.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
      stopUpstream,
    );
  let answering = provider;
  let pieces = ask(provider);
  let first: IteratorResult<string, undefined>;
  try {
    first = await pieces.next();
  } catch (error) {
    // A stored lead is never answered with an error: the visitor must hear that sales will call.
    if (!lead || provider.id === "offline") throw error;
    log.warn("consultant failed on a message with a stored lead; the offline consultant confirmed it", {
      conversation: conversationId,
      error: String(error),
    });
    answering = offlineAssistant();
    pieces = ask(answering);
    first = await pieces.next();
  }
  if (input.signal?.aborted) {
    void pieces.return(undefined);
    throw new ApiError("bad_request", "chat", "The request was cancelled.");
  }

  const shown = trackReply(conversationId);
  let full = first.done ? "" : first.value;
  shown.update(full);
  let settle!: { resolve(text: string): void; reject(error: unknown): void };
  const textPromise = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  // Streaming callers never read the text; its failure is reported in the stream instead.
  textPromise.catch(() => {});

  const keep = async () => {
    await x.keepTurns(full);
    if (lead?.status === "stored") await x.completeLead(full);
    x.afterReply(full);
  };

  // Set when the visitor goes away mid-reply: nothing more is sent, and that is no server error.
  let cancelled = false;
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, event: ChatStreamEvent) => {
    if (!cancelled) controller.enqueue(encodeEvent(event));
  };
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        // A reply checked a sentence at a time says so, so the browser can speak each sentence as it comes.
        const delta = (text: string): ChatStreamEvent => ({
          type: "delta",
          text,
          ...(answering.wholeSentences ? { whole: true as const } : {}),
        });
        if (!first.done) send(controller, delta(first.value));
        for (let next = first.done ? first : await pieces.next(); !next.done && !cancelled; next = await pieces.next()) {
          full += next.value;
          shown.update(full);
          send(controller, delta(next.value));
        }
        if (cancelled || input.signal?.aborted) {
          log.info("visitor left before the reply was complete", { conversation: conversationId, chars: full.length });
          // What the visitor said is kept, with as much of the reply as they saw.
          await keep();
          settle.reject(new ApiError("bad_request", "chat", "The request was cancelled."));
        } else {
          await keep();
          send(controller, { type: "done", message: full });
          settle.resolve(full);
        }
      } catch (error) {
        const apiError = isApiError(error) ? error : new ApiError("upstream_failed", "chat", undefined, { cause: error });
        // No reply is coming: the lead goes out now with what the visitor saw.
        if (lead?.status === "stored") await x.completeLead(full);
        x.afterReply("");
        if (cancelled) log.info("visitor left before the reply was complete", { conversation: conversationId, chars: full.length });
        else log.error(apiError.code, { cause: String(apiError.cause ?? apiError.message), during: "stream" });
        send(controller, { type: "error", error: apiError.message, code: apiError.code });
        settle.reject(apiError);
      } finally {
        input.signal?.removeEventListener("abort", stopUpstream);
      }
      if (!cancelled) controller.close();
    },
    cancel() {
      cancelled = true;
      stopUpstream();
      void pieces.return(undefined);
    },
  });

  return {
    conversationId,
    stream,
    async text() {
      if (!stream.locked) {
        const reader = stream.getReader();
        while (!(await reader.read()).done) {
          /* drain: the stream itself collects the text */
        }
      }
      return textPromise;
    },
  };
}
