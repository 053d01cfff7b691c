import { leadReply } from "@/lib/assistant/lead-reply";
import type { ChatTurn, LeadNote } from "@/lib/assistant/provider";
import { knowledge, type KnowledgeBase } from "@/lib/config/knowledge";
import type { LocaleCode } from "@/lib/i18n/locales";
import { focusFromHistory, resolveFocus } from "./context";
import type { Intent } from "./intent-types";
import { PHRASES } from "./phrases";
import { knowledgeAnswer, noneWithAnswer, superlativeAnswer } from "./phrases/knowledge/answers";
import { projectView, type ProjectView, type UnitView } from "./views";

function say(language: LocaleCode, intent: Intent, units: readonly UnitView[], project: ProjectView): string {
  const phrases = PHRASES[language] ?? PHRASES.en;
  // An overview of several units is a comparison; a comparison of one unit is its overview.
  const chosen = intent === "overview" && units.length > 1 ? "compare" : intent === "compare" && units.length === 1 ? "overview" : intent;
  if (chosen in phrases) return phrases[chosen as keyof typeof phrases](units, project);
  return knowledgeAnswer(language, chosen, units, project) ?? phrases.fallback(units, project);
}

/** The offline consultant's reply from a given knowledge base; `offlineAnswer` uses the site's. */
export function answerFrom(kb: KnowledgeBase, message: string, language: LocaleCode, history: readonly ChatTurn[] = []): string {
  const focus = resolveFocus(message, focusFromHistory(history, kb), kb);
  const project = projectView(language, kb);
  const units = focus.units.length ? project.units.filter((u) => focus.units.includes(u.key)) : project.units;
  if (focus.superlative) return superlativeAnswer(language, focus.superlative, units);
  const replies = focus.intents.map((intent) => say(language, intent, units, project));
  if (focus.noneWith) replies.unshift(noneWithAnswer(language, focus.noneWith.what, focus.noneWith.count));
  return [...new Set(replies)].join(" ");
}

/**
 * The offline consultant's reply: grounded in the knowledge base, deterministic,
 * in the requested language. Earlier turns carry the unit and question forward.
 * A message with contact details gets the word on what became of them.
 */
export function offlineAnswer(message: string, language: LocaleCode, history: readonly ChatTurn[] = [], lead?: LeadNote): string {
  if (lead) return leadReply(lead, language);
  return answerFrom(knowledge, message, language, history);
}
