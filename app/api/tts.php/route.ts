import { BODY_LIMITS } from "@/lib/api/contract";
import { guardRate } from "@/lib/server/rate-limit";
import { readJsonBody } from "@/lib/server/request-body";
import { fail, ok } from "@/lib/server/responses";
import { generateSpeech, speechRequestSchema } from "@/lib/speech/service";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Speaks one assistant reply: `{text, voice, language}` → `{success, audioUrl}`. */
export async function POST(request: Request): Promise<Response> {
  try {
    await guardRate(request, "tts");
    const body = await readJsonBody(request, speechRequestSchema(), BODY_LIMITS.tts, "tts");
    return ok(await generateSpeech(body));
  } catch (error) {
    return fail(error, "tts");
  }
}
