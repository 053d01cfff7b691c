import "server-only";
import OpenAI from "openai";
import { env } from "@/lib/server/config/env";

/** Null when no key is configured: the embedded offline parts take over. */
export function openAiClient(options?: { timeout?: number; maxRetries?: number }): OpenAI | null {
  const { OPENAI_API_KEY, OPENAI_BASE_URL } = env();
  if (!OPENAI_API_KEY) return null;
  return new OpenAI({
    apiKey: OPENAI_API_KEY,
    baseURL: OPENAI_BASE_URL,
    timeout: options?.timeout ?? 60_000,
    maxRetries: options?.maxRetries ?? 0,
  });
}

/** The name the header badge shows: configured, or read from the API's host. */
export function openAiDisplayName(): string {
  const { AI_PROVIDER_NAME, OPENAI_BASE_URL } = env();
  if (AI_PROVIDER_NAME) return AI_PROVIDER_NAME;
  if (!OPENAI_BASE_URL) return "OpenAI";
  const host = new URL(OPENAI_BASE_URL).hostname;
  return host === "api.openai.com" ? "OpenAI" : host;
}
