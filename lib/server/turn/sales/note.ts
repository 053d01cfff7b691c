import "server-only";
import { replyLanguage } from "@/lib/server/assistant/offline/query/language";
import type { ChatTurn, SalesNote } from "@/lib/server/assistant/provider";
import { LANGUAGES } from "@/lib/server/language";
import { slotQuestion } from "@/lib/server/turn/qualification/questions";
import { viewingReply } from "@/lib/server/viewings/phrases";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { SalesTurn } from "./plan";

export interface SalesNoteInput {
  message: string;
  /** Earlier turns: a request for another language ("answer in English") holds for the rest of the conversation. */
  history: readonly ChatTurn[];
  /** The page's language. */
  page: LocaleCode;
  haveContact: boolean;
  /** The message objected to training, and the objection is stored. */
  objected: boolean;
}

/**
 * The site's own words that close a reply (a viewing, the next question, the word on an objection) in the language
 * the consultant answers in, not the page's: a visitor who asked for English on the Chinese page, or writes Russian
 * on the English one, reads the question in the language they read the answer in.
 */
export function salesNote(turn: SalesTurn, input: SalesNoteInput): SalesNote {
  const language = replyLanguage(input.message, input.history, input.page);
  return {
    viewing: turn.viewing ? viewingReply(turn.viewing, language, { haveContact: input.haveContact }) : undefined,
    question: turn.question ? slotQuestion(turn.question, language) : undefined,
    answered: turn.answered,
    alsoAsks: turn.alsoAsks,
    privacy: input.objected ? LANGUAGES[language].privacy.trainingObjected : undefined,
  };
}
