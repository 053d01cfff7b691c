import "server-only";
import type { ChatTurn } from "@/lib/server/assistant/provider";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { answerFrom } from "../answer";
import { figuresBesidesContact, hasSalesContact, inventedFigures, knownFigures, resolveToken } from "./figures";
import type { CaseGroup, LanguageCases, Turn } from "./types";

export interface Outcome {
  language: LocaleCode;
  group: CaseGroup;
  question: string;
  reply: string;
  right: boolean;
  invented: string[];
  /** What was missing or should not have been there. */
  problems: string[];
}

function judge(reply: string, expected: readonly string[], language: LocaleCode, kb: KnowledgeBase, known: Set<string>) {
  const problems: string[] = [];
  for (const token of expected) {
    if (token === "unknown") {
      if (!hasSalesContact(reply, kb)) problems.push("no sales contact");
      const figures = figuresBesidesContact(reply, kb);
      if (figures.length) problems.push(`figures ${figures.join(" ")}`);
    } else if (token.startsWith("!")) {
      const text = resolveToken(token.slice(1), language, kb);
      if (reply.includes(text)) problems.push(`has ${text}`);
    } else {
      const text = resolveToken(token, language, kb);
      if (!reply.includes(text)) problems.push(`lacks ${text}`);
    }
  }
  const invented = inventedFigures(reply, known);
  return { right: problems.length === 0 && invented.length === 0, invented, problems };
}

/** Asks every question of every language, conversations turn by turn, and judges each reply. */
export function runEvaluation(cases: Record<LocaleCode, LanguageCases>, kb: KnowledgeBase = knowledge): Outcome[] {
  const known = knownFigures(kb);
  const outcomes: Outcome[] = [];
  for (const language of LOCALE_CODES) {
    for (const [group, entries] of Object.entries(cases[language]) as [CaseGroup, readonly (Turn | readonly Turn[])[]][]) {
      const conversations =
        group === "followUps" ? (entries as readonly (readonly Turn[])[]) : (entries as readonly Turn[]).map((t) => [t]);
      for (const turns of conversations) {
        const history: ChatTurn[] = [];
        for (const [question, expected = []] of turns) {
          const reply = answerFrom(kb, question, language, history);
          const wanted = group === "unknowns" ? ["unknown", ...expected] : expected;
          outcomes.push({ language, group, question, reply, ...judge(reply, wanted, language, kb, known) });
          history.push({ role: "user", content: question }, { role: "assistant", content: reply });
        }
      }
    }
  }
  return outcomes;
}

/** Rows of "language, questions, right, accuracy, invented", and a total row. */
export function accuracyTable(outcomes: readonly Outcome[]): string {
  const row = (label: string, os: readonly Outcome[]) => {
    const right = os.filter((o) => o.right).length;
    const invented = os.filter((o) => o.invented.length).length;
    return `${label.padEnd(10)}${String(os.length).padStart(9)}${String(right).padStart(7)}${`${((100 * right) / os.length).toFixed(1)}%`.padStart(10)}${String(invented).padStart(10)}`;
  };
  return [
    `${"language".padEnd(10)}${"questions".padStart(9)}${"right".padStart(7)}${"accuracy".padStart(10)}${"invented".padStart(10)}`,
    ...LOCALE_CODES.map((l) =>
      row(
        l,
        outcomes.filter((o) => o.language === l),
      ),
    ),
    row("all", outcomes),
  ].join("\n");
}
