import "server-only";
import { normaliseText } from "@/lib/server/language/normalise";
import { SOCIAL_INTENTS } from "../intent-types";
import { understand } from "../intents";
import { boundaryWordsMatcher, queryWordsMatcher, topicWordsMatcher } from "../every-language";
import type { KeywordMatcher } from "../keyword-matcher";
import { holds, spansOf } from "./spans";
import { detectUnits, unitNameSpans } from "../units";
import type { RefusalKind } from "./types";
import { asksUnknown, onlyInStatedPurpose } from "./unknown";

/** Kinds in the order they are told: an injection that asks a discount is an injection. */
const KINDS: readonly RefusalKind[] = ["injection", "guarantee", "discount", "advice", "offTopic"];
export const REFUSAL_MATCHERS = KINDS.map((kind) => ({
  kind,
  matcher: boundaryWordsMatcher((w) => w.refusals[kind]),
}));

/** Every topic's words: "remise des clés" (the handing over of keys) holds "remise" (a discount), "temu janji" (an appointment) "janji" (a promise). */
const FACT_WORDS = topicWordsMatcher();

const FIGURES = new Set(["price", "rental", "yield", "size"]);

/**
 * "Which is better for rental income, Cares or Blitz?": two units named and a figure to weigh them by is a
 * comparison the facts answer, not a request for advice.
 */
function comparesNamedUnits(message: string): boolean {
  return detectUnits(message).length >= 2 && understand(message).asked.some((i) => FIGURES.has(i));
}

/**
 * A folded message with the units' names taken out: a request's words stand apart around the unit it is about
 * ("сделать Ardentz подешевле" is "сделать подешевле"), which a list of phrases cannot otherwise hold. Null when the
 * message names no unit, so that it is not read a second time.
 */
function withoutUnitNames(folded: string): string | null {
  const spans = unitNameSpans(folded);
  if (!spans.length) return null;
  let text = "";
  let from = 0;
  for (const { start, end } of spans) {
    if (start < from) continue;
    text += folded.slice(from, start);
    from = end;
  }
  return (text + folded.slice(from)).replace(/\s+/g, " ");
}

const WHEN = queryWordsMatcher((w) => w.when);
const LIMIT = queryWordsMatcher((w) => [...w.under, ...w.over]);
/** How far before a limit's word its amount may stand: "9 लाख रिंगिट से कम". */
const AMOUNT_REACH = 24;

/**
 * "9 लाख रिंगिट से कम कीमत में सबसे बड़ा कौन सा है?" (the largest for less than 9 lakh): "कम कीमत में" (for less) is a
 * price cut asked only when no amount stands before it as a limit. Each of the discount's words must be read so.
 */
function limitsAnAmount(folded: string, discount: KeywordMatcher): boolean {
  const limits = spansOf(LIMIT, folded).filter(({ start }) =>
    /\d[^,.;:!?，。；：！？、]*$/u.test(folded.slice(Math.max(0, start - AMOUNT_REACH), start)),
  );
  return spansOf(discount, folded).every((w) => limits.some((l) => l.start < w.end && w.start < l.end));
}

/**
 * "When do they promise to hand it over?", "когда обещают сдать проект?": the date promised is the completion the
 * site publishes, no guaranteed return to decline. It asks when; a guarantee beside anything else ("is the yield guaranteed at
 * completion?", "7% a year, in the contract?") is still declined.
 */
function promisesOnlyADate(message: string): boolean {
  if (/\d\s*%|%\s*\d/u.test(message) || WHEN.first(normaliseText(message)) === null) return false;
  const asked = understand(message).asked.filter((intent) => !SOCIAL_INTENTS.has(intent));
  return asked.length === 1 && asked[0] === "completion";
}

/** What the consultant does with a message before it reads any question in it. */
export type Limit = { refusal: RefusalKind } | { unknown: true } | null;

/**
 * Whether a message is one the consultant declines, or asks what the site does not know. A question about the
 * property the site cannot answer ("is there a school nearby?") is no off-topic question: it gets the honest
 * "I don't have that", not "I can only help with the project". Every other refusal comes first, so that "is the
 * yield guaranteed in five years?" is declined rather than met with a figure or a shrug.
 */
export function limitOf(message: string): Limit {
  const kind = declinedKind(message);
  if (kind && kind !== "offTopic") return { refusal: kind };
  if (asksUnknown(message)) return { unknown: true };
  return kind ? { refusal: kind } : null;
}

/**
 * The kind of request in a message that the consultant declines, if any, once each kind's exemptions are weighed: a
 * comparison of two named units by a figure is no request for advice, a promised date no guaranteed return, and an
 * everyday subject that only says why ("our kid starts school in 2030 — when is it completed?") no topic.
 */
export function declinedKind(message: string): RefusalKind | null {
  const folded = normaliseText(message);
  const unnamed = withoutUnitNames(folded);
  const texts = unnamed === null ? [folded] : [folded, unnamed];
  const asked = REFUSAL_MATCHERS.filter(({ matcher }) => texts.some((text) => matcher.first(text) !== null));
  // A kind's words inside another's longer phrase are that one's: "等降价" (wait for the price to fall) holds "降价"
  // (a price cut) and asks advice; inside a topic's longer phrase they are the topic's, and ask nothing declined.
  const spans = new Map(asked.map((kind) => [kind, texts.map((text) => spansOf(kind.matcher, text))]));
  const facts = asked.length ? texts.map((text) => spansOf(FACT_WORDS, text)) : [];
  // Held by a topic's phrase, or (with `byOthers`) by another kind's longer one.
  const held = (kind: (typeof asked)[number], byOthers: boolean) =>
    texts.every((_, t) =>
      spans
        .get(kind)!
        [t].every(
          (m) =>
            facts[t].some((o) => holds(o, m)) ||
            (byOthers && asked.some((other) => other !== kind && spans.get(other)![t].some((o) => holds(o, m)))),
        ),
    );
  const found = asked.find((kind) => !held(kind, true)) ?? asked.find((kind) => !held(kind, false));
  if (!found) return null;
  if (found.kind === "advice" && comparesNamedUnits(message)) return null;
  if (found.kind === "guarantee" && promisesOnlyADate(message)) return null;
  if (found.kind === "discount" && [folded, unnamed ?? ""].every((text) => limitsAnAmount(text, found.matcher))) return null;
  if (found.kind === "offTopic" && onlyInStatedPurpose(message, (text) => found.matcher.first(text) !== null)) return null;
  return found.kind;
}
