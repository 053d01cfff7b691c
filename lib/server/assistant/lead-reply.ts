import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { ltr } from "@/lib/server/language/templates";
import { phoneDigits, site, whatsappLink } from "@/lib/shared/config/site";
import { type LocaleCode, localeInfo } from "@/lib/shared/i18n/locales";
import type { LeadNote } from "./provider";

/** The line that gives a stored lead its reference, with WhatsApp prefilled; both consultants end with it. */
export function referenceLine(reference: string, language: LocaleCode): string {
  const say = LANGUAGES[language].leadReplies;
  return say.reference(reference, whatsappLink(say.whatsappText(reference)));
}

/** The sales team's WhatsApp chat, without a prefilled text: the visitor writes their own. */
export function salesWhatsapp(): string {
  return `https://wa.me/${phoneDigits()}`;
}

/** What either consultant says about contact details: a call-back for a stored lead, the honest truth otherwise. */
export function leadReply(note: LeadNote, language: LocaleCode): string {
  const say = LANGUAGES[language].leadReplies;
  const gap = LANGUAGES[language].sentenceGap ?? " ";
  if (note.status === "stored") return `${say.stored(note.name, note.phone)}${gap}${referenceLine(note.reference, language)}`;
  // The sales line as a link: on a phone, one tap calls it. In right-to-left text the number keeps its order only inside an isolate.
  const label = localeInfo(language).dir === "rtl" ? ltr(site.sales.phone) : site.sales.phone;
  return say.notStored(note.name, salesWhatsapp(), `[${label}](tel:+${phoneDigits()})`);
}
