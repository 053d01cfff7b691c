import "server-only";
import type { LanguagePack } from "../types";
import { answers } from "./answers";
import { keywords } from "./keywords";
import { knowledge } from "./knowledge";
import { qualification } from "./qualification";
import { questions } from "./questions";
import { acknowledge, instruction, leadReplies } from "./replies";
import { viewingPhrases, viewingWords } from "./viewing";

/** Chinese (Simplified): every word the server says or reads in it. */
export const zh: LanguagePack = {
  keywords,
  answers,
  knowledge,
  acknowledge,
  instruction,
  leadReplies,
  qualification,
  questions,
  viewing: { words: viewingWords, phrases: viewingPhrases },
  dates: {
    // Chinese on this site spaces a figure from the word after it ("2 小时"), as messages/GLOSSARY.md asks; Intl writes "2小时".
    duration: (text) => text.replace(/(\d)(?=\p{Script=Han})/gu, "$1 "),
  },
  speech: {
    espeakVoice: "cmn", // Mandarin, Latin letters read as English (prices, unit names)
    name: "Mandarin Chinese",
  },
};
