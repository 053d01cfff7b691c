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
import { particularsFacts } from "./particulars-facts";

const unitType = (type: string) => type.replace("type", "Type ");

/** How each optional fact reads once known, and what it is called while it is not. */
const OPTIONAL: { [K in OptionalFactKey]: { label: string; say: (value: NonNullable<OptionalFacts[K]>, kb: KnowledgeBase) => string } } = {
  maintenanceFeePerSqft: { label: "maintenance fee", say: (fee) => `RM${fee.toFixed(2)} per sq ft per month` },
  furnishing: {
    label: "furnishing",
    say: (f) => ({ fully: "fully furnished", partly: "partly furnished", unfurnished: "unfurnished" })[f],
  },
  parking: { label: "parking arrangements (covered, open or basement)", say: (p) => `${p} car parks` },
};

function optionalLine<K extends OptionalFactKey>(key: K, kb: KnowledgeBase): string {
  return `- ${OPTIONAL[key].label}: ${OPTIONAL[key].say(kb.optional[key] as NonNullable<OptionalFacts[K]>, kb)}`;
}

/** Everything the model may say, from the same knowledge base as the offline consultant. */
export function factSheet(kb: KnowledgeBase = knowledge): string {
  const s = kb.sales;
  const units = kb.units
    .map(
      (u) =>
        `- ${u.name} (${unitType(u.type)}): ${formatInteger("en", u.sizeSqft)} sq ft (${formatSquareMetres("en", u.sizeSqft)} m²), ${u.bedrooms} bedrooms, ${u.bathrooms} bathrooms, ` +
        `${u.unit === "cornerUnit" ? "corner unit" : "intermediate unit"}, ${u.carParks} car park${u.carParks === 1 ? "" : "s"}, ` +
        `installment ${formatRinggit("en", u.installment)} per month, expected rental ${formatRinggit("en", u.rental)} per month, gross yield ${formatPercent("en", u.yieldPercent)}.`,
    )
    .join("\n");
  const unknown = unknownFacts(kb);
  const known = (Object.keys(kb.optional) as OptionalFactKey[]).filter((k) => !unknown.includes(k));
  return [
    `Project: ${kb.name}, a hotel-branded residential development in ${kb.location.city}, ${kb.location.region}, Malaysia.`,
    `Anchor tenant and manager: ${kb.brand}.`,
    `Units:\n${units}`,
    `Features:\n${kb.features.map((f) => `- ${FEATURE_FACTS[f]}`).join("\n")}`,
    particularsFacts(kb),
    known.length ? `Also known:\n${known.map((k) => optionalLine(k, kb)).join("\n")}` : "",
    `Not known yet (say you do not know and offer the sales team; never guess): ${[
      ...unknown.map((k) => OPTIONAL[k].label),
      "financing and loan terms",
      "rules for foreign buyers",
      "discounts and availability",
      "any feature not listed above",
    ].join("; ")}.`,
    `Sales gallery: ${s.street}, ${s.postalCode} ${s.city}, ${s.region}. Sales phone and WhatsApp: ${s.phone}.`,
  ]
    .filter(Boolean)
    .join("\n");
}
