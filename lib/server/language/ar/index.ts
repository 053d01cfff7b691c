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

/** Arabic: every word the server says or reads in it. */
export const ar: LanguagePack = {
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
    typeWords: ["النوع", "نوع"],
    names: { typeA: ["أردنتز", "اردنتز"], typeB: ["بليتز", "بلتز"], typeC: ["كيرز", "كيرس"] },
  },
  viewing: { words: viewingWords, phrases: viewingPhrases },
  dates: {},
  speech: {
    espeakVoice: "ar",
    name: "Arabic",
  },
  consultantEval,
  guardEval,
};
