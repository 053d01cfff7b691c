import "server-only";
import { randomUUID } from "node:crypto";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { Queryable } from "@/lib/server/store";

export interface ConversationRef {
  id: string;
  /** True when this request started it: the caller sends the visitor its cookie. */
  issued: boolean;
}

// Anything longer or stranger than what we issue is not worth a query.
const ISSUED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The conversation a request belongs to. Only an id this server issued (a row
 * in `conversations`) is honoured; an unknown, forged or expired one, or one
 * kept in another language, starts a new conversation. So two browsers can
 * share a history only by sharing the httpOnly cookie itself.
 */
export async function resolveConversation(
  db: Queryable,
  claimed: string | undefined | null,
  language: LocaleCode,
  now: number = Date.now(),
): Promise<ConversationRef> {
  if (claimed && ISSUED_ID.test(claimed)) {
    const touched = await db.execute("UPDATE conversations SET updated_at = $2 WHERE id = $1 AND language = $3", [claimed, now, language]);
    if (touched === 1) return { id: claimed, issued: false };
  }
  const id = randomUUID();
  await db.execute("INSERT INTO conversations (id, language, created_at, updated_at) VALUES ($1, $2, $3, $3)", [id, language, now]);
  return { id, issued: true };
}

/**
 * The conversation a request names while the store cannot be asked: the id the
 * visitor's cookie claims if it has the shape we issue, else a new one. Its
 * lead goes to the journal under it, and the drain creates the row, so the
 * visitor's later calls land on the same conversation and lead.
 */
export function conversationWithoutStore(claimed: string | undefined | null): ConversationRef {
  return claimed && ISSUED_ID.test(claimed) ? { id: claimed, issued: false } : { id: randomUUID(), issued: true };
}

/** The conversation as it stands, without starting one: null when the id was never issued. */
export async function knownConversation(db: Queryable, claimed: string | undefined | null): Promise<string | null> {
  if (!claimed || !ISSUED_ID.test(claimed)) return null;
  const rows = await db.query("SELECT id FROM conversations WHERE id = $1", [claimed]);
  return rows.length ? claimed : null;
}
