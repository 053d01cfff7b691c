import "server-only";
/** What a visitor's message asks about. */
export type Intent =
  | "greeting"
  | "overview"
  | "compare"
  | "size"
  | "price"
  | "rental"
  | "yield"
  | "rooms"
  | "carParks"
  | "layout"
  | "location"
  | "tenant"
  | "viewing"
  | "thanks"
  // The development's features.
  | "pool"
  | "rooftop"
  | "concierge"
  | "housekeeping"
  | "rentalProgramme"
  | "amenities"
  // Facts a marketer may not have filled in yet, and topics only the sales team answers.
  | "tenure"
  | "completion"
  | "maintenance"
  | "furnishing"
  | "totalPrice"
  | "pricePerSqft"
  | "parkingKind"
  | "financing"
  | "foreignBuyers"
  | "fallback";

export type KeywordIntent = Exclude<Intent, "fallback">;

/** Words that turn a question into "which unit has the most or least …". */
export type SuperlativeKey = "most" | "least" | "cheapest" | "priciest" | "largest" | "smallest";

export type KeywordKey = KeywordIntent | "allUnits" | "atLeast" | SuperlativeKey;

/** Keywords per intent and modifier, and number words ("three" → 3) for filters. */
export type KeywordSet = Record<KeywordKey, readonly string[]> & { numbers: Readonly<Record<string, number>> };

/** Intents answered per unit; a follow-up naming only a unit keeps them. */
export const UNIT_INTENTS: ReadonlySet<Intent> = new Set<Intent>([
  "overview", "size", "price", "rental", "yield", "rooms", "carParks", "layout", "totalPrice", "pricePerSqft",
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
  "pricePerSqft", "rentalProgramme", "tenure", "maintenance", "totalPrice", "completion", "furnishing", "parkingKind",
  "financing", "foreignBuyers", "pool", "rooftop", "concierge", "housekeeping", "amenities",
  "yield", "rental", "price", "size", "rooms", "carParks", "layout",
  "viewing", "location", "tenant", "compare", "overview", "thanks", "greeting",
];
