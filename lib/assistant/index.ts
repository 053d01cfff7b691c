import "server-only";
import { env } from "@/lib/config/env";
import { createOfflineProvider } from "./offline/provider";
import { openAiClient, openAiDisplayName } from "./openai-client";
import { createOpenAiProvider } from "./openai-provider";
import type { AssistantProvider } from "./provider";

let cached: AssistantProvider | undefined;

/** The configured consultant: an OpenAI-compatible API when a key is set, else the offline one. */
export function assistant(): AssistantProvider {
  if (cached) return cached;
  const client = openAiClient();
  cached = client
    ? createOpenAiProvider({ client, model: env().CHAT_MODEL ?? "gpt-4o-mini", displayName: openAiDisplayName() })
    : createOfflineProvider();
  return cached;
}
