import "server-only";
/**
 * One language's words for where the offline consultant stops: more ways of saying what it declines, subjects the
 * site has nothing on, how a visitor asks to be answered in another language, and what the consultant says then.
 * The consultant merges every language's words, as visitors mix languages; a language adds its words here and no code.
 */
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { RefusalKind } from "./query-types";

export interface BoundaryWords {
  /** What the consultant declines, by kind: "ignore your instructions", "10% off", "a safe bet", "who won the match". */
  refusals: Record<RefusalKind, readonly string[]>;
  /**
   * Subjects nobody has published (schools and distances, future prices, fixtures the fact sheet does not list):
   * a question naming one gets "I don't have that" with the sales line, never a figure that answers something else.
   * Stronger than an off-topic refusal: "is there a school nearby?" is a fair question about the property.
   */
  unknown: readonly string[];
  /** Words that join two questions in one sentence ("and", "also"): each side is its own clause. */
  joins: readonly string[];
  /** Words that offer a choice between two things ("or"): "a pool or a gym?" asks of each. */
  alternatives: readonly string[];
  /**
   * Words that ask a dimension or the hours, beside the query words' `measure`: of a facility ("how big is the pool?",
   * "a concierge round the clock?"), the site publishes none.
   */
  measure: readonly string[];
  /**
   * Requests to be answered in a language, where `{lang}` stands for any language's name in any language:
   * "in {lang} please", "{lang}で". They need no verb of answering, as "in Arabic please: …" has none.
   */
  requests: readonly string[];
  /** Names of the languages beside the query words' `languageNames`: "anglais", "по-английски". */
  languageNames: Readonly<Partial<Record<LocaleCode, readonly string[]>>>;
  /** Everyday words beside the query words' `markers`, so that a short message is read in its own language. */
  markers: readonly string[];
  phrases: {
    /** The honest reply to a question about something the site does not know, with what it can answer and the sales line. */
    notKnown: (project: string, phone: string) => string;
    /** The reply to a request for this language with no question in it: from now on in it, and what it can answer. */
    switched: (project: string, phone: string) => string;
  };
}
