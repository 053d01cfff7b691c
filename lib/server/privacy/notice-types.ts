import "server-only";
/** Facts a notice states; gathered once so every language says the same thing. */
export interface NoticeFacts {
  /** Who controls the data (the development's name). */
  controller: string;
  dpoEmail: string;
  /** Sales gallery postal address, one line. */
  address: string;
  salesPhone: string;
  /** Days a lead, with its conversation, is kept after its last update (LEADS_RETENTION_DAYS). */
  leadRetentionDays: number;
  /** Days a conversation without a lead is kept after its last message (CONVERSATION_RETENTION_DAYS). */
  conversationRetentionDays: number;
  version: string;
}

/** A paragraph, or a bullet list. */
export type Block = string | readonly string[];

export interface NoticeSection {
  heading: string;
  body: readonly Block[];
}

/** Every language has every section, in this order: the notice says the same thing in each. */
export const SECTION_IDS = [
  "controller",
  "data",
  "purposes",
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
  /** States the language and version shown, e.g. "English version, 2026-11-01". */
  shown: string;
  intro: string;
  /** Label of the link back to the home page. */
  home: string;
  sections: Record<SectionId, NoticeSection>;
}

export type NoticeWriter = (facts: NoticeFacts) => PrivacyNotice;
