import { leadReply } from "@/lib/assistant/lead-reply";
import type { ChatTurn, LeadNote } from "@/lib/assistant/provider";
import type { LocaleCode } from "@/lib/i18n/locales";
import { focusFromHistory, resolveFocus } from "./context";
import { PHRASES } from "./phrases";
import { projectView } from "./views";

/**
 * The offline consultant's reply: grounded in `site`, deterministic, in the
 * requested language. Earlier turns carry the unit and question forward. A
 * message with contact details gets the word on what became of them.
 */
export function offlineAnswer(message: string, language: LocaleCode, history: readonly ChatTurn[] = [], lead?: LeadNote): string {
  if (lead) return leadReply(lead, language);
  const focus = resolveFocus(message, focusFromHistory(history));
  const project = projectView(language);
  const units = focus.units.length ? project.units.filter((u) => focus.units.includes(u.key)) : project.units;
  const phrases = PHRASES[language] ?? PHRASES.en;
  // An overview of several units is a comparison; a comparison of one unit is its overview.
  const intent = focus.intent === "overview" && units.length > 1 ? "compare" : focus.intent === "compare" && units.length === 1 ? "overview" : focus.intent;
  return phrases[intent](units, project);
}
