import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { BOUNDARY_WORDS } from "@/lib/server/language/boundaries";
import { normaliseText } from "@/lib/server/language/normalise";
import { QUERY_WORDS } from "@/lib/server/language/query";
import type { KeywordKey } from "../intent-types";
import { SOCIAL_INTENTS } from "../intent-types";
import { understand } from "../intents";
import { boundaryWordsMatcher, everyLanguageMatcher, keywordsMatcher, topicWordsMatcher } from "../every-language";
import { asksSomething } from "./asks";
import { blank, holds, SENTENCE, spansOf } from "./spans";
import { detectUnits } from "../units";

const UNKNOWN = everyLanguageMatcher((c) => [...QUERY_WORDS[c].unknown, ...BOUNDARY_WORDS[c].unknown]);
/**
 * A topic's, a difference's or a budget's longer phrase holds an unknown's word: "土地租约" (the land's lease) "地租"
 * (ground rent), "how far apart" "how far", "¿qué opciones me quedan?" (what is left within my means) "quedan".
 */
const HOLDERS = [topicWordsMatcher(), everyLanguageMatcher((c) => [...QUERY_WORDS[c].difference, ...QUERY_WORDS[c].budget])];

/** Whether a folded text names a subject the fact sheet lacks, in words of their own. */
function namesUnknown(folded: string): boolean {
  const found = spansOf(UNKNOWN, folded);
  if (!found.length) return false;
  const held = HOLDERS.flatMap((m) => spansOf(m, folded));
  return found.some((u) => !held.some((h) => holds(h, u)));
}
const MEASURE = everyLanguageMatcher((c) => [...QUERY_WORDS[c].measure, ...BOUNDARY_WORDS[c].measure]);
/** The shared facilities the fact sheet names, and says nothing of the size of. */
const FACILITIES: readonly KeywordKey[] = ["pool", "rooftop", "concierge", "housekeeping", "amenities"];
const FACILITY = everyLanguageMatcher((c) => FACILITIES.flatMap((k) => LANGUAGES[c].keywords[k]));
/** The facilities the fact sheet describes one by one ("amenities" names them all), each with its own words. */
const PLACED_FACILITY = FACILITIES.filter((k) => k !== "amenities").map(keywordsMatcher);
/** What a price is asked in: "how much does the housekeeping cost?" asks a fee the fact sheet does not give. */
const COST = keywordsMatcher("price");
/** Words that keep two facilities apart: "the pool and the rooftop lounge", "pool or gym". */
const APART = boundaryWordsMatcher((w) => [...w.joins, ...w.alternatives]);
// Arabic writes "and" joined to the next word: "مسبح وسطح", "مسبح وصالة على السطح" (not "وحدة", a unit).
const ARABIC_AND = /(?:^|\P{Script=Arabic})و(?!حد|اح)/u;
/** Where one question of a message ends and the next begins. */
const CLAUSE = /[,.;:!?，。；：！？、؟،]+/u;

/**
 * Whether a message asks about something the fact sheet does not hold, so that any figure in the reply would
 * answer another question: a subject it has nothing on (units left, a balcony), or a dimension of a facility
 * ("how big is the pool?") asked in the same clause and of no unit named.
 */
export function asksUnknown(message: string): boolean {
  const text = normaliseText(message);
  if (namesUnknown(text) && !onlyInStatedPurpose(message, namesUnknown)) return true;
  if (detectUnits(message).length) return false;
  const clauses = text.split(CLAUSE);
  // "Is there a pool? How big?": a measure asked of nothing else, right after a facility, asks the facility's.
  return clauses.some(
    (clause, i) =>
      combinedFacility(clause) ||
      pricedFacility(clause) ||
      (FACILITY.first(clause) !== null && (MEASURE.first(clause) !== null || (i + 1 < clauses.length && measuresOnly(clauses[i + 1])))),
  );
}

/**
 * Whether a clause asks for one facility in terms of another, which the fact sheet never says: "a rooftop pool",
 * "楼顶有泳池吗", "piscine sur le toit" (the pool overlooks the bay; the lounge is on the roof). Two facilities with
 * "and" or "or" between them are two questions: "the pool and the rooftop lounge".
 */
function combinedFacility(clause: string): boolean {
  const found = PLACED_FACILITY.map((m) => m.first(clause)).filter((m) => m !== null);
  if (found.length < 2) return false;
  const [a, b] = found.sort((x, y) => x.start - y.start);
  // The letters Arabic joins before the second one end this slice: "مسبح وسطح".
  const between = clause.slice(a.end, b.start);
  return APART.first(between) === null && !ARABIC_AND.test(between);
}

/**
 * Whether a clause asks what a facility costs, which the fact sheet never says: "how much is one housekeeping visit?",
 * "Сколько стоит уборка?". A price and a facility with "and" between them are two questions: "price and the pool?".
 */
function pricedFacility(clause: string): boolean {
  const facility = PLACED_FACILITY.map((m) => m.first(clause)).find((m) => m !== null);
  const cost = COST.first(clause);
  if (!facility || !cost) return false;
  const between = clause.slice(Math.min(facility.end, cost.end), Math.max(facility.start, cost.start));
  return APART.first(between) === null && !ARABIC_AND.test(between);
}

/** A clause that asks a measure and names nothing: "how big?", "besar mana?", not "how big are the units?". */
function measuresOnly(clause: string): boolean {
  const measures = spansOf(MEASURE, clause);
  return measures.length > 0 && (blank(clause, measures).match(/[\p{L}\p{M}]+/gu) ?? []).length <= 1;
}

/**
 * Whether every word `found` finds (a subject the fact sheet lacks, a topic off the property) stands in a sentence
 * that asks nothing, beside one that asks about a fact the consultant knows: "We want to move in before our kid
 * starts school in 2030 — when will it be completed?" asks the completion date, and says why. A sentence that asks
 * nothing known ("We have an EV. Is there charging?") leaves the honest unknown.
 */
export function onlyInStatedPurpose(message: string, found: (folded: string) => boolean): boolean {
  // Chinese typed without punctuation parts its sentences with a space: "孩子在关丹读大学 想买小一点的 最小那间几尺".
  const sentences = message.replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu, "。").match(SENTENCE) ?? [];
  const has = (s: string) => found(normaliseText(s));
  const asksKnown = (s: string) => asksSomething(s) && understand(s).asked.some((i) => !SOCIAL_INTENTS.has(i));
  const purposeOnly = (parts: string[], stated: (s: string) => boolean) =>
    parts.length > 1 && parts.every((s) => !has(s) || stated(s)) && parts.some((s) => !has(s) && asksKnown(s));
  // A purpose is often only a clause: "孩子在关丹读大学，想买个小的给他住，最小那个户型多大？", "my son is at university
  // here, how big is the smallest one?". A clause of a question is part of it: "¿la cocina se entrega con nevera, horno…?".
  const clauses = sentences.flatMap((s) => (QUESTION_MARK.test(s) && QUESTION_OPENS.test(s) ? [s] : (s.match(CLAUSE_PART) ?? [])));
  return (
    purposeOnly(sentences, (s) => !asksSomething(s)) ||
    purposeOnly(clauses, (s) => !asksSomething(s) && !QUESTION_MARK.test(s) && !QUESTION_OPENS.test(s))
  );
}

const QUESTION_MARK = /[?？؟]/u;
/** Spanish opens a question with its mark: a clause after "¿" belongs to the question, whatever comma cuts it. */
const QUESTION_OPENS = /¿/u;

/** A sentence's clauses, each with the comma that ends it. */
const CLAUSE_PART = /[^,，،]+[,，،]*/gu;
