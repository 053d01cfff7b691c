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

/** Bahasa Malaysia: every word the server says or reads in it. */
export const ms: LanguagePack = {
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
    typeWords: ["jenis", "tipe"],
  },
  viewing: { words: viewingWords, phrases: viewingPhrases },
  dates: {
    // Malay says a clock time with pukul; Intl's "pada 11:00" repeats the "pada" a sentence puts before the day.
    slot: (day, time) => `${day}, pukul ${time}`,
  },
  speech: {
    espeakVoice: "ms", // Malay; eSpeak's own `my` is Burmese
    name: "Malay (Bahasa Malaysia)",
  },
  consultantEval,
  guardEval,
};
