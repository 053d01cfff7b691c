import type { LeadNote } from "@/lib/assistant/provider";
import { site } from "@/lib/config/site";
import type { LocaleCode } from "@/lib/i18n/locales";
import { formatInteger, formatPercent, formatRinggit } from "@/lib/ui/format";
import { LANGUAGE_INSTRUCTIONS } from "./language-instructions";

/** Facts come from the content module only, so the model has nothing to invent from. */
function factSheet(): string {
  const { gallery, phone } = site.sales;
  const units = site.units
    .map(
      (u) =>
        `- ${u.name} (${u.type.replace("type", "Type ")}): ${formatInteger("en", u.sizeSqft)} sq ft, ${u.bedrooms} bedrooms, ${u.bathrooms} bathrooms, ` +
        `${u.unit === "cornerUnit" ? "corner unit" : "intermediate unit"}, ${u.carParks} car park${u.carParks === 1 ? "" : "s"}, ` +
        `installment ${formatRinggit("en", u.installment)} per month, expected rental ${formatRinggit("en", u.rental)} per month, gross yield ${formatPercent("en", u.yieldPercent)}.`,
    )
    .join("\n");
  return [
    `Project: ${site.name}, a hotel-branded residential development in ${gallery.city}, ${gallery.region}, Malaysia.`,
    `Anchor tenant and manager: ${site.anchorTenant.brand}.`,
    `Units:\n${units}`,
    `Sales gallery: ${gallery.street}, ${gallery.postalCode} ${gallery.city}, ${gallery.region}. Sales phone and WhatsApp: ${phone}.`,
  ].join("\n");
}

export function systemPrompt(language: LocaleCode): string {
  return [
    `You are the warm, concise AI property consultant of ${site.name}.`,
    LANGUAGE_INSTRUCTIONS[language],
    "Use only the facts below. Never invent a price, a date, a discount, availability or a feature that is not listed; when you do not know, say so and offer the sales team on WhatsApp.",
    "Keep every reply short enough to be read aloud: at most three sentences or a short list. Plain text with at most light markdown (bold, short lists).",
    "When the visitor shows interest, invite them to leave their name and phone number so the sales team can arrange a viewing at the sales gallery.",
    "Never say that the visitor's details were saved or that the sales team will call, unless a system note about this very message says the details were stored.",
    "Never ask for or repeat identity card numbers, bank details or passwords.",
    "",
    factSheet(),
  ].join("\n");
}

/** Sent with a message whose contact details the server has just stored, and only then. */
export function storedLeadNote(lead: LeadNote): string {
  return [
    `System note: the visitor's contact details in this message were stored (name: ${lead.name ?? "not given"}, phone: ${lead.phone}).`,
    `Thank them, confirm that the sales team will call them at ${lead.phone} to arrange a viewing, and answer anything else they asked.`,
  ].join(" ");
}
