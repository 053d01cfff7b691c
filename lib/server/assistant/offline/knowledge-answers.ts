import "server-only";
import type { FeatureKey } from "@/lib/server/config/knowledge";
import { LANGUAGES } from "@/lib/server/language";
import { b, listIn } from "@/lib/server/language/templates";
import type { KnowledgePhrases } from "@/lib/server/language/types";
import { type LocaleCode } from "@/lib/shared/i18n/locales";
import type { Intent, ParticularsIntent } from "./intent-types";
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

/** The reply for an intent the advertisement particulars answer, for the units asked about (all when none was named). */
export function particularsAnswer(language: LocaleCode, intent: ParticularsIntent, units: readonly UnitView[], p: ProjectView): string {
  const say = LANGUAGES[language].particulars;
  switch (intent) {
    case "totalPrice":
      return say.prices(units);
    case "pricePerSqft":
      return say.perSqft(units);
    default:
      return say[intent](p.particulars);
  }
}

const PARTICULARS_INTENTS: ReadonlySet<Intent> = new Set<ParticularsIntent>([
  "tenure",
  "completion",
  "totalPrice",
  "pricePerSqft",
  "permit",
  "licence",
]);

export const isParticularsIntent = (intent: Intent): intent is ParticularsIntent => PARTICULARS_INTENTS.has(intent);

/** The reply for a feature, particulars or optional-fact intent; unknown facts get the honest answer with the sales line. */
export function knowledgeAnswer(language: LocaleCode, intent: Intent, units: readonly UnitView[], p: ProjectView): string | null {
  const k = LANGUAGES[language].knowledge;
  const unknown = (topic: Parameters<KnowledgePhrases["unknown"]>[0]) => k.unknown(topic, p.phone);
  const feature = FEATURE_OF[intent];
  if (feature) {
    if (!p.features.includes(feature)) return null;
    return feature === "rentalProgramme" ? k.rentalProgramme(p.brand) : k.hasFeature(k.features[feature]);
  }
  if (isParticularsIntent(intent)) return particularsAnswer(language, intent, units, p);
  const o = p.optional;
  switch (intent) {
    case "amenities":
      return k.amenities(p.features.map((f) => k.features[f]));
    case "maintenance":
      return p.maintenanceFee
        ? labelled(k, k.labels.maintenanceFeePerSqft, k.values.perSqftMonth(p.maintenanceFee))
        : unknown("maintenanceFeePerSqft");
    case "furnishing":
      return o.furnishing ? labelled(k, k.labels.furnishing, k.values.furnishing[o.furnishing]) : unknown("furnishing");
    case "parkingKind":
      return o.parking ? labelled(k, k.labels.parking, k.values.parking[o.parking]) : unknown("parking");
    case "financing":
      return unknown("financing");
    case "foreignBuyers":
      return unknown("foreignBuyers");
    case "rentalTerms":
      return unknown("rentalTerms");
    case "management":
      return `${LANGUAGES[language].answers.tenant(units, p)} ${unknown("management")}`;
    default:
      return null;
  }
}

/** "Lowest monthly installment: **Blitz (Type B)**, RM2,876 a month." Ties are listed together. */
export function superlativeAnswer(
  language: LocaleCode,
  s: Superlative,
  winners: readonly UnitView[],
  /** The units the visitor compared ("is Cares bigger than Blitz?"): the label is said of them, not of all. */
  among: readonly UnitView[] = [],
): string {
  const k = LANGUAGES[language].knowledge;
  return rankedAnswer(language, k.superlative[s.dimension][s.direction], winners, among, k.value(s.dimension, winners[0]));
}

/** "Most units built: **Blitz (Type B)**, 240 units.": a ranking by how many units of each type the project has. */
export function unitCountAnswer(
  language: LocaleCode,
  direction: Superlative["direction"],
  winners: readonly UnitView[],
  among: readonly UnitView[] = [],
): string {
  const k = LANGUAGES[language].knowledge;
  return rankedAnswer(language, k.unitCount[direction], winners, among, k.unitCount.units(winners[0].unitsForSale));
}

function rankedAnswer(
  language: LocaleCode,
  label: string,
  winners: readonly UnitView[],
  among: readonly UnitView[],
  value: string,
): string {
  const k = LANGUAGES[language].knowledge;
  const of =
    among.length > 1
      ? k.ofUnits(
          label,
          list(
            language,
            among.map((u) => u.name),
          ),
        )
      : label;
  return `${of}${k.colon}${list(
    language,
    winners.map((u) => b(k.named(u))),
  )}${k.comma}${value}${k.stop}`;
}

export function noneWithAnswer(language: LocaleCode, what: "rooms" | "carParks", count: number): string {
  return LANGUAGES[language].knowledge.noneWith(what, count);
}
