import "server-only";
import type { BudgetBound, Financing, Purpose } from "@/lib/server/lead-profile/qualification";

/**
 * One language's words for reading qualification answers. Phrases use the
 * small syntax of `phraseSource` (text.ts): `stem*`, `a|b`, `optional?`, `…`
 * for a short gap, and placeholders in capitals. All languages are merged
 * when reading, because visitors mix them; the visitor's own language only
 * wins where two languages disagree (Spanish "mil" is a thousand).
 */
export interface QualificationWords {
  clauses: {
    /** Openers that make a clause a question or a request for information ("how", "tell me"). */
    questionStarts: readonly string[];
    /** Words that make a clause a question wherever they stand (吗, क्या, ли). */
    questionMarkers: readonly string[];
    /** First-person openers: a "?" after "I'm Singaporean" does not make it a question. */
    statementStarts: readonly string[];
    /** "if": what follows supposes rather than states (Spanish "sí", yes, is told apart by its accent). */
    conditionals: readonly string[];
    negations: readonly string[];
    /** Negations written after the word they negate. */
    negationsAfter?: readonly string[];
    /** Not done yet ("applying for", "waiting for"): an approved loan or an MM2H visa still to come. */
    pending: readonly string[];
    /** Blanked before reading: phrases that contain a slot's word without meaning it ("cash flow"). */
    ignore: readonly string[];
    /** "but": starts a new clause. */
    conjunctions: readonly string[];
    /** Dropped at the start of a clause: "and", "so", "well". */
    fillers: readonly string[];
  };
  /** `phrases` count in any statement; `answers` only as the reply to the purpose question. */
  purpose: Record<Purpose, { phrases: readonly string[]; answers?: readonly string[] }>;
  financing: Record<Financing, { phrases: readonly string[]; answers?: readonly string[] }>;
  timeline: {
    /** Fixed expressions and the months they mean; `answerOnly` ones are too common elsewhere ("now"). */
    phrases: readonly { words: readonly string[]; months: number; answerOnly?: boolean }[];
    /** With N (a number or range) and U (week, month or year): "within N U". */
    templates: readonly string[];
    units: Record<"week" | "month" | "year", readonly string[]>;
    /** A visit or a call ("I'll visit in 2 weeks") is not a purchase: its clause gives no timeline… */
    visit: readonly string[];
    /** …unless it also speaks of buying. */
    buy: readonly string[];
  };
  /** Number words: "three" 3, "a" 1, "half" 0.5 (as in "half a year"). */
  numbers: Readonly<Record<string, number>>;
  budget: {
    /**
     * Words that make a figure the visitor's budget ("budget", "can afford"). Without one, a
     * figure counts only with a bound ("under 800k"), as a short fragment ("RM 900,000") or
     * as the answer to the budget question, so "my friend paid 900k" is no budget.
     */
    cues: readonly string[];
    /** Before the amount: "under", "around", "at least". */
    before: Record<BudgetBound, readonly string[]>;
    /** After the amount: "or less", 以内, "and above". */
    after: Record<BudgetBound, readonly string[]>;
    /** A monthly figure: "a month", 月供. */
    monthly: readonly string[];
    /** Multipliers written after a number: k, million, juta, 万, लाख. */
    scales: Readonly<Record<string, number>>;
    /** Currency symbols, codes and names (before or after the number) and their ISO 4217 code. */
    currencies: Readonly<Record<string, string>>;
    /** Whole amounts in words: "half a million". */
    amounts?: Readonly<Record<string, number>>;
    /** "800k to 1m": the words between two ends of a range. */
    rangeJoiners: readonly string[];
    /** Words right after a number that make it something else: sq ft, bedrooms, %, years. */
    notMoney: readonly string[];
  };
  unit: {
    /** "I like", "prefer": with exactly one unit named in the clause, that unit is the preference. */
    preference: readonly string[];
    /** "looking for": with a description that fits one unit ("a corner unit with 3 bedrooms"). */
    want: readonly string[];
    corner: readonly string[];
    intermediate: readonly string[];
    /** With N: "N bedroom*". */
    bedrooms: readonly string[];
  };
  nationality: {
    /** With C (a country's name), D (a demonym) or E (a demonym that may be ethnicity, used only with citizen or passport). */
    templates: readonly string[];
    /** Demonyms by ISO 3166-1 alpha-2 code; stems allowed (`malaisien*`). */
    demonyms: Readonly<Partial<Record<string, readonly string[]>>>;
    /** Demonyms that also name an ethnicity ("Chinese" in Malaysia), used only in E. */
    ethnic?: Readonly<Partial<Record<string, readonly string[]>>>;
    /** Other names of countries than Intl's ("USA", 大马, Эмираты). */
    aliases?: Readonly<Partial<Record<string, readonly string[]>>>;
    /** As an answer to the nationality question: "local" means the development's own country. */
    local: readonly string[];
  };
  /** "the first one", "the second", "the third": the offered options in the order asked. */
  ordinals: readonly [readonly string[], readonly string[], readonly string[]];
}
