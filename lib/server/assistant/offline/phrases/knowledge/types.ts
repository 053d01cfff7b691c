import "server-only";
import type { FeatureKey, OptionalFactKey } from "@/lib/server/config/knowledge";
import type { Dimension } from "../../intents";
import type { UnitView } from "../../views";

/** Topics the consultant may not know: the optional facts, and what only the sales team answers. */
export type UnknownTopic = OptionalFactKey | "pricePerSqft" | "financing" | "foreignBuyers";

/** One language's words for the knowledge base beyond the unit figures. */
export interface KnowledgePhrases {
  /** Noun phrases: "an infinity pool overlooking the bay". */
  features: Record<FeatureKey, string>;
  hasFeature: (feature: string) => string;
  rentalProgramme: (brand: string) => string;
  amenities: (features: readonly string[]) => string;
  /** Said of a topic with no known answer; always names the sales line. */
  unknown: (topic: UnknownTopic, phone: string) => string;
  /** "Tenure", "Completion" … as a label before a known value. */
  labels: Record<OptionalFactKey | "pricePerSqft", string>;
  values: {
    freehold: string;
    leasehold: (years: number) => string;
    furnishing: Record<"fully" | "partly" | "unfurnished", string>;
    parking: Record<"covered" | "open" | "basement", string>;
    perSqftMonth: (rm: string) => string;
    perSqft: (rm: string) => string;
  };
  superlative: Record<Dimension, { max: string; min: string }>;
  /** A unit's figure for a dimension, with its unit word. */
  value: (dimension: Dimension, unit: UnitView) => string;
  /** "Blitz (Type B)". */
  named: (unit: UnitView) => string;
  /** No unit has that many bedrooms / car parks. */
  noneWith: (what: "rooms" | "carParks", count: number) => string;
  /** Separates a label from its value: ": " in most languages, "：" in Chinese. */
  colon: string;
  /** Separates clauses: ", ", "，" in Chinese, "، " in Arabic. */
  comma: string;
  /** Ends a sentence. */
  stop: string;
}
