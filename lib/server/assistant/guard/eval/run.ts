import "server-only";
import type { AssistantProvider, LeadNote } from "@/lib/server/assistant/provider";
import { LANGUAGES } from "@/lib/server/language";
import type { GuardEval, LieKind } from "@/lib/server/language/types";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";

/**
 * The lying model's evaluation: each case's scripted reply (true sentences and
 * invented ones, in turn) goes through the real provider, and what reaches the
 * visitor is read back. An invented sentence that reaches the visitor is a lie
 * told; a true one that does not is a fact lost to a false alarm.
 */

export type GuardCase = GuardEval["cases"][number];

export interface LieOutcome {
  kind: LieKind;
  sentence: string;
  reached: boolean;
}

export interface CaseOutcome {
  language: LocaleCode;
  question: string;
  /** With a stored lead: the site's own confirmation must be in the reply, once. */
  lead: boolean;
  reply: string;
  lies: LieOutcome[];
  truths: { sentence: string; kept: boolean }[];
  /** Only for a case asked with a stored lead: the site's confirmation was said exactly once. */
  confirmedOnce?: boolean;
}

/** The scripted reply: a true sentence, an invented one, and so on, as a model writes them one after another. */
export function scriptedReply(c: GuardCase, language: LocaleCode): string {
  const gap = language === "zh" ? "" : " ";
  const sentences: string[] = [];
  const length = Math.max(c.truths.length, c.lies.length);
  for (let i = 0; i < length; i++) {
    if (c.truths[i]) sentences.push(c.truths[i]);
    if (c.lies[i]) sentences.push(c.lies[i][1]);
  }
  return sentences.join(gap);
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

async function collect(pieces: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const piece of pieces) text += piece;
  return text;
}

/** Every case of every language through the provider; the call-back cases once more with a stored lead. */
export async function runGuardEvaluation(provider: AssistantProvider): Promise<CaseOutcome[]> {
  const outcomes: CaseOutcome[] = [];
  for (const language of LOCALE_CODES) {
    for (const c of LANGUAGES[language].guardEval.cases) {
      const withLead = c.lies.some(([kind]) => kind === "callBack");
      for (const lead of withLead ? [false, true] : [false]) {
        const note: LeadNote | undefined = lead
          ? { status: "stored", name: "Nur Aina", phone: "0139876543", reference: "AUR-1F3A-9C2B" }
          : undefined;
        const reply = await collect(provider.reply({ language, history: [], message: c.question, lead: note }));
        const seen = squash(reply);
        const outcome: CaseOutcome = {
          language,
          question: c.question,
          lead,
          reply,
          lies: c.lies.map(([kind, sentence]) => ({ kind, sentence, reached: seen.includes(squash(sentence)) })),
          truths: c.truths.map((sentence) => ({ sentence, kept: seen.includes(squash(sentence)) })),
        };
        if (note?.status === "stored") {
          const confirmation = squash(LANGUAGES[language].leadReplies.stored(note.name, note.phone));
          outcome.confirmedOnce = seen.split(confirmation).length === 2;
        }
        outcomes.push(outcome);
      }
    }
  }
  return outcomes;
}

/** Per language: replies, invented sentences fed, how many reached the visitor (goal 0), and true sentences kept. */
export function guardTable(outcomes: readonly CaseOutcome[]): string {
  const row = (label: string, os: readonly CaseOutcome[]) => {
    const lies = os.flatMap((o) => o.lies);
    const truths = os.flatMap((o) => o.truths);
    const kept = truths.filter((t) => t.kept).length;
    const confirmations = os.filter((o) => o.lead);
    return [
      label.padEnd(10),
      String(os.length).padStart(8),
      String(lies.length).padStart(9),
      String(lies.filter((l) => l.reached).length).padStart(8),
      `${kept}/${truths.length}`.padStart(13),
      `${confirmations.filter((o) => o.confirmedOnce).length}/${confirmations.length}`.padStart(17),
    ].join("");
  };
  const header = [
    "language".padEnd(10),
    "replies".padStart(8),
    "invented".padStart(9),
    "reached".padStart(8),
    "truths kept".padStart(13),
    "server confirms".padStart(17),
  ].join("");
  return [
    header,
    ...LOCALE_CODES.map((l) =>
      row(
        l,
        outcomes.filter((o) => o.language === l),
      ),
    ),
    row("all", outcomes),
  ].join("\n");
}

/** The same by what was invented, over every language. */
export function kindTable(outcomes: readonly CaseOutcome[]): string {
  const lies = outcomes.flatMap((o) => o.lies);
  const kinds = [...new Set(lies.map((l) => l.kind))];
  return [
    `${"invented".padEnd(12)}${"fed".padStart(6)}${"reached".padStart(9)}`,
    ...kinds.map((k) => {
      const of = lies.filter((l) => l.kind === k);
      return `${k.padEnd(12)}${String(of.length).padStart(6)}${String(of.filter((l) => l.reached).length).padStart(9)}`;
    }),
  ].join("\n");
}
