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

/** Hindi: every word the server says or reads in it. */
export const hi: LanguagePack = {
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
    typeWords: ["टाइप"],
    names: { typeA: ["आर्डेंट्ज़", "आर्डेंट्ज", "अर्डेंट्ज़"], typeB: ["ब्लिट्ज़", "ब्लिट्ज"], typeC: ["केयर्स"] },
  },
  viewing: { words: viewingWords, phrases: viewingPhrases },
  dates: {
    // Hindi names the part of the day (language/clock): "शनिवार, 28 नवंबर को सुबह 11:00 बजे".
    slot: (day, time) => `${day} को ${time}`,
  },
  speech: {
    espeakVoice: "hi",
    name: "Hindi",
  },
  consultantEval,
  guardEval,
};
