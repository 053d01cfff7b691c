import "server-only";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import { phoneDigits } from "@/lib/shared/config/site";
import { LOCALES, localeInfo, type LocaleCode } from "@/lib/shared/i18n/locales";
import { formatInteger, formatPercent, formatRinggit, formatSquareMetres } from "@/lib/server/ui/format";

// Groups of digits with the separators the locales use (",", ".", no-break spaces).
const NUMBER = /\d+(?:[.,\u00a0\u202f]\d+)*/gu;

/** Every number a reply may hold: the knowledge base's figures in every locale (sizes in m² too), the counts, the address and phone. */
export function knownFigures(kb: KnowledgeBase = knowledge): Set<string> {
  const figures = new Set<string>([kb.sales.postalCode, phoneDigits(kb.sales.phone), ...kb.sales.phone.split(/\D+/).filter(Boolean)]);
  const add = (text: string) => text.match(NUMBER)?.forEach((n) => figures.add(n));
  for (const { tag } of LOCALES) {
    for (const u of kb.units) {
      for (const n of [u.sizeSqft, u.installment, u.rental]) add(formatInteger(tag, n));
      // The size in square metres, which some languages print beside it, is the same fact.
      add(formatSquareMetres(tag, u.sizeSqft));
      add(formatPercent(tag, u.yieldPercent));
      const total = kb.optional.totalPrices?.[u.type];
      if (total) add(`${formatRinggit(tag, total)} ${formatRinggit(tag, total / u.sizeSqft)}`);
    }
    const fee = kb.optional.maintenanceFeePerSqft;
    if (fee !== null) add(new Intl.NumberFormat(`${tag}-u-nu-latn`, { minimumFractionDigits: 2 }).format(fee));
  }
  for (const u of kb.units) for (const n of [u.bedrooms, u.bathrooms, u.carParks]) figures.add(String(n));
  if (kb.optional.tenure?.kind === "leasehold") figures.add(String(kb.optional.tenure.years));
  if (kb.optional.completion) kb.optional.completion.split("-").forEach((part) => figures.add(String(Number(part))).add(part));
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

/** Resolves an expectation token ("size:B", "inst:A", "name:C") to the text it stands for in the language. */
export function resolveToken(token: string, language: LocaleCode, kb: KnowledgeBase = knowledge): string {
  const m = /^(size|inst|rent|yield|name):([ABC])$/.exec(token);
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
    default:
      return unit.name;
  }
}
