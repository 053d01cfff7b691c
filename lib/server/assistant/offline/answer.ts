import "server-only";
import { leadReply } from "@/lib/server/assistant/lead-reply";
import type { ChatTurn, LeadNote, SalesNote } from "@/lib/server/assistant/provider";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import { LANGUAGES } from "@/lib/server/language";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { focusFromHistory, resolveFocus } from "./context";
import type { Intent } from "./intent-types";
import { knowledgeAnswer, noneWithAnswer, particularsAnswer, superlativeAnswer, unitCountAnswer } from "./knowledge-answers";
import { asksSomething } from "./query/asks";
import { replyLanguage } from "./query/language";
import { rankingsApart } from "./query/read";
import { sayNotKnown, sayNotSure, sayOutcome, sayRefusal, saySwitched } from "./query/say";
import { projectView, type ProjectView, type UnitView } from "./views";

function say(language: LocaleCode, intent: Intent, units: readonly UnitView[], project: ProjectView): string {
  const phrases = (LANGUAGES[language] ?? LANGUAGES.en).answers;
  // An overview of several units is a comparison; a comparison of one unit is its overview.
  const chosen = intent === "overview" && units.length > 1 ? "compare" : intent === "compare" && units.length === 1 ? "overview" : intent;
  // "How much is Blitz?" asks what it sells for, as well as what it costs a month.
  if (chosen === "price") return `${particularsAnswer(language, "totalPrice", units, project)} ${phrases.price(units, project)}`;
  if (chosen in phrases) return phrases[chosen as keyof typeof phrases](units, project);
  return knowledgeAnswer(language, chosen, units, project) ?? phrases.fallback(units, project);
}

/** The offline consultant's reply from a given knowledge base; `offlineAnswer` uses the site's. */
export function answerFrom(kb: KnowledgeBase, message: string, language: LocaleCode, history: readonly ChatTurn[] = []): string {
  return topicalAnswer(kb, message, language, history).text;
}

/**
 * The answer, and whether the message asked about anything beyond `besides`
 * (a greeting, words we did not match, or what the site answers itself).
 */
function topicalAnswer(
  kb: KnowledgeBase,
  message: string,
  language: LocaleCode,
  history: readonly ChatTurn[],
  besides: readonly Intent[] = [],
): { text: string; topical: boolean } {
  // "The cheapest unit and the biggest one?": each ranking answered in turn, in the language the whole message asks.
  const parts = rankingsApart(message);
  if (parts) {
    const replyIn = replyLanguage(message, history, language);
    const answers = parts.map((part) => partAnswer(kb, part, replyIn, history, besides));
    return { text: answers.map((a) => a.text).join(LANGUAGES[replyIn].sentenceGap ?? " "), topical: answers.some((a) => a.topical) };
  }
  return partAnswer(kb, message, language, history, besides);
}

function partAnswer(
  kb: KnowledgeBase,
  message: string,
  language: LocaleCode,
  history: readonly ChatTurn[],
  besides: readonly Intent[],
): { text: string; topical: boolean } {
  const focus = resolveFocus(message, focusFromHistory(history, kb), kb);
  const untopical = new Set<Intent>(["fallback", "greeting", "thanks", ...besides]);
  const topical =
    focus.intents.some((i) => !untopical.has(i)) ||
    Boolean(focus.superlative || focus.noneWith || focus.refusal || focus.outcome || focus.unknown || focus.switched);
  return { text: composeAnswer(kb, focus, replyLanguage(message, history, language)), topical };
}

function composeAnswer(kb: KnowledgeBase, focus: ReturnType<typeof resolveFocus>, language: LocaleCode): string {
  if (focus.refusal) return sayRefusal(language, focus.refusal, kb);
  // The honest answer comes first; a question of its own asked beside it ("…, and how big is Blitz?") follows.
  if (focus.unknown && focus.intents.every((i) => i === "fallback")) return sayNotKnown(language, kb);
  if (focus.switched) return saySwitched(language, kb);
  if (focus.intents.length === 1 && focus.intents[0] === "fallback" && !focus.noneWith && !focus.outcome) return sayNotSure(language, kb);
  const project = projectView(language, kb);
  const units = focus.units.length ? project.units.filter((u) => focus.units.includes(u.key)) : project.units;
  // A ranking, then what a second question asks of the unit it found: "which is cheapest, and what's its rent?",
  // "and the smallest one?" after a yield.
  const among = project.units.filter((u) => focus.among?.includes(u.key));
  const ranking = focus.outcome
    ? sayOutcome(language, focus.outcome, kb, focus.among)
    : focus.unitRank
      ? unitCountAnswer(language, focus.unitRank, units, among)
      : focus.superlative
        ? superlativeAnswer(language, focus.superlative, units, among)
        : null;
  if (ranking !== null) {
    const second = (focus.second ?? []).map((intent) => say(language, intent, units, project));
    return [ranking, ...second].join(LANGUAGES[language].sentenceGap ?? " ");
  }
  const replies = focus.intents.map((intent) => say(language, intent, units, project));
  if (focus.noneWith) replies.unshift(noneWithAnswer(language, focus.noneWith.what, focus.noneWith.count));
  if (focus.unknown) replies.unshift(sayNotKnown(language, kb));
  return [...new Set(replies)].join(LANGUAGES[language].sentenceGap ?? " ");
}

/**
 * The offline consultant's reply: grounded in the knowledge base, deterministic,
 * in the requested language. Earlier turns carry the unit and question forward.
 * An objection to training gets its confirmation; a message with contact
 * details gets the word on what became of them; a viewing request gets the
 * site's booking or its open slots; a bare answer to
 * our question gets thanks instead of "I did not understand"; and the site's
 * next question, if any, ends the reply.
 */
export function offlineAnswer(
  message: string,
  language: LocaleCode,
  history: readonly ChatTurn[] = [],
  lead?: LeadNote,
  sales?: SalesNote,
): string {
  const parts: string[] = [];
  // The site's own words (thanks, a call-back) follow the reply's language, as the answer does.
  const replyIn = replyLanguage(message, history, language);
  if (sales?.privacy) parts.push(sales.privacy);
  if (lead) parts.push(leadReply(lead, replyIn));
  if (sales?.viewing) parts.push(sales.viewing);
  if (!lead) {
    // A booking the site made (or the slots it offers) is the answer to "can I visit on Saturday?".
    const answer = topicalAnswer(knowledge, message, language, history, sales?.viewing ? ["viewing"] : []);
    // "It's for investment, within 6 months" answers us; a question mark or a question word makes it ask something too.
    const asks = answer.topical && (!sales?.answered || sales.alsoAsks || asksSomething(message));
    // The confirmation of an objection is the whole answer to it: no "I don't have that information" after it.
    const said = sales?.viewing || sales?.privacy;
    if (asks || !(said || sales?.answered)) parts.push(answer.text);
    else if (!said) parts.push(LANGUAGES[replyIn].acknowledge);
  }
  if (sales?.question) parts.push(sales.question);
  return parts.join("\n\n");
}
