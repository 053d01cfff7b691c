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

/** Spanish: every word the server says or reads in it. */
export const es: LanguagePack = {
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
    typeWords: ["tipo"],
  },
  viewing: { words: viewingWords, phrases: viewingPhrases },
  dates: {
    // "el sábado, 28 de noviembre, a las 11:00": Intl leaves out the "a las" a sentence needs.
    slot: (day, time) => `${day}, a las ${time}`,
  },
  speech: {
    espeakVoice: "es",
    name: "Spanish",
  },
  consultantEval,
  guardEval,
};
