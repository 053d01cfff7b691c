import "server-only";
import type { TrainingUse } from "./config";

/** Facts a notice states; gathered once so every language says the same thing. */
export interface NoticeFacts {
  /** The data controller's legal name (PRIVACY_CONTROLLER_NAME). */
  controller: string;
  /** Its postal address, one line (PRIVACY_CONTROLLER_ADDRESS). */
  controllerAddress: string;
  /** Where access, correction, withdrawal and objections go (PRIVACY_CONTACT_EMAIL). */
  dpoEmail: string;
  /** Sales gallery postal address, one line. */
  address: string;
  salesPhone: string;
  /** Days a lead, with its conversation, is kept after its last update (LEADS_RETENTION_DAYS). */
  leadRetentionDays: number;
  /** Days a conversation without a lead is kept after its last message (CONVERSATION_RETENTION_DAYS). */
  conversationRetentionDays: number;
  /** Size cap of the spoken-reply cache (AUDIO_CACHE_MB). */
  audioCacheMb: number;
  /** The longest recording a browser without speech recognition uploads. */
  recordingSeconds: number;
  training: TrainingUse;
  /** Each provider's name and countries (ISO codes), by role. */
  processors: Record<"ai" | "speech" | "transcription" | "email" | "crm" | "hosting", { name: string; countries: readonly string[] }>;
  /** Settings still at their sample value: the notice is marked as a sample while any is left. */
  samples: readonly string[];
  version: string;
}

/** A paragraph, or a bullet list, as plain text. */
export type Block = string | readonly string[];

export interface NoticeSection {
  heading: string;
  /** The section's Markdown, placeholders filled: what the page renders. */
  markdown: string;
  /** The same as plain text, block by block. */
  body: readonly Block[];
}

/** Every language has every section, in this order: the notice says the same thing in each. */
export const SECTION_IDS = [
  "controller",
  "data",
  "voice",
  "cookies",
  "purposes",
  "training",
  "voluntary",
  "recipients",
  "transfers",
  "retention",
  "security",
  "rights",
  "contact",
  "languages",
  "changes",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface PrivacyNotice {
  title: string;
  /** States the language and version shown, e.g. "English version, 2026-11-27". */
  shown: string;
  intro: string;
  /** Label of the link back to the home page. */
  home: string;
  /** Shown above the notice while any of its settings is a sample; null once all are configured. */
  sample: string | null;
  sections: Record<SectionId, NoticeSection>;
}
