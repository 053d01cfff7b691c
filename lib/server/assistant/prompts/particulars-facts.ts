import "server-only";
import { formatDate } from "@/lib/server/calendar/format";
import type { KnowledgeBase } from "@/lib/server/config/knowledge";
import { formatRinggit } from "@/lib/server/ui/format";
import { priceOf } from "@/lib/server/assistant/offline/views";

const HOUSING_TYPE = { servicedApartment: "serviced apartment", condominium: "condominium", apartment: "apartment" } as const;

/** The advertisement particulars (content/property.json) as the fact sheet states them: the same source as the offline consultant's. */
export function particularsFacts(kb: KnowledgeBase): string {
  const p = kb.particulars;
  const day = (date: Date) => formatDate(date, "en");
  const valid = (x: { validFrom: Date; validUntil: Date }) => `valid from ${day(x.validFrom)} to ${day(x.validUntil)}`;
  const a = p.developer.address;
  const prices = kb.units.map((u) => {
    const price = priceOf(u, kb);
    return `${u.name} (${u.type.replace("type", "Type ")}) ${formatRinggit("en", price.min)} to ${formatRinggit("en", price.max)}, ${price.units} units`;
  });
  return [
    "Advertisement particulars (quote them exactly when asked):",
    `- developer: ${p.developer.name}, ${a.street}, ${a.postalCode} ${a.city}, ${a.region}; developer's licence no. ${p.developer.licence.number}, ${valid(p.developer.licence)}`,
    `- advertising and sales permit no. ${p.advertisingPermit.number}, ${valid(p.advertisingPermit)}`,
    `- land tenure: ${p.land.tenure === "freehold" ? "freehold" : `leasehold, expiring on ${day(p.land.leaseExpiry)}`}; ${
      p.land.encumbrance.chargedTo ? `the land is charged to ${p.land.encumbrance.chargedTo}` : "no encumbrances"
    }`,
    `- type of housing: ${HOUSING_TYPE[p.project.housingType]}; project name: ${p.project.name}`,
    `- expected completion date: ${day(p.expectedCompletion)}`,
    `- selling price per type, lowest to highest, and number of units: ${prices.join("; ")}`,
    `- building plans approved by ${p.buildingPlan.authority}, reference ${p.buildingPlan.reference}`,
    `- Housing Development Account: ${p.housingDevelopmentAccount.bank}, account no. ${p.housingDevelopmentAccount.accountNumber}`,
    `- Bumiputera quota ${p.bumiputera.quotaPercent}% of the units, with a ${p.bumiputera.discountPercent}% discount`,
  ].join("\n");
}
