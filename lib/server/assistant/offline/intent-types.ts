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
  rentalTerms: ["rentalProgramme", "rental", "tenant"],
  management: ["tenant"],
  totalPrice: ["price"],
  pricePerSqft: ["price", "size"],
};

/**
 * Topics the site may not know, which make their clause theirs: in "what's the maintenance fee per sq ft?" or
 * "is it furnished or ready?" the other keywords describe the topic, and a figure for them would answer a question
 * nobody asked. Another clause ("…, and how big is Blitz?") still asks its own.
 */
export const CLAUSE_OWNERS: ReadonlySet<KeywordIntent> = new Set<KeywordIntent>([
  "maintenance",
  "rentalTerms",
  "furnishing",
  "parkingKind",
  "financing",
  "foreignBuyers",
]);

/**
 * Published facts a lender or a visa asks for: beside one, a financing or foreign buyer's word says why the visitor
 * asks ("the bank wants the permit number for the mortgage", "für die Finanzierung brauche ich das
 * Fertigstellungsdatum", "для визы MM2H — когда сдача дома?"), and owns no clause.
 */
export const ASKED_FOR_FINANCING: ReadonlySet<KeywordIntent> = new Set<KeywordIntent>([
  "permit",
  "licence",
  "completion",
  "tenure",
  // "Ma banque exige le prix de vente d'Ardentz pour monter le prêt": the selling price, not the loan's terms.
  "totalPrice",
]);

/** What the rental programme's terms are read beside: without the programme or the hotel, "share" or "fee" asks nothing of them. */
export const TERMS_OF: readonly KeywordIntent[] = ["rentalProgramme", "tenant", "management"];

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
  "rentalTerms",
  "management",
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
