import "server-only";
import type { Intent, KeywordIntent } from "@/lib/server/language/types";

export type { Intent, KeywordIntent, KeywordKey, KeywordSet, ParticularsIntent, SuperlativeKey } from "@/lib/server/language/types";

/** Intents answered per unit; a follow-up naming only a unit keeps them. */
export const UNIT_INTENTS: ReadonlySet<Intent> = new Set<Intent>([
  "overview",
  "size",
  "price",
  "rental",
  "yield",
  "rooms",
  "carParks",
  "layout",
  "totalPrice",
  "pricePerSqft",
]);

/** Intents that never stand beside a real question ("Hi, how big is Blitz?" is a size question). */
export const SOCIAL_INTENTS: ReadonlySet<Intent> = new Set<Intent>(["greeting", "thanks", "overview", "compare"]);

/**
 * Topics whose questions use another topic's words without asking it:
 * "are the car parks covered?" asks what they are, not how many.
 */
export const ABSORBS: Partial<Record<KeywordIntent, readonly KeywordIntent[]>> = {
  parkingKind: ["carParks"],
  rentalProgramme: ["rental", "tenant"],
  totalPrice: ["price"],
  pricePerSqft: ["price", "size"],
};

/**
 * Matching order: the most specific first. Each match uses up its words, so
 * "rental yield" is a yield question and "leasehold" is not a rent question.
 */
export const INTENT_PRIORITY: readonly KeywordIntent[] = [
  "permit",
  "licence",
  "pricePerSqft",
  "rentalProgramme",
  "tenure",
  "maintenance",
  "totalPrice",
  "completion",
  "furnishing",
  "parkingKind",
  "financing",
  "foreignBuyers",
  "pool",
  "rooftop",
  "concierge",
  "housekeeping",
  "amenities",
  "yield",
  "rental",
  "price",
  "size",
  "rooms",
  "carParks",
  "layout",
  "viewing",
  "location",
  "tenant",
  "compare",
  "overview",
  "thanks",
  "greeting",
];
