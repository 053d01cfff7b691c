/**
 * npm run consultant:ask -- --lang de "Welche Wohnung hat die höchste Rendite?" ["und ihre Miete?" …]
 * Asks the offline consultant from the terminal; several questions make one conversation.
 */
import { parseArgs } from "node:util";
import { offlineAnswer } from "@/lib/server/assistant/offline/answer";
import type { ChatTurn } from "@/lib/server/assistant/provider";
import { isLocaleCode, LOCALE_CODES } from "@/lib/shared/i18n/locales";

const { values, positionals } = parseArgs({ options: { lang: { type: "string", default: "en" } }, allowPositionals: true });
if (!isLocaleCode(values.lang)) throw new Error(`--lang must be one of ${LOCALE_CODES.join(", ")} (got ${values.lang})`);
if (!positionals.length) throw new Error('Give a question: npm run consultant:ask -- --lang de "Wie groß ist Blitz?"');
const history: ChatTurn[] = [];
for (const question of positionals) {
  const reply = offlineAnswer(question, values.lang, history);
  console.log(`> ${question}\n${reply}\n`);
  history.push({ role: "user", content: question }, { role: "assistant", content: reply });
}
