import "server-only";
import { knowledge, type FeatureKey, type KnowledgeBase, type OptionalFacts } from "@/lib/server/config/knowledge";
import { formatDate } from "@/lib/server/calendar/format";
import { LANGUAGES } from "@/lib/server/language";
import type { Unit } from "@/lib/shared/config/site";
import { localeInfo, type LocaleCode } from "@/lib/shared/i18n/locales";
import type { ParticularsView, PermitView, ProjectView as ProjectWords, UnitView } from "@/lib/server/language/types";
import { formatInteger, formatPercent, formatRinggit, formatSquareMetres } from "@/lib/server/ui/format";
import { unitLetter } from "./units";

export type { UnitView };

/** The project as the templates read it, with the knowledge base's raw facts that only the consultant's logic reads. */
export interface ProjectView extends ProjectWords {
  features: readonly FeatureKey[];
  optional: OptionalFacts;
}

/** The particulars' selling prices of a type (the schema requires one entry per type). */
export function priceOf(unit: Pick<Unit, "type">, kb: KnowledgeBase = knowledge): { min: number; max: number; units: number } {
  const price = kb.particulars.prices.find((p) => p.type === unit.type);
  if (!price) throw new Error(`the particulars have no price range for ${unit.type}`);
  return price;
}

/** Every type's selling prices, as a limit on the selling price reads them (query/evaluate.ts). */
export const sellingPrices =
  (kb: KnowledgeBase = knowledge) =>
  (type: Unit["type"]) =>
    priceOf({ type }, kb);

/** Figures follow the page's locale, as the unit cards do. */
export function unitView(unit: Unit, language: LocaleCode, kb: KnowledgeBase = knowledge): UnitView {
  const tag = language;
  const { range } = LANGUAGES[language].particulars;
  const price = priceOf(unit, kb);
  const metric = localeInfo(language).squareMetres;
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
    priceRange: range(formatRinggit(tag, price.min), formatRinggit(tag, price.max)),
    pricePerSqft: range(formatRinggit(tag, price.min / unit.sizeSqft), formatRinggit(tag, price.max / unit.sizeSqft)),
    unitsForSale: price.units,
  };
}

function particularsView(language: LocaleCode, kb: KnowledgeBase): ParticularsView {
  const p = kb.particulars;
  const date = (day: Date) => formatDate(day, language);
  const permit = (x: { number: string; validFrom: Date; validUntil: Date }): PermitView => ({
    number: x.number,
    from: date(x.validFrom),
    until: date(x.validUntil),
  });
  return {
    developer: p.developer.name,
    licence: permit(p.developer.licence),
    permit: permit(p.advertisingPermit),
    tenure: p.land.tenure === "freehold" ? { kind: "freehold" } : { kind: "leasehold", expiry: date(p.land.leaseExpiry) },
    chargedTo: p.land.encumbrance.chargedTo,
    completion: date(p.expectedCompletion),
  };
}

export function projectView(language: LocaleCode, kb: KnowledgeBase = knowledge): ProjectView {
  const tag = language;
  const { maintenanceFeePerSqft: fee } = kb.optional;
  return {
    name: kb.name,
    brand: kb.brand,
    phone: kb.sales.phone,
    street: kb.sales.street,
    postalCode: kb.sales.postalCode,
    city: kb.sales.city,
    region: kb.sales.region,
    country: new Intl.DisplayNames([tag], { type: "region" }).of(kb.location.country) ?? kb.location.country,
    units: kb.units.map((u) => unitView(u, language, kb)),
    particulars: particularsView(language, kb),
    features: kb.features,
    optional: kb.optional,
    maintenanceFee:
      fee === null
        ? null
        : `RM${new Intl.NumberFormat(`${tag}-u-nu-latn`, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fee)}`,
  };
}
