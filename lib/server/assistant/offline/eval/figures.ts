import "server-only";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import { phoneDigits } from "@/lib/shared/config/site";
import { LOCALES, localeInfo, type LocaleCode } from "@/lib/shared/i18n/locales";
import { formatDate } from "@/lib/server/calendar/format";
import { formatInteger, formatPercent, formatRinggit } from "@/lib/server/ui/format";
import { priceOf, unitView } from "../views";

// Groups of digits with the separators the locales use (",", ".", no-break spaces).
const NUMBER = /\d+(?:[.,\u00a0\u202f]\d+)*/gu;

/**
 * Every number a reply may hold: the knowledge base's figures in every locale, the counts, the address and
 * phone, and the advertisement particulars (prices per type and per square foot, the number of units of each
 * type, the licence's and permit's numbers, and every date they state, as each language writes it).
 */
export function knownFigures(kb: KnowledgeBase = knowledge): Set<string> {
  const figures = new Set<string>([kb.sales.postalCode, phoneDigits(kb.sales.phone), ...kb.sales.phone.split(/\D+/).filter(Boolean)]);
  const add = (text: string) => text.match(NUMBER)?.forEach((n) => figures.add(n));
  const p = kb.particulars;
  const dates = [
    p.developer.licence.validFrom,
    p.developer.licence.validUntil,
    p.advertisingPermit.validFrom,
    p.advertisingPermit.validUntil,
    p.expectedCompletion,
    ...(p.land.tenure === "leasehold" ? [p.land.leaseExpiry] : []),
  ];
  for (const { code, tag } of LOCALES) {
    for (const u of kb.units) {
      for (const n of [u.sizeSqft, u.installment, u.rental]) add(formatInteger(tag, n));
      add(formatPercent(tag, u.yieldPercent));
      const price = priceOf(u, kb);
      add([price.min, price.max, price.min / u.sizeSqft, price.max / u.sizeSqft].map((n) => formatRinggit(tag, n)).join(" "));
    }
    const fee = kb.optional.maintenanceFeePerSqft;
    if (fee !== null) add(new Intl.NumberFormat(`${tag}-u-nu-latn`, { minimumFractionDigits: 2 }).format(fee));
    for (const date of dates) add(formatDate(date, code));
  }
  for (const u of kb.units) for (const n of [u.bedrooms, u.bathrooms, u.carParks, priceOf(u, kb).units]) figures.add(String(n));
  add(`${p.developer.licence.number} ${p.advertisingPermit.number}`);
  return figures;
}

/** The numbers in a reply that are no fact of the knowledge base. */
export function inventedFigures(reply: string, known: Set<string> = knownFigures()): string[] {
  return (reply.match(NUMBER) ?? []).filter((n) => !known.has(n));
}

/** Whether a reply points to the sales team: the phone as printed, or the WhatsApp link. */
export function hasSalesContact(reply: string, kb: KnowledgeBase = knowledge): boolean {
  return reply.includes(kb.sales.phone) || reply.includes(`wa.me/${phoneDigits(kb.sales.phone)}`);
}

/** Numbers other than the phone's: an honest "I don't know" quotes none. */
export function figuresBesidesContact(reply: string, kb: KnowledgeBase = knowledge): string[] {
  const contact = new Set([phoneDigits(kb.sales.phone), ...kb.sales.phone.split(/\D+/)]);
  return (reply.split(kb.sales.phone).join(" ").match(NUMBER) ?? []).filter((n) => !contact.has(n));
}

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
  const unit = kb.units.find((u) => u.type === `type${m[2]}`);
  if (!unit) throw new Error(`no unit ${m[2]}`);
  const tag = localeInfo(language).tag;
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
