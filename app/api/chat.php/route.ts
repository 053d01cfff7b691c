import { CHAT_STREAM_TYPE } from "@/lib/shared/api/chat-stream";
import { BODY_LIMITS, chatRequest } from "@/lib/shared/api/contract";
import { converse } from "@/lib/server/turn/converse";
import { clientBucketOf } from "@/lib/server/http/client-address";
import { claimedConversation, conversationCookie } from "@/lib/server/http/conversation-cookie";
import { guardRate } from "@/lib/server/http/rate-limit";
import { readJsonBody } from "@/lib/server/http/request-body";
import { fail } from "@/lib/server/http/responses";
import { guardSameOrigin } from "@/lib/server/http/same-origin";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Streams NDJSON to clients that ask for it; others get the classic `{success, message}`. */
export async function POST(request: Request): Promise<Response> {
  // Known once the conversation is resolved: a failed exchange still hands the visitor its cookie.
  let conversationId: string | undefined;
  try {
    guardSameOrigin(request, "chat");
    await guardRate(request, "chat");
    const body = await readJsonBody(request, chatRequest, BODY_LIMITS.chat, "chat");
    const reply = await converse(
      { ...body, conversationId: claimedConversation(request), client: clientBucketOf(request), signal: request.signal },
      { onConversation: (id) => (conversationId = id) },
    );
    const headers = new Headers({ "cache-control": "no-store", "set-cookie": conversationCookie(request, reply.conversationId) });
    if (request.headers.get("accept")?.includes("application/x-ndjson")) {
      headers.set("content-type", CHAT_STREAM_TYPE);
      return new Response(reply.stream, { headers });
    }
    return Response.json({ success: true, message: await reply.text() }, { headers });
  } catch (error) {
    const response = fail(error, "chat");
    if (conversationId) response.headers.set("set-cookie", conversationCookie(request, conversationId));
    return response;
  }
}
