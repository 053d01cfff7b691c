import "server-only";
import type { ConsultantEval, EvalTurn } from "@/lib/server/language/types";

/** The evaluation's questions live with each language's words (lib/server/language/<tag>/consultant-eval.ts). */
export type Turn = EvalTurn;
export type LanguageCases = ConsultantEval;

export type CaseGroup = keyof LanguageCases;
