import { CHAT_STREAM_TYPE } from "@/lib/api/chat-stream";
import { BODY_LIMITS, chatRequest } from "@/lib/api/contract";
import { converse } from "@/lib/conversations/converse";
import { CONVERSATION_COOKIE, CONVERSATION_COOKIE_MAX_AGE } from "@/lib/server/conversation-cookie";
import { readCookie, serializeCookie } from "@/lib/server/cookies";
import { guardRate } from "@/lib/server/rate-limit";
import { readJsonBody } from "@/lib/server/request-body";
import { fail } from "@/lib/server/responses";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Streams NDJSON to clients that ask for it; others get the classic `{success, message}`. */
export async function POST(request: Request): Promise<Response> {
  try {
    await guardRate(request, "chat");
    const body = await readJsonBody(request, chatRequest, BODY_LIMITS.chat, "chat");
    const reply = await converse({ ...body, conversationId: readCookie(request, CONVERSATION_COOKIE), signal: request.signal });
    const headers = new Headers({
      "cache-control": "no-store",
      "set-cookie": serializeCookie(request, CONVERSATION_COOKIE, reply.conversationId, CONVERSATION_COOKIE_MAX_AGE),
    });
    if (request.headers.get("accept")?.includes("application/x-ndjson")) {
      headers.set("content-type", CHAT_STREAM_TYPE);
      return new Response(reply.stream, { headers });
    }
    return Response.json({ success: true, message: await reply.text() }, { headers });
  } catch (error) {
    return fail(error, "chat");
  }
}
