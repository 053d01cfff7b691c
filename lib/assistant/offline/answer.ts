import type { ChatTurn } from "@/lib/assistant/provider";
import type { LocaleCode } from "@/lib/i18n/locales";
import { contactReply } from "./contact-reply";
import { focusFromHistory, resolveFocus } from "./context";
import { PHRASES } from "./phrases";
import { projectView } from "./views";

/**
 * The offline consultant's reply: grounded in `site`, deterministic, in the
 * requested language. Earlier turns carry the unit and question forward.
 */
export function offlineAnswer(message: string, language: LocaleCode, history: readonly ChatTurn[] = []): string {
  const thanks = contactReply(message, language);
  if (thanks) return thanks;
  const focus = resolveFocus(message, focusFromHistory(history));
  const project = projectView(language);
  const units = focus.units.length ? project.units.filter((u) => focus.units.includes(u.key)) : project.units;
  const phrases = PHRASES[language] ?? PHRASES.en;
  // An overview of several units is a comparison; a comparison of one unit is its overview.
  const intent = focus.intent === "overview" && units.length > 1 ? "compare" : focus.intent === "compare" && units.length === 1 ? "overview" : focus.intent;
  return phrases[intent](units, project);
}
