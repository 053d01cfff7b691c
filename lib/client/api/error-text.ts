import type { useTranslations } from "next-intl";
import { CHAT_MESSAGE_MAX_CHARS } from "@/lib/shared/api/limits";
import { errorMessageKeys } from "@/lib/shared/api/error-codes";
import { STT_MAX_SECONDS } from "@/lib/shared/speech/stt-upload";

type ServerErrorWords = ReturnType<typeof useTranslations<"serverErrors">>;

/** The limits some refusals name ("keep it under 2,000 characters"), from the same constants the server checks. */
const LIMITS = { limit: CHAT_MESSAGE_MAX_CHARS, seconds: STT_MAX_SECONDS };

/**
 * A server error in the visitor's language: the words for its stable code, the surface's own
 * before its kind's. Null when the code is none of ours (an older server, a proxy's page): the
 * caller then says what the spec says for that call.
 */
export function serverErrorText(t: ServerErrorWords, code: string | null | undefined): string | null {
  const keys = errorMessageKeys(code);
  if (!keys) return null;
  const key = keys.find((k) => t.has(k as never));
  return key ? t(key as never, LIMITS as never) : null;
}
