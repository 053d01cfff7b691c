import "server-only";
import type { NotKnownTopic, NotKnownWords } from "@/lib/server/language/types";
import { readFigures, type FigureWords } from "./figures";
import { compilePhrases, foldForPhrases } from "./phrases";

/**
 * Lies with no figure in them: "there is an international school nearby", "the management
 * fee is low". The site does not know these things (the model's "Not known" line), so a
 * sentence naming one can only be a guess, unless it says it does not know or sends the
 * visitor to the sales team, as the prompt asks.
 *
 * Each clause is judged apart: "There is a school nearby; our sales team can tell you more"
 * still asserts the school. A mention of the sales team covers only what it is asked about
 * ("our sales team can tell you about financing"), and a figure beside a topic the site does
 * not know is a guess whatever else the clause says ("a 30-minute drive, not confirmed").
 */

export interface NotKnownRules {
  /** Every topic at once: most sentences name none, and one pass over them is enough to tell. */
  any: RegExp | null;
  topics: ReadonlyMap<NotKnownTopic, RegExp>;
  hedges: RegExp | null;
  referrals: RegExp | null;
}

/** Every language's words for the topics given, as one set: a model may answer in any language. */
export function compileNotKnown(words: readonly NotKnownWords[], topics: readonly NotKnownTopic[]): NotKnownRules {
  const compiled = new Map<NotKnownTopic, RegExp>();
  for (const topic of topics) {
    const pattern = compilePhrases(words.flatMap((w) => w.topics[topic]));
    if (pattern) compiled.set(topic, pattern);
  }
  return {
    any: compilePhrases(topics.flatMap((topic) => words.flatMap((w) => w.topics[topic]))),
    topics: compiled,
    hedges: compilePhrases(words.flatMap((w) => w.hedges)),
    referrals: compilePhrases(words.flatMap((w) => w.referrals ?? [])),
  };
}

// Where a clause ends; not inside a figure ("380,000", "7.2", "10:00").
const CLAUSE_END = /[;—–…。！？!?；：，、،؛।]|[,:](?!\d)|\.(?!\d)|\s-\s|\n/u;

/** Where a pattern is first found in a text, or -1. */
function firstAt(pattern: RegExp | null, text: string): number {
  if (!pattern) return -1;
  pattern.lastIndex = 0;
  const m = pattern.exec(text);
  pattern.lastIndex = 0;
  return m ? m.index : -1;
}

/** The topic one clause asserts something about, if any. */
function clauseTopic(clause: string, rules: NotKnownRules, figures: FigureWords | undefined): NotKnownTopic | null {
  const text = foldForPhrases(clause);
  if (firstAt(rules.any, text) < 0) return null;
  const withFigure = figures !== undefined && readFigures(clause, figures).length > 0;
  const hedged = firstAt(rules.hedges, text) >= 0;
  const referral = firstAt(rules.referrals, text);
  for (const [topic, pattern] of rules.topics) {
    const at = firstAt(pattern, text);
    if (at < 0) continue;
    if (withFigure) return topic;
    if (hedged || (referral >= 0 && referral < at)) continue;
    return topic;
  }
  return null;
}

/**
 * The topic the site does not know that a sentence asserts something about, if any.
 * Given the figure words, a figure in a clause naming such a topic makes it an assertion.
 */
export function notKnownTopicOf(sentence: string, rules: NotKnownRules, figures?: FigureWords): NotKnownTopic | null {
  if (firstAt(rules.any, foldForPhrases(sentence)) < 0) return null;
  for (const clause of sentence.split(new RegExp(CLAUSE_END.source, "gu"))) {
    const topic = clauseTopic(clause, rules, figures);
    if (topic) return topic;
  }
  return null;
}
