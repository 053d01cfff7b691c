import { ApiError } from "@/lib/server/api/errors";
import { fail } from "@/lib/server/http/responses";
import { audioResponse } from "@/lib/server/speech/audio-response";
import { isAudioKey } from "@/lib/server/speech/cache";
import { isPersonalClip } from "@/lib/server/speech/clip-privacy";
import { openAudio } from "@/lib/server/speech/stored-clip";
import { store } from "@/lib/server/store";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Serves a clip made by POST /api/tts.php, streamed from the store; the URL is
 * its content hash, so it is cached forever, unless it speaks a visitor's details.
 */
export async function GET(request: Request, context: { params: Promise<{ key: string }> }): Promise<Response> {
  try {
    const { key } = await context.params;
    const db = await store();
    const clip = isAudioKey(key) ? await openAudio(db, key) : null;
    if (!clip) throw new ApiError("not_found", "audio", "Audio not found.");
    return audioResponse(request, key, clip, { personal: await isPersonalClip(db, key) });
  } catch (error) {
    return fail(error, "audio");
  }
}
