import "server-only";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import { phoneDigits, type Unit } from "@/lib/shared/config/site";
import { LOCALES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { formatDate } from "@/lib/server/calendar/format";
import { formatInteger, formatPercent, formatRinggit, formatSquareMetres } from "@/lib/server/ui/format";
import { priceOf, unitView } from "../views";
import { COUNT_WORDS, COUNTED_WORDS, type Counted } from "./words";

// Groups of digits with the separators the locales use (",", ".", no-break spaces).
const NUMBER = /\d+(?:[.,\u00a0\u202f]\d+)*/gu;

/** The numbers written in a text, as written. */
export function numbersIn(text: string): string[] {
  return text.match(NUMBER) ?? [];
}

/** The exact conversion (NIST): 1 ft = 0.3048 m. */
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;

/** Figures a buyer works out from the facts: the consultant may state them, and the new set asks for them. */
export type Derived = "yearly-rent" | "yearly-inst" | "m2";
type Attribute = "size" | "inst" | "rent" | "yield" | Derived;

function attribute(unit: Unit, attr: Attribute): number {
  switch (attr) {
    case "size":
      return unit.sizeSqft;
    case "inst":
      return unit.installment;
    case "rent":
      return unit.rental;
    case "yield":
      return unit.yieldPercent;
    case "yearly-rent":
      return unit.rental * 12;
    case "yearly-inst":
      return unit.installment * 12;
    case "m2":
      return unit.sizeSqft * SQUARE_METRES_PER_SQUARE_FOOT;
  }
}

const decimals = (tag: string, value: number, digits: number) =>
  new Intl.NumberFormat(`${tag}-u-nu-latn`, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/**
 * How a figure may be written in a language. Ringgit and square feet are whole numbers, yields and their
 * differences have one decimal (percentage points). Square metres may be rounded to whole square metres or to
 * one decimal, as brochures print them: 1,299 ft² is 120.68 m², written "121" or "120.7".
 */
function writtenForms(tag: string, attr: Attribute, value: number): string[] {
  if (attr === "yield") return [decimals(tag, value, 1)];
  if (attr === "m2") return [formatInteger(tag, value), decimals(tag, value, 1)];
  return [formatInteger(tag, value)];
}

const ATTRIBUTES: readonly Attribute[] = ["size", "inst", "rent", "yield", "yearly-rent", "yearly-inst", "m2"];

/** The figures derived from the facts, in a language: yearly sums, square metres, and every difference between two units. */
function derivedFigures(tag: string, units: readonly Unit[]): string[] {
  const forms: string[] = [];
  for (const u of units)
    for (const attr of ["yearly-rent", "yearly-inst", "m2"] as const) forms.push(...writtenForms(tag, attr, attribute(u, attr)));
  for (const a of units)
    for (const b of units)
      if (a !== b) for (const attr of ATTRIBUTES) forms.push(...writtenForms(tag, attr, Math.abs(attribute(a, attr) - attribute(b, attr))));
  return forms;
}

/**
 * Every number a reply may hold: the knowledge base's figures (sizes in m² too) and those derived from them in
 * every locale, the counts, the address and phone, and the advertisement particulars (prices per type and per
 * square foot, the number of units of each type, the licence's and permit's numbers, and every date they state,
 * as each language writes it).
 */
export function knownFigures(kb: KnowledgeBase = knowledge): Set<string> {
  const figures = new Set<string>([kb.sales.postalCode, phoneDigits(kb.sales.phone), ...kb.sales.phone.split(/\D+/).filter(Boolean)]);
  const add = (text: string) => numbersIn(text).forEach((n) => figures.add(n));
  const p = kb.particulars;
  const dates = [
    p.developer.licence.validFrom,
    p.developer.licence.validUntil,
    p.advertisingPermit.validFrom,
    p.advertisingPermit.validUntil,
    p.expectedCompletion,
    ...(p.land.tenure === "leasehold" ? [p.land.leaseExpiry] : []),
  ];
  for (const { code: tag } of LOCALES) {
    for (const u of kb.units) {
      for (const n of [u.sizeSqft, u.installment, u.rental]) add(formatInteger(tag, n));
      // The size in square metres, which some languages print beside it, is the same fact.
      add(formatSquareMetres(tag, u.sizeSqft));
      add(formatPercent(tag, u.yieldPercent));
      const price = priceOf(u, kb);
      add([price.min, price.max, price.min / u.sizeSqft, price.max / u.sizeSqft].map((n) => formatRinggit(tag, n)).join(" "));
    }
    derivedFigures(tag, kb.units).forEach(add);
    const fee = kb.optional.maintenanceFeePerSqft;
    if (fee !== null) add(new Intl.NumberFormat(`${tag}-u-nu-latn`, { minimumFractionDigits: 2 }).format(fee));
    for (const date of dates) add(formatDate(date, tag));
  }
  for (const u of kb.units) for (const n of [u.bedrooms, u.bathrooms, u.carParks, priceOf(u, kb).units]) figures.add(String(n));
  add(`${p.developer.licence.number} ${p.advertisingPermit.number}`);
  return figures;
}

/** The numbers in a reply that are no fact of the knowledge base, nor one the visitor wrote. */
export function inventedFigures(reply: string, known: Set<string> = knownFigures(), visitors: ReadonlySet<string> = new Set()): string[] {
  return numbersIn(reply).filter((n) => !known.has(n) && !visitors.has(n));
}

/** Whether a reply points to the sales team: the phone as printed, or the WhatsApp link. */
export function hasSalesContact(reply: string, kb: KnowledgeBase = knowledge): boolean {
  return reply.includes(kb.sales.phone) || reply.includes(`wa.me/${phoneDigits(kb.sales.phone)}`);
}

/** Numbers other than the phone's (and the visitor's own, quoted back): an honest "I don't know" quotes none. */
export function figuresBesidesContact(reply: string, kb: KnowledgeBase = knowledge, visitors: ReadonlySet<string> = new Set()): string[] {
  const contact = new Set([phoneDigits(kb.sales.phone), ...kb.sales.phone.split(/\D+/)]);
  return numbersIn(reply.split(kb.sales.phone).join(" ")).filter((n) => !contact.has(n) && !visitors.has(n));
}

function unitNamed(letter: string, kb: KnowledgeBase): Unit {
  const unit = kb.units.find((u) => u.type === `type${letter}`);
  if (!unit) throw new Error(`no unit ${letter}`);
  return unit;
}

/** Every expectation token the judge reads, with its optional "!"; a difference is between two different units. */
export const EXPECTATION_TOKEN =
  /^!?(?:(?:size|inst|rent|yield|name|yearly-rent|yearly-inst|m2|parks|beds|baths):[ABC]|diff-(?:size|inst|rent|yield|yearly-rent|yearly-inst|m2):([ABC])-(?!\1)[ABC]|(?:range|psf|units):[ABC]|permit|licence|completion|leaseExpiry|lang:(?:en|ms|zh|hi|ru|es|fr|de|ar)|refusal|unknown)$/;

/**
 * Resolves an expectation token to the text it stands for in the language: a unit's figure ("size:B",
 * "inst:A", "name:C"), its selling price range ("range:A") and per square foot ("psf:A"), its number of units ("units:B"), or a
 * particular ("permit", "licence", "completion", "leaseExpiry": the number, or the date as the language writes it).
 */
export function resolveToken(token: string, language: LocaleCode, kb: KnowledgeBase = knowledge): string {
  const particular = resolveParticular(token, language, kb);
  if (particular !== null) return particular;
  const m = /^(size|inst|rent|yield|name|range|psf|units):([ABC])$/.exec(token);
  if (!m) return token;
  const unit = unitNamed(m[2], kb);
  const tag = language;
  switch (m[1]) {
    case "size":
      return formatInteger(tag, unit.sizeSqft);
    case "inst":
      return formatRinggit(tag, unit.installment);
    case "rent":
      return formatRinggit(tag, unit.rental);
    case "yield":
      return formatPercent(tag, unit.yieldPercent);
    case "range":
      return unitView(unit, language, kb).priceRange;
    case "psf":
      return unitView(unit, language, kb).pricePerSqft;
    case "units":
      return String(priceOf(unit, kb).units);
    default:
      return unit.name;
  }
}

function resolveParticular(token: string, language: LocaleCode, kb: KnowledgeBase): string | null {
  const p = kb.particulars;
  switch (token) {
    case "permit":
      return p.advertisingPermit.number;
    case "licence":
      return p.developer.licence.number;
    case "completion":
      return formatDate(p.expectedCompletion, language);
    case "leaseExpiry":
      if (p.land.tenure !== "leasehold") throw new Error("the shipped particulars are freehold: no lease expiry to expect");
      return formatDate(p.land.leaseExpiry, language);
    default:
      return null;
  }
}

/**
 * The accepted written forms of a derived-figure token, in the reply's language, or null for another token:
 * "yearly-rent:A" (rent × 12), "yearly-inst:B", "m2:C", and "diff-<attribute>:A-B", the difference between two
 * units (size, inst, rent, yield, yearly-rent, yearly-inst, m2), whichever is larger.
 */
export function derivedForms(token: string, language: LocaleCode, kb: KnowledgeBase = knowledge): string[] | null {
  const tag = language;
  const single = /^(yearly-rent|yearly-inst|m2):([ABC])$/.exec(token);
  if (single) {
    const attr = single[1] as Derived;
    return writtenForms(tag, attr, attribute(unitNamed(single[2], kb), attr));
  }
  const diff = /^diff-(size|inst|rent|yield|yearly-rent|yearly-inst|m2):([ABC])-([ABC])$/.exec(token);
  if (!diff) return null;
  const attr = diff[1] as Attribute;
  return writtenForms(tag, attr, Math.abs(attribute(unitNamed(diff[2], kb), attr) - attribute(unitNamed(diff[3], kb), attr)));
}

/** Whether a reply states a figure as a whole number: "RM64,800" holds 64,800, "164,800" does not. */
export function statesFigure(reply: string, forms: readonly string[]): boolean {
  const numbers = new Set(numbersIn(reply));
  return forms.some((form) => numbers.has(form));
}

const COUNT_NEAR = 24;

function countPattern(n: number): RegExp {
  const words = (COUNT_WORDS[n] ?? []).map((w) => (/\p{Script=Han}/u.test(w) ? w : `(?<![\\p{L}\\p{M}])${w}(?![\\p{L}\\p{M}])`));
  return new RegExp([`(?<![\\d.,])${n}(?![\\d]|[.,]\\d)`, ...words].join("|"), "giu");
}

/**
 * Whether a reply gives the unit's count of car parks, bedrooms or bathrooms ("parks:A", "beds:B", "baths:C"):
 * the count, in figures or words, within a few characters of the thing counted, in any language.
 */
export function statesCount(token: string, reply: string, kb: KnowledgeBase = knowledge): boolean | null {
  const m = /^(parks|beds|baths):([ABC])$/.exec(token);
  if (!m) return null;
  const unit = unitNamed(m[2], kb);
  const n = { parks: unit.carParks, beds: unit.bedrooms, baths: unit.bathrooms }[m[1] as Counted];
  for (const hit of reply.matchAll(countPattern(n))) {
    const around = reply.slice(Math.max(0, hit.index - COUNT_NEAR), hit.index + hit[0].length + COUNT_NEAR);
    if (COUNTED_WORDS[m[1] as Counted].test(around)) return true;
  }
  return false;
}
