import { site, type Unit } from "@/lib/config/site";
import { localeInfo, type LocaleCode } from "@/lib/i18n/locales";
import { formatInteger, formatPercent, formatRinggit } from "@/lib/ui/format";

// Figures read the same in every language, as on the cards: a German "1.299" would look like one point three.
const FIGURES = "en";
import { unitLetter } from "./units";

/** A unit's facts, already formatted, as the phrase templates use them. */
export interface UnitView {
  key: Unit["type"];
  name: string;
  /** "A", "B" or "C". */
  letter: string;
  /** "1,299" (square feet). */
  size: string;
  bedrooms: number;
  bathrooms: number;
  /** "RM4,841" per month. */
  installment: string;
  /** "RM5,400" per month. */
  rental: string;
  /** "7.2%". */
  yieldText: string;
  corner: boolean;
  carParks: number;
}

export interface ProjectView {
  name: string;
  brand: string;
  phone: string;
  /** Street without the "Sales Gallery" label, which each language says itself. */
  street: string;
  postalCode: string;
  city: string;
  region: string;
  /** The country's name in the reply's language. */
  country: string;
  units: readonly UnitView[];
}

export function unitView(unit: Unit): UnitView {
  return {
    key: unit.type,
    name: unit.name,
    letter: unitLetter(unit.type),
    size: formatInteger(FIGURES, unit.sizeSqft),
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
    installment: formatRinggit(FIGURES, unit.installment),
    rental: formatRinggit(FIGURES, unit.rental),
    yieldText: formatPercent(FIGURES, unit.yieldPercent),
    corner: unit.unit === "cornerUnit",
    carParks: unit.carParks,
  };
}

export function projectView(language: LocaleCode): ProjectView {
  const { gallery, phone } = site.sales;
  const tag = localeInfo(language).tag;
  return {
    name: site.name,
    brand: site.anchorTenant.brand,
    phone,
    street: gallery.street.replace(/^sales gallery,\s*/i, ""),
    postalCode: gallery.postalCode,
    city: gallery.city,
    region: gallery.region,
    country: new Intl.DisplayNames([tag], { type: "region" }).of(gallery.country) ?? gallery.country,
    units: site.units.map(unitView),
  };
}
