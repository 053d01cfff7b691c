import { BODY_LIMITS } from "@/lib/api/contract";
import { clientBucketOf } from "@/lib/server/client-address";
import { claimedConversation } from "@/lib/server/conversation-cookie";
import { guardRate } from "@/lib/server/rate-limit";
import { readJsonBody } from "@/lib/server/request-body";
import { fail, ok } from "@/lib/server/responses";
import { guardSameOrigin } from "@/lib/server/same-origin";
import { speechRequestSchema } from "@/lib/speech/service";
import { speakForVisitor } from "@/lib/speech/visitor-speech";

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
