import "server-only";
/**
 * What both consultants know about the property: the units, sales contact and
 * advertisement particulars from `site` (content/property.json), the development's
 * features, and the facts a marketer fills in once they are decided. A fact left
 * `null` is unknown: the consultants say so and offer the sales team, and never guess it.
 */
import { site, type Particulars, type Unit } from "@/lib/shared/config/site";

export type Furnishing = "fully" | "partly" | "unfurnished";
export type ParkingKind = "covered" | "open" | "basement";

/**
 * Facts not yet published. Fill one in and both consultants start to quote it. Land tenure,
 * the completion date and the selling prices are not here: the advertisement particulars state
 * them (content/property.json), and the consultants quote them from there.
 */
export interface OptionalFacts {
  /** Maintenance fee, ringgit per square foot per month. */
  maintenanceFeePerSqft: number | null;
  furnishing: Furnishing | null;
  /** What the car parks are. */
  parking: ParkingKind | null;
}

export type OptionalFactKey = keyof OptionalFacts;

/** Features of the development; each has words in every language in the consultants. */
export type FeatureKey = "infinityPool" | "rooftopLounge" | "concierge" | "housekeeping" | "rentalProgramme";

export interface KnowledgeBase {
  name: string;
  brand: string;
  units: readonly Unit[];
  /** Present features only: remove one here and neither consultant mentions it. */
  features: readonly FeatureKey[];
  location: { city: string; region: string; country: string };
  sales: { phone: string; street: string; postalCode: string; city: string; region: string };
  /** What an advertisement must state (developer, licence, permit, tenure, completion, prices per type): the one source of these facts. */
  particulars: Particulars;
  optional: OptionalFacts;
}

/** The features in English, as the model's fact sheet says them; the About text says the same. */
export const FEATURE_FACTS: Record<FeatureKey, string> = {
  infinityPool: "an infinity pool overlooking the bay",
  rooftopLounge: "a rooftop lounge",
  concierge: "a concierge, as in a five-star hotel",
  housekeeping: "housekeeping on request",
  rentalProgramme: `a rental programme run by the hotel team (${site.anchorTenant.brand}): owners can let their unit through it`,
};

export const knowledge: KnowledgeBase = {
  name: site.name,
  brand: site.anchorTenant.brand,
  units: site.units,
  features: ["infinityPool", "rooftopLounge", "concierge", "housekeeping", "rentalProgramme"],
  location: { city: site.sales.gallery.city, region: site.sales.gallery.region, country: site.sales.gallery.country },
  sales: {
    phone: site.sales.phone,
    street: site.sales.gallery.street,
    postalCode: site.sales.gallery.postalCode,
    city: site.sales.gallery.city,
    region: site.sales.gallery.region,
  },
  particulars: site.particulars,
  optional: {
    maintenanceFeePerSqft: null,
    furnishing: null,
    parking: null,
  },
};

/** The optional facts nobody has filled in yet. */
export function unknownFacts(kb: KnowledgeBase = knowledge): OptionalFactKey[] {
  return (Object.keys(kb.optional) as OptionalFactKey[]).filter((key) => kb.optional[key] === null);
}
