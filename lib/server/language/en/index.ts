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

/** English: every word the server says or reads in it. */
export const en: LanguagePack = {
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
    typeWords: ["type", "types"],
  },
  viewing: { words: viewingWords, phrases: viewingPhrases },
  dates: {
    // Malaysian English writes the day before the month ("Saturday 28 November"); Intl's bare `en` is American ("Saturday, November 28").
    tag: "en-GB",
  },
  speech: {
    espeakVoice: "en",
    name: "English",
  },
  consultantEval,
  guardEval,
};
