import "server-only";
import type { LanguagePack } from "../types";
import { answers } from "./answers";
import { consultantEval } from "./consultant-eval";
import { keywords } from "./keywords";
import { knowledge } from "./knowledge";
import { particulars } from "./particulars";
import { privacy } from "./privacy";
import { qualification } from "./qualification";
import { questions } from "./questions";
import { acknowledge, leadReplies } from "./replies";
import { style } from "./style";
import { guard } from "./guard";
import { guardEval } from "./guard-eval";
import { viewingPhrases, viewingWords } from "./viewing";

/** French: every word the server says or reads in it. */
export const fr: LanguagePack = {
  keywords,
  answers,
  knowledge,
  particulars,
  acknowledge,
  style,
  guard,
  leadReplies,
  privacy,
  qualification,
  questions,
  unitWords: {
    typeWords: [],
    notLetters: ["a le", "a la", "a les", "a l'", "a un", "a une", "a des", "a combien", "a au", "a deux", "a trois", "a quel", "a quelle"],
  },
  viewing: { words: viewingWords, phrases: viewingPhrases },
  dates: {
    // French writes a time "11 h" (language/clock), so the slot is composed: "samedi 28 novembre à 11 h".
    slot: (day, time) => `${day} à ${time}`,
    // The first of the month is an ordinal in French: "1er décembre 2025", "samedi 1er mai"; Intl writes "1 décembre".
    day: (text) => text.replace(/(^|[^\d])1(?= \p{L})/u, "$11er"),
  },
  speech: {
    espeakVoice: "fr",
    name: "French",
  },
  consultantEval,
  guardEval,
};
