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
 * How the lead's sales email stands (its row in `deliveries`): pending, leased
 * by a worker until `lockedUntil`, delivered (accepted by the mail server, or
 * written as .eml), or dead (given up after the retry window, logged for a person).
 */
export type LeadStatus = "pending" | "leased" | "delivered" | "dead";

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
  /** Raised by every change of the lead (migration 011): a delivery carries the version it delivers. */
  version: number;
  // The sales email's delivery, as the export, the scripts and the tests read it.
  status: LeadStatus;
  attempts: number;
  nextAttemptAt: number;
  lockedUntil: number | null;
  lastError: string | null;
  sentAt: number | null;
  /** Bumped when a lead that was (or may have been) emailed changes, so the new email gets its own Message-ID. */
  revision: number;
  /** When the visitor objected to the use of their conversation for training (epoch ms); null: no objection. */
  trainingObjectionAt: number | null;
}
