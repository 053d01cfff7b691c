import "server-only";
import {
  FEATURE_FACTS,
  knowledge,
  unknownFacts,
  type KnowledgeBase,
  type OptionalFactKey,
  type OptionalFacts,
} from "@/lib/server/config/knowledge";
import { formatInteger, formatPercent, formatRinggit, formatSquareMetres } from "@/lib/server/ui/format";
import { openingHoursText } from "@/lib/server/viewings/phrases";
import { PUBLISHED, type Published } from "../published";

const unitType = (type: string) => type.replace("type", "Type ");
const day = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
const HOUSING_TYPES = { servicedApartment: "serviced apartments", condominium: "condominiums", apartment: "apartments" } as const;

/** How each optional fact reads once known, and what it is called while it is not. */
const OPTIONAL: { [K in OptionalFactKey]: { label: string; say: (value: NonNullable<OptionalFacts[K]>, kb: KnowledgeBase) => string } } = {
  maintenanceFeePerSqft: { label: "maintenance fee", say: (fee) => `RM${fee.toFixed(2)} per sq ft per month` },
  furnishing: {
    label: "furnishing",
    say: (f) => ({ fully: "fully furnished", partly: "partly furnished", unfurnished: "unfurnished" })[f],
  },
  parking: { label: "parking arrangements (covered, open or basement)", say: (p) => `${p} car parks` },
};

/**
 * What the site does not know, besides the optional facts nobody has filled in: a model
 * left to itself fills these from what it knows of other projects.
 */
export const NOT_KNOWN = [
  "the exact price of a particular unit within its type's range",
  "financing and loan terms, and which banks lend",
  "rules, minimum prices and taxes for foreign buyers",
  "discounts, rebates and promotions beyond the Bumiputera discount",
  "how many units are still available (stock), which are sold, and floor levels, views and orientation of particular units",
  "the hotel's share of the rent, the rental programme's fees and terms, occupancy rates and actual rental income",
  "who will run the building's management (the joint management body, the appointed management company) and its service charges, beyond the brand that manages the hotel",
  "future prices, capital growth and actual returns",
  "nearby schools, hospitals, shopping malls and other amenities outside the development",
  "distances and travel times to anywhere (the beach, the airport, the town centre)",
  "legal, tax and financial advice",
  "any feature not listed above",
];

function optionalLine<K extends OptionalFactKey>(key: K, kb: KnowledgeBase): string {
  return `- ${OPTIONAL[key].label}: ${OPTIONAL[key].say(kb.optional[key] as NonNullable<OptionalFacts[K]>, kb)}`;
}

function particularsLines(kb: KnowledgeBase, { particulars: p }: Published): string {
  const permit = (what: string, x: { number: string; validFrom: Date; validUntil: Date }) =>
    `- ${what}: ${x.number}, valid from ${day(x.validFrom)} to ${day(x.validUntil)}.`;
  const land = p.land.tenure === "leasehold" ? `leasehold, the lease expiring on ${day(p.land.leaseExpiry)}` : "freehold";
  const prices = p.prices
    .map((price) => {
      const unit = kb.units.find((u) => u.type === price.type);
      return `  - ${unit ? `${unit.name} (${unitType(unit.type)})` : unitType(price.type)}: ${formatRinggit("en", price.min)} to ${formatRinggit("en", price.max)}, ${price.units} units in the project`;
    })
    .join("\n");
  return [
    `Advertisement particulars, shown on the page${p.sample ? " (marked there as a sample until the developer publishes its own)" : ""}:`,
    `- Developer: ${p.developer.name}, ${p.developer.address.street}, ${p.developer.address.postalCode} ${p.developer.address.city}.`,
    permit("Developer's licence", p.developer.licence),
    permit("Advertising and sales permit", p.advertisingPermit),
    `- Land: ${land}; ${p.land.encumbrance.chargedTo ? `charged to ${p.land.encumbrance.chargedTo}` : "not charged to any bank"}.`,
    `- Housing type: ${HOUSING_TYPES[p.project.housingType]}.`,
    `- Expected completion: ${day(p.expectedCompletion)}.`,
    `- Selling prices per unit type (lowest to highest):\n${prices}`,
    `- Building plan approved by ${p.buildingPlan.authority}, reference ${p.buildingPlan.reference}.`,
    `- Housing development account: ${p.housingDevelopmentAccount.bank}, ${p.housingDevelopmentAccount.accountNumber}.`,
    `- Bumiputera quota ${p.bumiputera.quotaPercent}%, Bumiputera discount ${p.bumiputera.discountPercent}%.`,
  ].join("\n");
}

/** Everything the model may say, from the same knowledge base as the offline consultant and the page's particulars. */
export function factSheet(kb: KnowledgeBase = knowledge, published: Published = PUBLISHED): string {
  const s = kb.sales;
  const v = published.viewings;
  const units = kb.units
    .map(
      (u) =>
        `- ${u.name} (${unitType(u.type)}): ${formatInteger("en", u.sizeSqft)} sq ft (${formatSquareMetres("en", u.sizeSqft)} m²), ${u.bedrooms} bedrooms, ${u.bathrooms} bathrooms, ` +
        `${u.unit === "cornerUnit" ? "corner unit" : "intermediate unit"}, ${u.carParks} car park${u.carParks === 1 ? "" : "s"}, ` +
        `installment ${formatRinggit("en", u.installment)} per month, expected rental ${formatRinggit("en", u.rental)} per month, gross yield ${formatPercent("en", u.yieldPercent)}.`,
    )
    .join("\n");
  const unknown = unknownFacts(kb);
  const known = (Object.keys(kb.optional) as OptionalFactKey[]).filter((k) => !unknownFacts(kb).includes(k));
  const hours = openingHoursText("en", v);
  return [
    `Project: ${kb.name}, a hotel-branded residential development in ${kb.location.city}, ${kb.location.region}, Malaysia, by the sea on the shores of the South China Sea.`,
    `Anchor tenant and manager: ${kb.brand}.`,
    `Units:\n${units}`,
    `Features:\n${kb.features.map((f) => `- ${FEATURE_FACTS[f]}`).join("\n")}`,
    known.length ? `Also known:\n${known.map((k) => optionalLine(k, kb)).join("\n")}` : "",
    particularsLines(kb, published),
    `Sales gallery: ${s.street}, ${s.postalCode} ${s.city}, ${s.region}. ` +
      (hours ? `Open ${hours} (Malaysia time). ` : "") +
      `A viewing takes ${v.slotMinutes} minutes and needs ${v.minNoticeMinutes / 60} hours' notice; visitors can book up to ${v.maxDaysAhead} days ahead. ` +
      `Sales phone and WhatsApp: ${s.phone}.`,
    `Not known (say you do not have it and offer the sales team; never guess): ${[...unknown.map((k) => OPTIONAL[k].label), ...NOT_KNOWN].join("; ")}.`,
  ]
    .filter(Boolean)
    .join("\n");
}
