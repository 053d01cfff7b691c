import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { Qualification } from "@/lib/server/lead-profile/qualification";
import type { TranscriptEntry } from "./transcript";

/** A booked viewing at the sales gallery, epoch milliseconds. */
export interface ViewingSlot {
  start: number;
  end: number;
}

/**
 * pending: waiting for its first or next attempt · sending: claimed by a worker
 * until `lockedUntil` · sent: accepted by the mail server (or written as .eml) ·
 * dead: given up after the retry window; logged as an error for a human.
 */
export type LeadStatus = "pending" | "sending" | "sent" | "dead";

export interface NewLead {
  /** The visitor's `conversation` cookie; null means "never merge with another lead". */
  conversationId: string | null;
  name: string;
  phone: string;
  language: LocaleCode;
  /** The server's record, with visitor lines only the browser had marked `source: "browser"`. */
  transcript: TranscriptEntry[];
  privacyVersion: string;
  privacyLanguage: LocaleCode;
  /** What the visitor told the consultant about their purchase; {} when nothing yet. */
  qualification?: Qualification;
  /** The viewing the visitor booked in the chat, if any. */
  viewing?: ViewingSlot | null;
}

export interface Lead extends NewLead {
  qualification: Qualification;
  viewing: ViewingSlot | null;
  id: string;
  createdAt: number;
  /** Last time the visitor's data changed; the retry window and retention count from here. */
  updatedAt: number;
  status: LeadStatus;
  attempts: number;
  nextAttemptAt: number;
  lockedUntil: number | null;
  lastError: string | null;
  sentAt: number | null;
  /** Bumped when a lead that was (or may have been) emailed changes, so the new email gets its own Message-ID. */
  revision: number;
}

/** A lead a worker holds; every state change it makes must present the token. */
export interface ClaimedLead extends Lead {
  claimToken: string;
}
