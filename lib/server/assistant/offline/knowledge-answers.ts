import "server-only";
import type { FeatureKey } from "@/lib/server/config/knowledge";
import { LANGUAGES } from "@/lib/server/language";
import { b, listIn } from "@/lib/server/language/templates";
import type { KnowledgePhrases } from "@/lib/server/language/types";
import { type LocaleCode } from "@/lib/shared/i18n/locales";
import type { Intent } from "./intent-types";
import type { Superlative } from "./intents";
import type { ProjectView, UnitView } from "./views";

const FEATURE_OF: Partial<Record<Intent, FeatureKey>> = {
  pool: "infinityPool",
  rooftop: "rooftopLounge",
  concierge: "concierge",
  housekeeping: "housekeeping",
  rentalProgramme: "rentalProgramme",
};

const list = (language: LocaleCode, items: readonly string[]) => listIn(language)(items);

function labelled(k: KnowledgePhrases, label: string, value: string): string {
  return `${label}${k.colon}${b(value)}${k.stop}`;
}

function perUnit(
  language: LocaleCode,
  k: KnowledgePhrases,
  label: string,
  units: readonly UnitView[],
  value: (u: UnitView) => string,
): string {
  return `${label}${k.colon}${list(
    language,
    units.map((u) => `${u.name} ${b(value(u))}`),
  )}${k.stop}`;
}

/** The reply for a feature or optional-fact intent; unknown facts get the honest answer with the sales line. */
export function knowledgeAnswer(language: LocaleCode, intent: Intent, units: readonly UnitView[], p: ProjectView): string | null {
  const k = LANGUAGES[language].knowledge;
  const unknown = (topic: Parameters<KnowledgePhrases["unknown"]>[0]) => k.unknown(topic, p.phone);
  const feature = FEATURE_OF[intent];
  if (feature) {
    if (!p.features.includes(feature)) return null;
    return feature === "rentalProgramme" ? k.rentalProgramme(p.brand) : k.hasFeature(k.features[feature]);
  }
  const o = p.optional;
  switch (intent) {
    case "amenities":
      return k.amenities(p.features.map((f) => k.features[f]));
    case "tenure":
      return o.tenure
        ? labelled(k, k.labels.tenure, o.tenure.kind === "freehold" ? k.values.freehold : k.values.leasehold(o.tenure.years))
        : unknown("tenure");
    case "completion":
      return p.completion ? labelled(k, k.labels.completion, p.completion) : unknown("completion");
    case "maintenance":
      return p.maintenanceFee
        ? labelled(k, k.labels.maintenanceFeePerSqft, k.values.perSqftMonth(p.maintenanceFee))
        : unknown("maintenanceFeePerSqft");
    case "furnishing":
      return o.furnishing ? labelled(k, k.labels.furnishing, k.values.furnishing[o.furnishing]) : unknown("furnishing");
    case "parkingKind":
      return o.parking ? labelled(k, k.labels.parking, k.values.parking[o.parking]) : unknown("parking");
    case "totalPrice":
      return o.totalPrices ? perUnit(language, k, k.labels.totalPrices, units, (u) => u.totalPrice ?? "") : unknown("totalPrices");
    case "pricePerSqft":
      return o.totalPrices
        ? perUnit(language, k, k.labels.pricePerSqft, units, (u) => k.values.perSqft(u.pricePerSqft ?? ""))
        : unknown("pricePerSqft");
    case "financing":
      return unknown("financing");
    case "foreignBuyers":
      return unknown("foreignBuyers");
    default:
      return null;
  }
}

/** "Lowest monthly installment: **Blitz (Type B)**, RM2,876 a month." Ties are listed together. */
export function superlativeAnswer(language: LocaleCode, s: Superlative, winners: readonly UnitView[]): string {
  const k = LANGUAGES[language].knowledge;
  return `${k.superlative[s.dimension][s.direction]}${k.colon}${list(
    language,
    winners.map((u) => b(k.named(u))),
  )}${k.comma}${k.value(s.dimension, winners[0])}${k.stop}`;
}

export function noneWithAnswer(language: LocaleCode, what: "rooms" | "carParks", count: number): string {
  return LANGUAGES[language].knowledge.noneWith(what, count);
}
