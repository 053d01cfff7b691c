import "server-only";
import type { NotKnownTopic, NotKnownWords } from "@/lib/server/language/types";
import { compilePhrases, foldForPhrases } from "./phrases";

/**
 * Lies with no figure in them: "there is an international school nearby", "the management
 * fee is low". The site does not know these things (the model's "Not known" line), so a
 * sentence naming one can only be a guess, unless it says it does not know or sends the
 * visitor to the sales team, as the prompt asks.
 */

export interface NotKnownRules {
  /** Every topic at once: most sentences name none, and one pass over them is enough to tell. */
  any: RegExp | null;
  topics: ReadonlyMap<NotKnownTopic, RegExp>;
  hedges: RegExp | null;
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
  };
}

const found = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  return pattern.test(text);
};

/** The topic the site does not know that a sentence asserts something about, if any. */
export function notKnownTopicOf(sentence: string, rules: NotKnownRules): NotKnownTopic | null {
  const text = foldForPhrases(sentence);
  if (!rules.any || !found(rules.any, text)) return null;
  for (const [topic, pattern] of rules.topics) {
    if (!found(pattern, text)) continue;
    return rules.hedges && found(rules.hedges, text) ? null : topic;
  }
  return null;
}
