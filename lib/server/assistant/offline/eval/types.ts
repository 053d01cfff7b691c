import "server-only";
/**
 * A turn of the evaluation: the visitor's words and what a right reply holds.
 * Expectations are tokens resolved in the reply's locale ("size:B" is Blitz's
 * size as the cards print it there), "!" before one means it must be absent,
 * and "unknown" means the honest "not confirmed" reply with the sales contact.
 * Any other string must appear as written.
 */
export type Turn = readonly [question: string, expected?: readonly string[]];

/** One language's questions, grouped by what they test; each group is required. */
export interface LanguageCases {
  facts: readonly Turn[];
  /** Several facts asked in one message. */
  several: readonly Turn[];
  /** Cheapest, largest, highest yield, "has 3 bedrooms", "at least 2 car parks". */
  superlatives: readonly Turn[];
  comparisons: readonly Turn[];
  typos: readonly Turn[];
  /** Units named "Type A", "B型", "тип С". */
  types: readonly Turn[];
  features: readonly Turn[];
  /** Facts nobody has published: every reply must be the honest unknown. */
  unknowns: readonly Turn[];
  /** Conversations: each turn sees the earlier ones as history, as the chat route passes them. */
  followUps: readonly (readonly Turn[])[];
}

export type CaseGroup = keyof LanguageCases;
