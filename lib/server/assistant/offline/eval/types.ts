import "server-only";
import type { ConsultantEval, EvalTurn } from "@/lib/server/language/types";

/** The evaluation's questions live with each language's words (lib/server/language/<tag>/consultant-eval.ts). */
export type Turn = EvalTurn;
export type LanguageCases = ConsultantEval;

export type CaseGroup = keyof LanguageCases;

/** One question on its own, or a conversation whose every turn sees the earlier ones as history. */
export type Case = Turn | readonly Turn[];

/**
 * The buyers' set: questions as buyers write them, by someone who has not read the matcher (eval/buyers/<tag>.ts).
 * Besides the tokens of the first set ("size:A", "!name:B", "unknown", plain text), a turn may expect:
 * - "yearly-rent:A", "yearly-inst:A": the monthly figure × 12;
 * - "m2:A": the size in square metres;
 * - "diff-<size|inst|rent|yield|yearly-rent|yearly-inst|m2>:A-B": the difference between two units;
 * - "parks:A", "beds:A", "baths:A": the count, beside the thing counted;
 * - "refusal": a polite refusal that quotes no figure and gives the sales contact;
 * - "lang:en": a reply written in that language (the visitor's, when it is not the page's).
 */
export interface BuyerCases {
  /** The best unit within a limit (budget per month, car parks, corner only, bedrooms); "!" marks units that break it. */
  rankings: readonly Case[];
  /** Yearly sums, differences between two units, square metres. */
  arithmetic: readonly Case[];
  /** Conversations whose later questions name no unit and inherit the subject. */
  followUps: readonly (readonly Turn[])[];
  /** Off-topic questions, prompt injection, advice, guarantees, discounts. */
  refusals: readonly Case[];
  /** A reply asked for in another language, or a question written in another language than the page's. */
  languages: readonly Case[];
  /** A message that says why the visitor is buying and asks a question: the answer must be in the reply. */
  purposes: readonly Case[];
}

export type BuyerGroup = keyof BuyerCases;

/**
 * The held-out set (eval/heldout/<tag>.ts): the buyers' groups, written by a second examiner after the consultant
 * was tuned on the buyers' set. Its misses were read once, to find classes of error (heldout.test.ts says when and
 * which); its questions were never fitted to. It adds facts the site does not publish.
 */
export interface HeldoutCases extends BuyerCases {
  /** Features and facts the site does not know (a balcony, the pool's size, schools nearby): the honest "unknown". */
  notKnown: readonly Case[];
}

export type HeldoutGroup = keyof HeldoutCases;

/**
 * Right: every expectation met and no invented figure. Not sure: the reply states no figure besides the sales
 * contact (and the visitor's own), gives that contact, and names nothing the turn forbids. Anything else is wrong.
 */
export type Verdict = "right" | "not sure" | "wrong";
