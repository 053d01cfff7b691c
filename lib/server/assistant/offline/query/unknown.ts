import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { BOUNDARY_WORDS } from "@/lib/server/language/boundaries";
import { normaliseText } from "@/lib/server/language/normalise";
import { QUERY_WORDS } from "@/lib/server/language/query";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import type { KeywordKey } from "../intent-types";
import { keywordMatcher } from "../keyword-matcher";
import { detectUnits } from "../units";

const UNKNOWN = keywordMatcher(LOCALE_CODES.flatMap((c) => [...QUERY_WORDS[c].unknown, ...BOUNDARY_WORDS[c].unknown]));
const MEASURE = keywordMatcher(LOCALE_CODES.flatMap((c) => [...QUERY_WORDS[c].measure, ...BOUNDARY_WORDS[c].measure]));
/** The shared facilities the fact sheet names, and says nothing of the size of. */
const FACILITIES: readonly KeywordKey[] = ["pool", "rooftop", "concierge", "housekeeping", "amenities"];
const FACILITY = keywordMatcher(LOCALE_CODES.flatMap((c) => FACILITIES.flatMap((k) => LANGUAGES[c].keywords[k])));
/** Where one question of a message ends and the next begins. */
const CLAUSE = /[,.;:!?，。；：！？、؟،]+/u;

/**
 * Whether a message asks about something the fact sheet does not hold, so that any figure in the reply would
 * answer another question: a subject it has nothing on (units left, a balcony), or a dimension of a facility
 * ("how big is the pool?") asked in the same clause and of no unit named.
 */
export function asksUnknown(message: string): boolean {
  const text = normaliseText(message);
  if (UNKNOWN.first(text)) return true;
  if (detectUnits(message).length) return false;
  return text.split(CLAUSE).some((clause) => FACILITY.first(clause) !== null && MEASURE.first(clause) !== null);
}
