import "server-only";
import { knowledge, type FeatureKey, type KnowledgeBase, type OptionalFacts } from "@/lib/server/config/knowledge";
import type { Unit } from "@/lib/shared/config/site";
import { LOCALES, type LocaleCode } from "@/lib/shared/i18n/locales";
import type { ProjectView as ProjectWords, UnitView } from "@/lib/server/language/types";
import { formatInteger, formatPercent, formatRinggit, formatSquareMetres } from "@/lib/server/ui/format";
import { unitLetter } from "./units";

export type { UnitView };

/** The project as the templates read it, with the knowledge base's raw facts that only the consultant's logic reads. */
export interface ProjectView extends ProjectWords {
  features: readonly FeatureKey[];
  optional: OptionalFacts;
}

/** Figures follow the page's locale, as the unit cards do. */
export function unitView(unit: Unit, tag: string, kb: KnowledgeBase = knowledge): UnitView {
  const total = kb.optional.totalPrices?.[unit.type];
  const metric = LOCALES.find((l) => l.code === tag)?.squareMetres ?? false;
  return {
    key: unit.type,
    name: unit.name,
    letter: unitLetter(unit.type),
    size: formatInteger(tag, unit.sizeSqft),
    sizeSqft: unit.sizeSqft,
    sizeSqm: metric ? formatSquareMetres(tag, unit.sizeSqft) : null,
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
    installment: formatRinggit(tag, unit.installment),
    rental: formatRinggit(tag, unit.rental),
    yieldText: formatPercent(tag, unit.yieldPercent),
    corner: unit.unit === "cornerUnit",
    carParks: unit.carParks,
    totalPrice: total ? formatRinggit(tag, total) : null,
    pricePerSqft: total ? formatRinggit(tag, total / unit.sizeSqft) : null,
  };
}

export function projectView(language: LocaleCode, kb: KnowledgeBase = knowledge): ProjectView {
  const tag = language;
  const { completion, maintenanceFeePerSqft: fee } = kb.optional;
  return {
    name: kb.name,
    brand: kb.brand,
    phone: kb.sales.phone,
    street: kb.sales.street,
    postalCode: kb.sales.postalCode,
    city: kb.sales.city,
    region: kb.sales.region,
    country: new Intl.DisplayNames([tag], { type: "region" }).of(kb.location.country) ?? kb.location.country,
    units: kb.units.map((u) => unitView(u, tag, kb)),
    features: kb.features,
    optional: kb.optional,
    completion: completion
      ? new Intl.DateTimeFormat(`${tag}-u-nu-latn`, { year: "numeric", month: "long", timeZone: "UTC" }).format(
          new Date(`${completion}-01T00:00:00Z`),
        )
      : null,
    maintenanceFee:
      fee === null
        ? null
        : `RM${new Intl.NumberFormat(`${tag}-u-nu-latn`, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fee)}`,
  };
}
