import type { LocaleCode } from "@/lib/i18n/locales";

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface ReplyInput {
  language: LocaleCode;
  /** Earlier turns of this conversation, oldest first, without the new message. */
  history: readonly ChatTurn[];
  message: string;
  /** Aborted when the visitor goes away; providers stop upstream work. */
  signal?: AbortSignal;
}

/** One seam in front of every chat model; chosen by configuration. */
export interface AssistantProvider {
  id: "offline" | "openai";
  /** Shown in the header badge: "Connected to {displayName}". */
  displayName: string;
  /** Yields the reply in pieces as they become available. */
  reply(input: ReplyInput): AsyncIterable<string>;
}
