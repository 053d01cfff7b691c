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
  | "fallback";

export type KeywordIntent = Exclude<Intent, "fallback">;

/** Keywords per intent, plus words meaning "all units" that widen a follow-up again. */
export type KeywordSet = Record<KeywordIntent | "allUnits", readonly string[]>;

/** Intents answered per unit; a follow-up naming only a unit keeps them. */
export const UNIT_INTENTS: ReadonlySet<Intent> = new Set<Intent>([
  "overview", "size", "price", "rental", "yield", "rooms", "carParks", "layout",
]);

/** When a message matches several intents, the earliest here wins: the most specific first. */
export const INTENT_PRIORITY: readonly KeywordIntent[] = [
  "yield", "rental", "price", "size", "rooms", "carParks", "layout",
  "viewing", "location", "tenant", "compare", "overview", "thanks", "greeting",
];
