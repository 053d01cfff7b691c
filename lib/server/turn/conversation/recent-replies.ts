import "server-only";

/**
 * Replies this process produced lately, by conversation, including one still
 * streaming. The speech route reads them to accept a sentence the visitor is
 * being shown right now, before the reply is stored (or if storing it failed).
 * Bounded in conversations, replies and time; the store holds the rest.
 */
const MAX_CONVERSATIONS = 5_000;
const REPLIES_PER_CONVERSATION = 4;
const KEEP_MS = 60 * 60_000;

interface Entry {
  at: number;
  replies: Map<number, string>;
}

const holder = globalThis as typeof globalThis & { __recentReplies?: Map<string, Entry> };
const recent = (holder.__recentReplies ??= new Map<string, Entry>());
let sequence = 0;

/** Starts a reply; `update` records the text so far. */
export function trackReply(conversationId: string, now: number = Date.now()): { update(text: string): void } {
  const slot = ++sequence;
  return {
    update(text) {
      let entry = recent.get(conversationId);
      if (entry) recent.delete(conversationId); // re-insert: the Map's order is our recency order
      entry ??= { at: now, replies: new Map() };
      entry.at = Date.now();
      entry.replies.set(slot, text);
      for (const key of entry.replies.keys()) if (entry.replies.size > REPLIES_PER_CONVERSATION) entry.replies.delete(key);
      recent.set(conversationId, entry);
      for (const key of recent.keys()) if (recent.size > MAX_CONVERSATIONS) recent.delete(key);
    },
  };
}

export function recentReplies(conversationId: string, now: number = Date.now()): string[] {
  const entry = recent.get(conversationId);
  if (!entry) return [];
  if (now - entry.at > KEEP_MS) {
    recent.delete(conversationId);
    return [];
  }
  return [...entry.replies.values()];
}
