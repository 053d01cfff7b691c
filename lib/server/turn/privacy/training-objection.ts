import "server-only";
import { keywordPattern } from "@/lib/server/assistant/offline/match";
import { LANGUAGES } from "@/lib/server/language";
import { normaliseText } from "@/lib/server/language/normalise";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";

// Every language's words, whatever the chat's language: a visitor may object in English on the Malay page.
const words = (pick: (w: (typeof LANGUAGES)["en"]["privacy"]["trainingObjection"]) => readonly string[]) =>
  keywordPattern(LOCALE_CODES.flatMap((code) => pick(LANGUAGES[code].privacy.trainingObjection)));
const TRAINING = words((w) => w.training);
const REFUSAL = words((w) => w.refusal);

/**
 * Whether the visitor objects to the use of their conversation for training: the message names
 * training and refuses it ("don't use my chat for training", "请勿将我的对话用于培训"), as the chat's
 * control sends it or as a visitor writes it. A message that only asks ("is my chat used for
 * training?") is no objection. When in doubt it counts: an objection honoured by mistake costs
 * nothing but a conversation left out of training.
 */
export function objectsToTraining(message: string): boolean {
  const text = normaliseText(message);
  return TRAINING.test(text) && REFUSAL.test(text);
}
