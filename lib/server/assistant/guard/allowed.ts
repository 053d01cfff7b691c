import "server-only";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import { phoneDigits } from "@/lib/shared/config/site";
import { LOCALES } from "@/lib/shared/i18n/locales";
import { PUBLISHED, type Published } from "../published";
import type { FigureKind, Reading } from "./figures";
import { foldFigures } from "./figures";

/**
 * Every figure the model may state: the fact sheet's (the units, the optional facts
 * once known, the advertisement particulars, the opening hours) and the figures the
 * offline consultant may work out from them: yearly sums of rent and installment,
 * the difference between two units' figures, and sizes in square metres. Nothing else
 * is derived: a price worked out from the yield is no fact.
 */
export interface AllowedFigures {
  byKind: Readonly<Record<Exclude<FigureKind, "plain">, readonly number[]>>;
  /** A figure without a measure may be any fact's figure, or a count of the fact sheet. */
  plain: readonly number[];
  /** Texts removed before figures are read: identifiers and dates as every language writes them. */
  literals: readonly string[];
  /** Digit strings of the sales phone as it may be written (international, national, bare). */
  phones: readonly string[];
}

export const SQM_PER_SQFT = 0.09290304;
const MONTHS_PER_YEAR = 12;

const pairs = <T>(items: readonly T[]) => items.flatMap((a, i) => items.slice(i + 1).map((b) => [a, b] as const));
const differences = (values: readonly number[]) => pairs(values).map(([a, b]) => Math.abs(a - b));
/** A particulars date ("2029-12-31"), as the content file writes it. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** "2029-12-31" as each language writes it, in full, as a date and as a month: removed before reading. */
function dateForms(iso: string): string[] {
  const [y, m, d] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d ?? 1, 12));
  const forms = new Set<string>([iso]);
  if (d) {
    const dd = String(d).padStart(2, "0");
    const mm = String(m).padStart(2, "0");
    for (const f of [`${d}/${m}/${y}`, `${dd}/${mm}/${y}`, `${dd}.${mm}.${y}`, `${d}.${m}.${y}`, `${m}/${d}/${y}`, `${dd}-${mm}-${y}`])
      forms.add(f);
  }
  const styles: Intl.DateTimeFormatOptions[] = [
    ...(d ? [{ dateStyle: "full" }, { dateStyle: "long" }, { dateStyle: "medium" }] : []),
    { year: "numeric", month: "long" },
    { year: "numeric", month: "short" },
  ] as Intl.DateTimeFormatOptions[];
  for (const tag of [...LOCALES.map((l) => l.code), "en-GB", "en-US", "en-MY"]) {
    for (const style of styles) forms.add(new Intl.DateTimeFormat(`${tag}-u-nu-latn`, { ...style, timeZone: "UTC" }).format(date));
  }
  return [...forms].map(foldFigures);
}

export function allowedFigures(kb: KnowledgeBase = knowledge, published: Published = PUBLISHED): AllowedFigures {
  const units = kb.units;
  const { particulars: p, viewings: v } = published;
  const installments = units.map((u) => u.installment);
  const rentals = units.map((u) => u.rental);
  const monthly = [
    ...installments,
    ...rentals,
    ...differences(installments),
    ...differences(rentals),
    // What the rent leaves after the installment, unit by unit.
    ...units.map((u) => Math.abs(u.rental - u.installment)),
  ];
  const fee = kb.optional.maintenanceFeePerSqft;
  const money = [
    ...monthly,
    ...monthly.map((n) => n * MONTHS_PER_YEAR),
    ...p.prices.flatMap((price) => [price.min, price.max]),
    // The price per sq ft the particulars' range gives, as the offline consultant states it.
    ...units.flatMap((u) =>
      p.prices.filter((price) => price.type === u.type).flatMap((price) => [price.min / u.sizeSqft, price.max / u.sizeSqft]),
    ),
    ...(fee !== null ? [fee, ...units.map((u) => fee * u.sizeSqft)] : []),
  ];
  const yields = units.map((u) => u.yieldPercent);
  const percent = [...yields, ...differences(yields), p.bumiputera.quotaPercent, p.bumiputera.discountPercent];
  const sizes = units.map((u) => u.sizeSqft);
  const sqft = [...sizes, ...differences(sizes)];
  const sqm = sqft.map((n) => n * SQM_PER_SQFT);

  const hours = Object.values(v.hours).flatMap((h) => (h ? [minutes(h.open), minutes(h.close)] : []));
  const time = [...new Set(hours)];
  const durations = [
    v.slotMinutes,
    v.minNoticeMinutes,
    v.maxDaysAhead * 1440,
    // "per month", "a year", "twelve months", "seven days a week": the periods the figures are given for.
    43200,
    525600,
    MONTHS_PER_YEAR * 43200,
    1440,
    7 * 1440,
  ];

  const completion = isoDay(p.expectedCompletion);
  const leaseExpiry = p.land.tenure === "leasehold" ? isoDay(p.land.leaseExpiry) : null;
  const factDates = [
    completion,
    ...(leaseExpiry ? [leaseExpiry] : []),
    ...[p.developer.licence, p.advertisingPermit].flatMap((permit) => [isoDay(permit.validFrom), isoDay(permit.validUntil)]),
  ];
  // A year alone may only be the completion's or the lease's; a permit's years are read only in its whole dates.
  const years = [completion, ...(leaseExpiry ? [leaseExpiry] : [])].map((iso) => Number(iso.slice(0, 4)));
  const dateParts = factDates.flatMap((iso) => iso.split("-").slice(1).map(Number));

  const counts = [
    ...units.flatMap((u) => [u.bedrooms, u.bathrooms, u.carParks]),
    ...differences(units.map((u) => u.carParks)),
    units.length,
    ...p.prices.map((price) => price.units),
    p.prices.reduce((sum, price) => sum + price.units, 0),
    MONTHS_PER_YEAR,
    // "a five-star hotel", as the fact sheet describes the concierge.
    5,
    ...hours.flatMap((m) => [m / 60, (m / 60) % 12 || 12]),
    v.minNoticeMinutes / 60,
    v.maxDaysAhead,
    Number(kb.sales.postalCode),
  ];

  // The completion date's quarter ("the fourth quarter of 2029") is the only one a fact gives.
  const quarters = [Math.ceil(Number(completion.slice(5, 7)) / 3)];
  const byKind = { money, percent, sqft, sqm, duration: durations, distance: [], year: years, quarter: quarters, time };
  const plain = [...new Set([...money, ...percent, ...sqft, ...sqm, ...years, ...dateParts, ...counts])];
  const literals = [
    p.developer.licence.number,
    p.advertisingPermit.number,
    p.buildingPlan.reference,
    p.housingDevelopmentAccount.accountNumber,
    p.developer.address.street,
    ...factDates.flatMap(dateForms),
  ].map(foldFigures);
  const international = phoneDigits(kb.sales.phone);
  const national = `0${international.replace(/^60/, "")}`;
  return {
    byKind,
    plain,
    // Longest first, so a date's full form goes before the month-and-year form inside it.
    literals: [...new Set(literals)].sort((a, b) => b.length - a.length),
    phones: [international, national, national.slice(1)],
  };
}

/** Whether one reading of a figure is a fact: the same, or the same rounded as written, and never more than 2% off. */
export function isAllowed(reading: Reading, allowed: AllowedFigures): boolean {
  const facts = reading.kind === "plain" ? allowed.plain : allowed.byKind[reading.kind];
  return facts.some((fact) => {
    const off = Math.abs(reading.value - fact);
    return off < reading.tolerance + 1e-9 && off <= 0.02 * Math.abs(fact) + 1e-9;
  });
}
