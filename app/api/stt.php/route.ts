import { ok } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { apiLanguageCode } from "@/lib/shared/i18n/locales";
import { readRecording, requireTranscriber, transcribeForVisitor } from "@/lib/server/speech/transcription";

/**
 * Transcribes a visitor's recording for browsers without speech recognition:
 * the audio as the raw body (`Content-Type: audio/webm;codecs=opus` and the
 * like), `?language=en` → `{success, text, language}`. 501 `unsupported:stt`
 * when no transcription model is configured.
 */
export const POST = route({ name: "stt", rateLimit: true }, async ({ request, conversationId, client }) => {
  const config = requireTranscriber();
  const recording = await readRecording(request);
  const { text, language } = await transcribeForVisitor(recording, { conversationId, client }, { config });
  return ok({ text, language: apiLanguageCode(language) });
});
