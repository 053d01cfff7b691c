import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";

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
      /** What the visitor quotes on WhatsApp or the phone (lib/server/lead-profile/reference). */
      reference: string;
    }
  | { status: "failed"; name: string | null; phone: string };

/** What the site decided about the sales side of this message (lib/server/turn/sales/plan), in the visitor's language. */
export interface SalesNote {
  /** Fixed words about a viewing (booked, or the open slots offered): said exactly as given. */
  viewing?: string;
  /** One qualification question to end the reply with. */
  question?: string;
  /** The message answered one of the consultant's questions, or told something about the purchase. */
  answered: boolean;
  /** Beside its answer, the message asks something of its own ("for our own stay, the rent of Cares please"). */
  alsoAsks?: boolean;
  /** Fixed words about the visitor's data (the objection to training, now stored): said exactly as given. */
  privacy?: string;
}

export interface ReplyInput {
  language: LocaleCode;
  /** Earlier turns of this conversation, oldest first, without the new message. */
  history: readonly ChatTurn[];
  message: string;
  /** Set when the message carried a phone number. */
  lead?: LeadNote;
  sales?: SalesNote;
  /** Aborted when the visitor goes away; providers stop upstream work. */
  signal?: AbortSignal;
  /** For the log lines about this reply (written as a pseudonym). */
  conversationId?: string;
}

/** One seam in front of every chat model; chosen by configuration. */
export interface AssistantProvider {
  id: "offline" | "openai";
  /** Shown in the header badge: "Connected to {displayName}". */
  displayName: string;
  /** Yields the reply in pieces as they become available. */
  reply(input: ReplyInput): AsyncIterable<string>;
  /** Every piece it yields ends where a sentence ends (the model's reply, checked a sentence at a time). */
  wholeSentences?: boolean;
}
