/**
 * Voice names shared by the browser and the server. No server-only import:
 * the client reads DEFAULT_VOICE from here.
 *
 * The product uses one voice for all nine languages, and which one is a server
 * setting (TTS_VOICE). So the client always sends DEFAULT_VOICE and the server
 * maps it to the configured voice of whichever provider is active; every
 * provider accepts it.
 */
export const DEFAULT_VOICE = "default";

/** The built-in voices of OpenAI's `/audio/speech`, as documented by the SDK. */
export const OPENAI_VOICES = [
  "alloy",
  "ash",
  "ballad",
  "coral",
  "echo",
  "fable",
  "nova",
  "onyx",
  "sage",
  "shimmer",
  "verse",
  "marin",
  "cedar",
] as const;
