import { ApiError } from "@/lib/server/api/errors";
import { route } from "@/lib/server/http/route";
import { audioResponse } from "@/lib/server/speech/audio-response";
import { isAudioKey } from "@/lib/server/speech/cache";
import { isPersonalClip } from "@/lib/server/speech/clip-privacy";
import { openAudio } from "@/lib/server/speech/stored-clip";
import { store } from "@/lib/server/store";

/**
 * Serves a clip made by POST /api/tts.php, streamed from the store; the URL is
 * its content hash, so it is cached forever, unless it speaks a visitor's details.
 * A GET the page's audio player makes: no same-origin check.
 */
export const GET = route<undefined, { key: string }>({ name: "audio", sameOrigin: false }, async ({ request, params }) => {
  const { key } = await params;
  const db = await store();
  const clip = isAudioKey(key) ? await openAudio(db, key) : null;
  if (!clip) throw new ApiError("not_found", "audio", "Audio not found.");
  return audioResponse(request, key, clip, { personal: await isPersonalClip(db, key) });
});
