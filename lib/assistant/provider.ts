import type { LocaleCode } from "@/lib/i18n/locales";

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

/**
 * What became of the contact details in the new message. A consultant promises
 * a call-back only when they were stored; when storing failed it says so.
 */
export type LeadNote =
  | {
      status: "stored";
      /** null when the visitor gave no name. */
      name: string | null;
      phone: string;
      /** What the visitor quotes on WhatsApp or the phone (lib/leads/reference). */
      reference: string;
    }
  | { status: "failed"; name: string | null; phone: string };

export interface ReplyInput {
  language: LocaleCode;
  /** Earlier turns of this conversation, oldest first, without the new message. */
  history: readonly ChatTurn[];
  message: string;
  /** Set when the message carried a phone number. */
  lead?: LeadNote;
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
