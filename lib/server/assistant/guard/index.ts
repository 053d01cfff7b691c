import "server-only";
import { knowledge, unknownFacts, type KnowledgeBase } from "@/lib/server/config/knowledge";
import { PUBLISHED, type Published } from "../published";
import { allowedFigures, type AllowedFigures } from "./allowed";
import { readFigures } from "./figures";
import type { SentenceRules } from "./sentence";
import { claimWords, figureWords, notKnownWords, roomWords } from "./vocabulary";

export { guardReply, honestSentence, MAX_REPLY_CHARS, MAX_SENTENCE_CHARS, type Replacement } from "./stream";
export { checkSentence, type SentenceRules, type Verdict } from "./sentence";

let cached: SentenceRules | undefined;

/** The checks for the site's own facts, built once. */
export function replyRules(kb: KnowledgeBase = knowledge, published: Published = PUBLISHED): SentenceRules {
  if (kb === knowledge && published === PUBLISHED && cached) return cached;
  const allowed = allowedFigures(kb, published);
  const figures = figureWords(allowed);
  const unitCounts = {
    units: kb.units.map((u) => ({ name: u.name, counts: { bedrooms: u.bedrooms, bathrooms: u.bathrooms, carParks: u.carParks } })),
    rooms: roomWords(),
    numberWords: figures.numberWords,
    numberJoiners: figures.numberJoiners,
  };
  const rules = { claims: claimWords(), figures, allowed, notKnown: notKnownWords(unknownFacts(kb)), unitCounts };
  if (kb === knowledge && published === PUBLISHED) cached = rules;
  return rules;
}

/**
 * The rules for one reply: the site's facts, and the figures of the site's own words the
 * model was given for this reply (the question it is asked to end with) and may repeat.
 */
export function rulesWith(rules: SentenceRules, siteTexts: readonly string[]): SentenceRules {
  const readings = siteTexts.flatMap((text) => readFigures(text, rules.figures).flatMap((f) => f.readings));
  if (!readings.length) return rules;
  const byKind = { ...rules.allowed.byKind } as Record<keyof AllowedFigures["byKind"], number[]>;
  for (const r of readings) if (r.kind !== "plain") byKind[r.kind] = [...byKind[r.kind], r.value];
  const allowed: AllowedFigures = { ...rules.allowed, byKind, plain: [...rules.allowed.plain, ...readings.map((r) => r.value)] };
  return { ...rules, allowed };
}
