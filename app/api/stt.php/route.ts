import { clientBucketOf } from "@/lib/server/http/client-address";
import { claimedConversation } from "@/lib/server/http/conversation-cookie";
import { fail, ok } from "@/lib/server/http/responses";
import { guardSameOrigin } from "@/lib/server/http/same-origin";
import { guardTranscriptionRate, readRecording, requireTranscriber, transcribeForVisitor } from "@/lib/server/speech/transcription";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Transcribes a visitor's recording for browsers without speech recognition:
 * the audio as the raw body (`Content-Type: audio/webm;codecs=opus` and the
 * like), `?language=en` → `{success, text, language}`. 501 `unsupported:stt`
 * when no transcription model is configured.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    guardSameOrigin(request, "stt");
    await guardTranscriptionRate(request);
    const config = requireTranscriber();
    const recording = await readRecording(request);
    return ok(await transcribeForVisitor(recording, { conversationId: claimedConversation(request), client: clientBucketOf(request) }, { config }));
  } catch (error) {
    return fail(error, "stt");
  }
}
