import { BODY_LIMITS } from "@/lib/shared/api/contract";
import { clientBucketOf } from "@/lib/server/http/client-address";
import { claimedConversation } from "@/lib/server/http/conversation-cookie";
import { guardRate } from "@/lib/server/http/rate-limit";
import { readJsonBody } from "@/lib/server/http/request-body";
import { fail, ok } from "@/lib/server/http/responses";
import { guardSameOrigin } from "@/lib/server/http/same-origin";
import { speechRequestSchema } from "@/lib/server/speech/service";
import { speakForVisitor } from "@/lib/server/speech/visitor-speech";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Speaks one of the site's own replies to this visitor: `{text, voice, language}` → `{success, audioUrl}`. */
export async function POST(request: Request): Promise<Response> {
  try {
    guardSameOrigin(request, "tts");
    await guardRate(request, "tts");
    const body = await readJsonBody(request, speechRequestSchema(), BODY_LIMITS.tts, "tts");
    return ok(await speakForVisitor(body, { conversationId: claimedConversation(request), client: clientBucketOf(request) }));
  } catch (error) {
    return fail(error, "tts");
  }
}
