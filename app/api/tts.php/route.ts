import { BODY_LIMITS } from "@/lib/shared/api/contract";
import { ok } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { speechRequestSchema } from "@/lib/server/speech/service";
import { speakForVisitor } from "@/lib/server/speech/visitor-speech";

/** Speaks one of the site's own replies to this visitor: `{text, voice, language}` → `{success, audioUrl}`. */
export const POST = route(
  { name: "tts", rateLimit: true, body: { schema: () => speechRequestSchema(), limit: BODY_LIMITS.tts } },
  async ({ body, conversationId, client }) => ok(await speakForVisitor(body, { conversationId, client })),
);
