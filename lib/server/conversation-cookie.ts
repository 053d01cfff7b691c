import "server-only";
import { env } from "@/lib/config/env";
import { readCookie, serializeCookie } from "./cookies";

/** Names the visitor's conversation; httpOnly, so scripts on the page never see it. */
export const CONVERSATION_COOKIE = "conversation";

/** The id the browser says it has; only lib/conversations/registry decides whether it counts. */
export function claimedConversation(request: Request): string | undefined {
  return readCookie(request, CONVERSATION_COOKIE);
}

/** Renewed with every answer, and no longer-lived than the conversation itself is kept. */
export function conversationCookie(request: Request, conversationId: string): string {
  return serializeCookie(request, CONVERSATION_COOKIE, conversationId, env().CONVERSATION_RETENTION_DAYS * 24 * 60 * 60);
}
