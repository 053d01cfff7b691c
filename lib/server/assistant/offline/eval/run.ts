import "server-only";
import type { ChatTurn } from "@/lib/server/assistant/provider";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import { normaliseDigits } from "@/lib/shared/chat/digits";
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { normaliseText } from "@/lib/server/language/normalise";
import { formatInteger } from "@/lib/server/ui/format";
import { answerFrom } from "../answer";
import { numbersSpelled, numbersWritten } from "../query/numbers";
import {
  derivedForms,
  figuresBesidesContact,
  hasSalesContact,
  inventedFigures,
  knownFigures,
  numbersIn,
  resolveToken,
  statesCount,
  statesFigure,
} from "./figures";
import { mainLanguage } from "./language";
import type { Case, Turn, Verdict } from "./types";

export interface Judgement {
  right: boolean;
  verdict: Verdict;
  /** Wrong, and the reply states a figure (other than the sales contact and the visitor's own): a confident wrong answer. */
  wrongWithFigure: boolean;
  invented: string[];
  /** What was missing or should not have been there. */
  problems: string[];
}

export interface Outcome extends Judgement {
  language: LocaleCode;
  group: string;
  question: string;
  reply: string;
}

export interface JudgeContext {
  /** The page's language. */
  language: LocaleCode;
  kb: KnowledgeBase;
  known: Set<string>;
  /** Numbers the visitor wrote in the conversation so far: quoting them back invents nothing. */
  visitors: ReadonlySet<string>;
}

/**
 * Whether a reply meets one expectation token (without its "!"), and what to say when it does not. Figures may be
 * written as either language the reply may be in (the page's, or the one the visitor asked for) writes them.
 */
function meets(reply: string, token: string, ctx: JudgeContext, languages: readonly LocaleCode[]): { ok: boolean; what: string } {
  const { kb, visitors } = ctx;
  if (token === "unknown" || token === "refusal") {
    const figures = figuresBesidesContact(reply, kb, visitors);
    const what = [hasSalesContact(reply, kb) ? "" : "no sales contact", figures.length ? `figures ${figures.join(" ")}` : ""];
    if (token === "refusal") {
      // A refusal in a language the visitor cannot read helps nobody.
      const language = mainLanguage(reply, kb);
      if (!language || !languages.includes(language)) what.push(`refusal in ${language ?? "no language"}`);
    }
    return { ok: what.every((w) => !w), what: what.filter(Boolean).join("; ") };
  }
  const lang = /^lang:(\w+)$/.exec(token);
  if (lang) {
    const found = mainLanguage(reply, kb);
    return { ok: found === lang[1], what: `in ${found ?? "no language"}, not ${lang[1]}` };
  }
  const forms = languages.flatMap((l) => derivedForms(token, l, kb) ?? []);
  if (forms.length) return { ok: statesFigure(reply, forms), what: `${token} ${[...new Set(forms)].join(" or ")}` };
  const counted = statesCount(token, reply, kb);
  if (counted !== null) return { ok: counted, what: token };
  const texts = [...new Set(languages.map((l) => resolveToken(token, l, kb)))];
  return { ok: texts.some((t) => reply.includes(t)), what: texts.join(" or ") };
}

/** Judges one reply against the tokens its turn expects ("size:A", "!name:B", "refusal", "lang:en", …). */
export function judge(reply: string, expected: readonly string[], ctx: JudgeContext): Judgement {
  const problems: string[] = [];
  let claimsWrong = false;
  let wrongLanguage = false;
  const asked = expected.flatMap((t) => /^lang:(\w+)$/.exec(t)?.[1] ?? []).filter(isLocaleCode);
  const languages = [...new Set([ctx.language, ...asked])];
  for (const token of expected) {
    const negated = token.startsWith("!");
    const { ok, what } = meets(reply, negated ? token.slice(1) : token, ctx, languages);
    if (negated && ok) {
      problems.push(`has ${what}`);
      claimsWrong = true;
    } else if (!negated && !ok) {
      problems.push(token.startsWith("lang:") ? what : `lacks ${what}`);
      if (token.startsWith("lang:")) wrongLanguage = true;
    }
  }
  const invented = inventedFigures(reply, ctx.known, ctx.visitors);
  const figures = figuresBesidesContact(reply, ctx.kb, ctx.visitors);
  const right = problems.length === 0 && invented.length === 0;
  const notSure = !right && !figures.length && hasSalesContact(reply, ctx.kb) && !claimsWrong && !wrongLanguage;
  const verdict: Verdict = right ? "right" : notSure ? "not sure" : "wrong";
  return { right, verdict, wrongWithFigure: verdict === "wrong" && figures.length > 0, invented, problems };
}

/** A case's turns: one question, or a conversation's. */
export const turnsOf = (c: Case): readonly Turn[] => (typeof c[0] === "string" ? [c as Turn] : (c as readonly Turn[]));

/**
 * The amounts a visitor wrote in words or with a multiplier (三千五, "три с половиной тысячи", "3k", "4万"), as any
 * language prints them: a reply that states the visitor's limit back quotes them, and invents nothing. The reading is
 * the consultant's own; a misread limit still shows, as the wrong unit named or the right one missing.
 */
export function visitorsAmounts(question: string): string[] {
  const values = [
    // Folded too: "70萬" is written in traditional characters, read as the simplified "70万".
    ...[question, normaliseText(question)].flatMap((text) => numbersWritten(text).map((n) => n.value)),
    ...numbersSpelled(normaliseText(question))
      .filter((n) => !n.weak)
      .map((n) => n.value),
  ].filter((v) => v >= 100 && Number.isInteger(v));
  return [...new Set(values.flatMap((v) => [String(v), ...LOCALE_CODES.map((code) => formatInteger(code, v))]))];
}

/**
 * Asks every question of every language, conversations turn by turn, and judges each reply. A case set is any
 * record of groups of cases; the first set's "unknowns" group expects the honest unknown of every reply.
 */
export function runEvaluation<S extends { [G in keyof S]: readonly Case[] }>(
  cases: Record<LocaleCode, S>,
  kb: KnowledgeBase = knowledge,
): Outcome[] {
  const known = knownFigures(kb);
  const outcomes: Outcome[] = [];
  for (const language of LOCALE_CODES) {
    for (const [group, entries] of Object.entries(cases[language]) as [string, readonly Case[]][]) {
      for (const conversation of entries.map(turnsOf)) {
        const history: ChatTurn[] = [];
        const visitors = new Set<string>();
        for (const [question, expected = []] of conversation) {
          // The visitor's own figures may be quoted back, in the digits a reply writes: ٣٥٠٠ and ३५०० are 3500.
          numbersIn(question).forEach((n) => visitors.add(n));
          numbersIn(normaliseDigits(question)).forEach((n) => visitors.add(n));
          visitorsAmounts(question).forEach((n) => visitors.add(n));
          const reply = answerFrom(kb, question, language, history);
          const wanted = group === "unknowns" ? ["unknown", ...expected] : expected;
          outcomes.push({ language, group, question, reply, ...judge(reply, wanted, { language, kb, known, visitors }) });
          history.push({ role: "user", content: question }, { role: "assistant", content: reply });
        }
      }
    }
  }
  return outcomes;
}

export interface Tally {
  questions: number;
  right: number;
  notSure: number;
  wrong: number;
  wrongWithFigure: number;
  invented: number;
}

/** A set's figures per language that later changes may not give back: a floor for right, a ceiling for wrong with a figure. */
export type Baseline = Record<LocaleCode, { right: number; wrongWithFigure: number }>;

/**
 * Each language's figures clamped to the side its baseline allows: equal to the baseline unless a language fell
 * back, so comparing the two fails naming the languages that did.
 */
export function heldTo(baseline: Baseline, outcomes: readonly Outcome[]): Baseline {
  const clamp = (language: LocaleCode) => {
    const t = tally(outcomes.filter((o) => o.language === language));
    const floor = baseline[language];
    return { right: Math.min(t.right, floor.right), wrongWithFigure: Math.max(t.wrongWithFigure, floor.wrongWithFigure) };
  };
  return Object.fromEntries(LOCALE_CODES.map((l) => [l, clamp(l)])) as Baseline;
}

export function tally(outcomes: readonly Outcome[]): Tally {
  return {
    questions: outcomes.length,
    right: outcomes.filter((o) => o.verdict === "right").length,
    notSure: outcomes.filter((o) => o.verdict === "not sure").length,
    wrong: outcomes.filter((o) => o.verdict === "wrong").length,
    wrongWithFigure: outcomes.filter((o) => o.wrongWithFigure).length,
    invented: outcomes.filter((o) => o.invented.length).length,
  };
}

/** Per language and in all: questions, right, not sure, wrong, wrong with a figure, invented figures, accuracy. */
export function accuracyTable(outcomes: readonly Outcome[]): string {
  const columns = ["questions", "right", "not sure", "wrong", "w/ figure", "invented", "accuracy"];
  const row = (label: string, os: readonly Outcome[]) => {
    const t = tally(os);
    const accuracy = t.questions ? `${((100 * t.right) / t.questions).toFixed(1)}%` : "-";
    const cells = [t.questions, t.right, t.notSure, t.wrong, t.wrongWithFigure, t.invented, accuracy];
    return label.padEnd(10) + cells.map((c, i) => String(c).padStart(columns[i].length + 2)).join("");
  };
  return [
    "language".padEnd(10) + columns.map((c) => c.padStart(c.length + 2)).join(""),
    ...LOCALE_CODES.map((l) =>
      row(
        l,
        outcomes.filter((o) => o.language === l),
      ),
    ),
    row("all", outcomes),
  ].join("\n");
}

/** The replies that were not right, for reading: question, reply, and what was wrong with it. */
export function misses(outcomes: readonly Outcome[]): string {
  return outcomes
    .filter((o) => !o.right)
    .map(
      (o) =>
        `[${o.language} ${o.group}, ${o.verdict}${o.wrongWithFigure ? " with a figure" : ""}] ${o.question}\n  → ${o.reply}\n  ${[...o.problems, ...o.invented.map((n) => `invented ${n}`)].join("; ")}`,
    )
    .join("\n");
}
