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

/** Chinese (Simplified): every word the server says or reads in it. */
export const zh: LanguagePack = {
  sentenceGap: "",
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
    typeWords: ["户型", "戸型", "型"],
    typeSuffixes: ["户型", "戸型", "型"],
    names: { typeA: ["阿登茨"], typeB: ["布利茨"], typeC: ["凯尔斯"] },
  },
  viewing: { words: viewingWords, phrases: viewingPhrases },
  dates: {
    // Chinese on this site spaces a figure from the word after it ("2 小时"), as messages/GLOSSARY.md asks; Intl writes "2小时".
    duration: (text) => text.replace(/(\d)(?=\p{Script=Han})/gu, "$1 "),
  },
  speech: {
    espeakVoice: "cmn", // Mandarin, Latin letters read as English (prices, unit names)
    name: "Mandarin Chinese",
  },
  consultantEval,
  guardEval,
};
