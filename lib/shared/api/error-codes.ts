/**
 * The stable codes of the server's errors, `kind:surface`, shared by the server that sends
 * them and the page that says them: the JSON error's `error` text is English, and the page
 * shows the visitor its own language's words for the code instead (messages, `serverErrors`).
 */
export const ERROR_KINDS = [
  "bad_request",
  "unsupported_media_type",
  "payload_too_large",
  "forbidden",
  "not_found",
  "rate_limited",
  "upstream_failed",
  "upstream_timeout",
  "unavailable",
  "unsupported",
  "internal",
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const SURFACES = ["health", "chat", "tts", "stt", "contact", "audio"] as const;
export type Surface = (typeof SURFACES)[number];

export type ErrorCode = `${ErrorKind}:${Surface}`;

const isKind = (value: string): value is ErrorKind => (ERROR_KINDS as readonly string[]).includes(value);
const isSurface = (value: string): value is Surface => (SURFACES as readonly string[]).includes(value);

/**
 * Where the words for a code are, in the messages' `serverErrors`: a surface's own
 * ("chat.upstream_timeout": the assistant took too long) before its kind's ("upstream_timeout":
 * the service took too long). Null for anything that is not one of our codes.
 */
export function errorMessageKeys(code: string | null | undefined): readonly [own: string, kind: ErrorKind] | null {
  const [kind = "", surface = "", ...rest] = (code ?? "").split(":");
  if (rest.length || !isKind(kind) || !isSurface(surface)) return null;
  return [`${surface}.${kind}`, kind];
}
