/**
 * npm run consultant:eval [-- --misses]
 * Asks the offline consultant the three evaluation sets and prints, per language, how many replies were right,
 * "not sure" (no figure, the sales contact), wrong, and wrong with a figure. --misses also prints every reply
 * that was not right, with what was wrong with it.
 */
import { parseArgs } from "node:util";
import { BUYER_CASES } from "@/lib/server/assistant/offline/eval/buyers";
import { OLD_CASES } from "@/lib/server/assistant/offline/eval/cases";
import { HELDOUT_CASES } from "@/lib/server/assistant/offline/eval/heldout";
import { accuracyTable, misses, runEvaluation } from "@/lib/server/assistant/offline/eval/run";

const { values } = parseArgs({ options: { misses: { type: "boolean", default: false } } });
for (const [title, outcomes] of [
  ["First set: the consultant's own questions (lib/server/language/<tag>/consultant-eval.ts)", runEvaluation(OLD_CASES)],
  ["Buyers' set: questions as buyers write them (lib/server/assistant/offline/eval/buyers/<tag>.ts)", runEvaluation(BUYER_CASES)],
  [
    "Held-out set: buyers' questions the consultant was never tuned on (lib/server/assistant/offline/eval/heldout/<tag>.ts)",
    runEvaluation(HELDOUT_CASES),
  ],
] as const) {
  console.log(`${title}\n${accuracyTable(outcomes)}\n`);
  if (values.misses) console.log(`${misses(outcomes)}\n`);
}
