import "server-only";
import type { AssistantProvider, ReplyInput } from "@/lib/server/assistant/provider";
import { offlineAnswer } from "./answer";
import { wordChunks } from "./chunks";

export const OFFLINE_DISPLAY_NAME = "Aurelia Offline Consultant";

/**
 * The consultant that needs no model: answers from `site` and streams the
 * answer word by word. An aborted signal ends the stream quietly, as a visitor
 * who left needs no error.
 */
export function createOfflineProvider(): AssistantProvider {
  return {
    id: "offline",
    displayName: OFFLINE_DISPLAY_NAME,
    async *reply({ language, history, message, lead, sales, signal }: ReplyInput): AsyncIterable<string> {
      if (signal?.aborted) return;
      const answer = offlineAnswer(message, language, history, lead, sales);
      for (const chunk of wordChunks(answer, language)) {
        if (signal?.aborted) return;
        yield chunk;
      }
    },
  };
}
