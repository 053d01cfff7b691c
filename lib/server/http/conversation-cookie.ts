import "server-only";
import { env } from "@/lib/server/config/env";
import { isSecureContext, readCookie, serializeCookie } from "./cookies";

/**
 * Names the visitor's conversation; httpOnly, so scripts on the page never see
 * it. The `__Host-` prefix makes the browser refuse it unless it is Secure, for
 * the whole site and for this host alone, so neither a page on plain HTTP nor a
 * sibling subdomain can plant or overwrite one.
 */
export const CONVERSATION_COOKIE = "__Host-conversation";

/**
 * The name without the prefix: where a browser would refuse a Secure cookie
 * (plain HTTP to a named host), and what visitors before the prefix still hold,
 * so their conversation carries on. Read only when the prefixed one is absent.
 */
export const PLAIN_CONVERSATION_COOKIE = "conversation";

/** The id the browser says it has; only lib/server/turn/conversation/registry decides whether it counts. */
export function claimedConversation(request: Request): string | undefined {
  return readCookie(request, CONVERSATION_COOKIE) ?? readCookie(request, PLAIN_CONVERSATION_COOKIE);
}

/** Renewed with every answer, and no longer-lived than the conversation itself is kept. */
export function conversationCookie(request: Request, conversationId: string): string {
  const name = isSecureContext(request) ? CONVERSATION_COOKIE : PLAIN_CONVERSATION_COOKIE;
  return serializeCookie(request, name, conversationId, env().CONVERSATION_RETENTION_DAYS * 24 * 60 * 60);
}
