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

/** German: every word the server says or reads in it. */
export const de: LanguagePack = {
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
    typeWords: ["typ"],
  },
  viewing: { words: viewingWords, phrases: viewingPhrases },
  dates: {
    // German says the time with "Uhr" (language/clock), so the slot is composed: "Samstag, 28. November um 11:00 Uhr".
    slot: (day, time) => `${day} um ${time}`,
  },
  speech: {
    espeakVoice: "de",
    name: "German",
  },
  consultantEval,
  guardEval,
};
