import { CHAT_STREAM_TYPE } from "@/lib/shared/api/chat-stream";
import { BODY_LIMITS, chatRequest } from "@/lib/shared/api/contract";
import { converse } from "@/lib/server/turn/converse";
import { route } from "@/lib/server/http/route";

/** Streams NDJSON to clients that ask for it; others get the classic `{success, message}`. */
export const POST = route(
  { name: "chat", rateLimit: true, body: { schema: chatRequest, limit: BODY_LIMITS.chat } },
  async ({ request, body, conversationId, client, setConversation }) => {
    // Set once the conversation is resolved: a failed exchange still hands the visitor its cookie.
    const reply = await converse({ ...body, conversationId, client, signal: request.signal }, { onConversation: setConversation });
    setConversation(reply.conversationId);
    const headers = new Headers({ "cache-control": "no-store" });
    if (request.headers.get("accept")?.includes("application/x-ndjson")) {
      headers.set("content-type", CHAT_STREAM_TYPE);
      return new Response(reply.stream, { headers });
    }
    return Response.json({ success: true, message: await reply.text() }, { headers });
  },
);
