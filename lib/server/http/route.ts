import "server-only";
import type { z } from "zod";
import type { Surface } from "@/lib/server/api/errors";
import { clientBucketOf } from "./client-address";
import { claimedConversation, conversationCookie } from "./conversation-cookie";
import { guardRate } from "./rate-limit";
import { readJsonBody } from "./request-body";
import { fail } from "./responses";
import { guardSameOrigin } from "./same-origin";

export interface RouteOptions<B> {
  /** Names the endpoint in error codes (`forbidden:chat`), logs and rate limits. */
  name: Surface;
  /** Refuses (403) a request another site's page made in the visitor's browser. On unless false. */
  sameOrigin?: boolean;
  /** The endpoint's rate limit per client (RATES in rate-limit.ts), checked before the body is read. */
  rateLimit?: boolean;
  /** A JSON body: read up to `limit` bytes, then parsed by `schema` (a function for one that depends on configuration). */
  body?: { schema: z.ZodType<B> | (() => z.ZodType<B>); limit: number };
}

export interface RouteContext<B, P> {
  request: Request;
  /** The parsed body, when the route declares one. */
  body: B;
  /** The dynamic segments of the route's path. */
  params: Promise<P>;
  /** The conversation the visitor's cookie names, if any; only lib/server/conversations decides whether it counts. */
  conversationId: string | undefined;
  /** The bucket the client is counted in, for limits, budgets and shares of the speech engine. */
  readonly client: string;
  /** Hands the visitor this conversation's cookie with the answer, a failed one included. */
  setConversation(conversationId: string): void;
}

/**
 * One route handler: the guards every endpoint runs, in this order (same
 * origin, rate limit, body limit and parse), the conversation cookie read and
 * renewed, and every thrown error answered through fail(). The handler is only
 * what the endpoint does.
 *   export const POST = route({ name: "tts", rateLimit: true, body: { schema, limit } }, async ({ body }) => ok(…));
 */
export function route<B = undefined, P = Record<string, string>>(
  options: RouteOptions<B>,
  handler: (context: RouteContext<B, P>) => Promise<Response>,
): (request: Request, context?: { params: Promise<P> }) => Promise<Response> {
  const { name, sameOrigin = true, rateLimit = false, body } = options;
  return async (request, segments) => {
    let conversation: string | undefined;
    const withCookie = (response: Response) => {
      if (conversation) response.headers.set("set-cookie", conversationCookie(request, conversation));
      return response;
    };
    try {
      if (sameOrigin) guardSameOrigin(request, name);
      if (rateLimit) await guardRate(request, name);
      const parsed = body
        ? await readJsonBody(request, typeof body.schema === "function" ? body.schema() : body.schema, body.limit, name)
        : undefined;
      const response = await handler({
        request,
        body: parsed as B,
        params: segments?.params ?? Promise.resolve({} as P),
        conversationId: claimedConversation(request),
        get client() {
          return clientBucketOf(request);
        },
        setConversation: (id) => void (conversation = id),
      });
      return withCookie(response);
    } catch (error) {
      return withCookie(fail(error, name));
    }
  };
}
