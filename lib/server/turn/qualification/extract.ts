import "server-only";
/**
 * Reads qualification answers from what a visitor writes, in any of the nine
 * languages whatever the page's language, because visitors mix them.
 *
 * Only statements count. A message is cut into clauses (at . ? ! , ; 。，、
 * and before "but"); a clause that asks ("what is the rental yield?",
 * "is it good for investment?", "tell me about financing") or supposes
 * ("if I pay cash…") says nothing about the visitor. Words negated just
 * before them ("not for investment", "不贷款", "بدون قرض") do not count.
 *
 * With `{ asked: slot }` the message is read as the reply to that slot's
 * question, so a bare "cash", "3 months", "Singapore" or "the second one" fills it.
 *
 * `language` (the page's) only settles words the languages disagree on:
 * Spanish "mil" is a thousand, English "1.2 mil" a million.
 */
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { readBudget } from "./budget";
import { compiled, type Compiled, PhraseSet } from "./compile";
import { readNationality, withoutMm2h } from "./nationality";
import { slotAskedIn } from "./questions";
import { type Clause, clausesOf } from "./text";
import { readTimeline } from "./timeline";
import {
  FINANCING,
  type Financing,
  mergeQualification,
  PURPOSES,
  type Purpose,
  type Qualification,
  type Slot,
} from "@/lib/server/lead-profile/qualification";
import { ordinalIn, ordinalSets, readUnit } from "./unit";

export interface ExtractOptions {
  /** The slot the consultant's last message asked about; a bare reply fills it. */
  asked?: Slot;
}

interface Choices<K extends string> {
  phrases: Record<K, PhraseSet>;
  answers: Record<K, PhraseSet>;
}

interface Reader {
  purpose: Choices<Purpose>;
  financing: Choices<Financing>;
  ordinals: PhraseSet[];
}

let cached: Reader | null = null;

function choices<K extends string>(
  keys: readonly K[],
  c: Compiled,
  pick: (w: Compiled["words"][number]) => Record<K, { phrases: readonly string[]; answers?: readonly string[] }>,
): Choices<K> {
  const of = (field: "phrases" | "answers") =>
    Object.fromEntries(keys.map((k) => [k, new PhraseSet(c.words.flatMap((w) => pick(w)[k][field] ?? []))])) as Record<K, PhraseSet>;
  return { phrases: of("phrases"), answers: of("answers") };
}

function reader(c: Compiled): Reader {
  if (cached) return cached;
  const built: Reader = {
    purpose: choices(PURPOSES, c, (w) => w.purpose),
    financing: choices(FINANCING, c, (w) => w.financing),
    ordinals: ordinalSets(c),
  };
  cached = built;
  return built;
}

/** The earliest of several meanings in a clause; at one place the longest phrase wins. */
function earliest<K extends string>(text: string, sets: Record<K, PhraseSet>, keys: readonly K[], c: Compiled): K | undefined {
  let best: { key: K; start: number; length: number } | undefined;
  for (const key of keys) {
    const m = sets[key].first(text, c.negation);
    if (!m) continue;
    const length = m.end - m.start;
    if (!best || m.start < best.start || (m.start === best.start && length > best.length)) best = { key, start: m.start, length };
  }
  return best?.key;
}

function readChoice<K extends string>(
  clauses: readonly Clause[],
  choice: Choices<K>,
  keys: readonly K[],
  asked: boolean,
  r: Reader,
  c: Compiled,
): K | undefined {
  for (const clause of clauses) {
    if (clause.question || clause.conditional) continue;
    const found = earliest(clause.text, choice.phrases, keys, c) ?? (asked ? earliest(clause.text, choice.answers, keys, c) : undefined);
    if (found) return found;
    if (asked) {
      const index = ordinalIn(clause, r.ordinals, c);
      if (index !== undefined) return keys[index];
    }
  }
  return undefined;
}

/**
 * Financing: a loan already approved wins over the word "loan"; "waiting for
 * my loan to be approved" is a loan still to come.
 */
function readFinancing(clauses: readonly Clause[], asked: boolean, r: Reader, c: Compiled): Financing | undefined {
  const approved = r.financing.phrases["loan-approved"];
  for (const clause of clauses) {
    if (clause.question || clause.conditional) continue;
    if (approved.first(clause.text, c.negation, c.pending)) return "loan-approved";
  }
  const rest = readChoice(clauses, r.financing, ["cash", "loan"] as const, false, r, c);
  if (rest || !asked) return rest;
  return readChoice(clauses, r.financing, FINANCING, true, r, c);
}

/** Blanks phrases that hold a slot's word without meaning it ("cash flow", "prêt à acheter"). */
function withoutIgnored(clause: Clause, c: Compiled): Clause {
  const text = withoutMm2h(clause.text).replace(c.ignore, (m) => " ".repeat(m.length));
  return { ...clause, text };
}

/**
 * Clauses and characters read per message. Each clause is read by some forty
 * patterns and each figure in it weighed as a budget, so a message of hundreds
 * of one-word clauses ("a, b, c, …") or of figures ("10:30 10:30 …") cost tens to
 * hundreds of milliseconds; a visitor's answers sit in the first sentences of
 * what they write.
 */
export const MAX_CLAUSES = 20;
export const MAX_CHARS = 800;

/** Clauses and characters read so far, for tests that bound a message's work. */
export const qualificationWork = { clauses: 0, chars: 0 };

/** The start of a long message, cut at a space where there is one, so no word or figure is halved. */
function readable(message: string): string {
  if (message.length <= MAX_CHARS) return message;
  const head = message.slice(0, MAX_CHARS);
  const space = head.search(/\s\S*$/u);
  return space > MAX_CHARS / 2 ? head.slice(0, space) : head;
}

export function extractQualification(message: string, language: LocaleCode, options: ExtractOptions = {}): Qualification {
  const c = compiled();
  const r = reader(c);
  const text = readable(message);
  const raw = clausesOf(text, c.clauses).slice(0, MAX_CLAUSES);
  qualificationWork.clauses += raw.length;
  qualificationWork.chars += text.length;
  const clauses = raw.map((clause) => withoutIgnored(clause, c));
  const asked = options.asked;
  const out: Qualification = {};
  const purpose = readChoice(clauses, r.purpose, PURPOSES, asked === "purpose", r, c);
  if (purpose) out.purpose = purpose;
  const budget = readBudget(raw, language, asked === "budget");
  if (budget) out.budget = budget;
  const timeline = readTimeline(clauses, asked === "timeline");
  if (timeline) out.timeline = timeline;
  const unit = readUnit(clauses, asked === "unit");
  if (unit) out.unit = unit;
  const financing = readFinancing(clauses, asked === "financing", r, c);
  if (financing) out.financing = financing;
  const nationality = readNationality(raw, asked === "nationality");
  if (nationality) out.nationality = nationality;
  return out;
}

export interface Turn {
  role: "user" | "assistant";
  content: string;
}

/**
 * The qualification a whole conversation gives, oldest message first, later
 * answers winning. A visitor's message right after one of our slot questions
 * is read as its answer.
 */
export function qualificationFromTurns(turns: readonly Turn[], language: LocaleCode): Qualification {
  let q: Qualification = {};
  let asked: Slot | undefined;
  for (const turn of turns) {
    if (turn.role === "assistant") {
      asked = slotAskedIn(turn.content);
      continue;
    }
    q = mergeQualification(q, extractQualification(turn.content, language, { asked }));
    asked = undefined;
  }
  return q;
}
