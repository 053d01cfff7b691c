import "server-only";
import { env } from "@/lib/server/config/env";
import { spendBudget } from "@/lib/server/http/budget";
import { UNKNOWN_CLIENT } from "@/lib/server/http/client-address";
import { createOfflineProvider } from "./offline/provider";
import { openAiClient, openAiDisplayName } from "./openai-client";
import { createOpenAiProvider } from "./openai-provider";
import type { AssistantProvider } from "./provider";

let configured: AssistantProvider | undefined;
let offline: AssistantProvider | undefined;

/** The configured consultant: an OpenAI-compatible API when a key is set, else the offline one. */
export function assistant(): AssistantProvider {
  if (configured) return configured;
  const client = openAiClient();
  configured = client
    ? createOpenAiProvider({ client, model: env().CHAT_MODEL ?? "gpt-4o-mini", displayName: openAiDisplayName() })
    : offlineAssistant();
  return configured;
}

/** The consultant that needs nothing: what answers when the paid one may not or cannot. */
export function offlineAssistant(): AssistantProvider {
  offline ??= createOfflineProvider();
  return offline;
}

/**
 * The consultant for one message of one conversation. A paid call passes the
 * daily budgets first; once they are spent the offline consultant answers, so
 * a visitor is never refused because of what the site has spent. A caller
 * that does not know the client's address counts it where clientBucketOf
 * counts a request it cannot place: the one "unknown" client's share.
 */
export async function assistantFor(conversationId: string, client: string = UNKNOWN_CLIENT): Promise<AssistantProvider> {
  const provider = assistant();
  if (provider.id === "offline") return provider;
  return (await spendBudget({ kind: "chat", conversationId, client, amount: 1 })) ? provider : offlineAssistant();
}
