import "server-only";
import OpenAI from "openai";
import { createOpenAiProvider } from "@/lib/server/assistant/openai-provider";
import { LANGUAGES } from "@/lib/server/language";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { chatCompletions, type ChatMessage } from "@/test/support/openai-chat";
import { startOpenAiServer, type OpenAiServer } from "@/test/support/openai-server";
import { guardTable, kindTable, runGuardEvaluation, scriptedReply, type CaseOutcome } from "./run";

/**
 * npm run consultant:eval:online. A scripted model that invents prices, returns,
 * completion dates, stock, discounts, reservations and call-backs in all nine
 * languages, behind the real `openai` SDK and a local OpenAI-format server: what
 * reaches the visitor is counted, and the goal is none.
 */

// The script: each case's question, in every language, gets its scripted reply.
const SCRIPT = new Map(
  LOCALE_CODES.flatMap((language) => LANGUAGES[language].guardEval.cases.map((c) => [c.question, scriptedReply(c, language)])),
);

function lastQuestion(messages: ChatMessage[]): string {
  return messages.filter((m) => m.role === "user").at(-1)?.content ?? "";
}

describe("the online consultant against a model that invents", () => {
  const chat = chatCompletions({ reply: (messages) => SCRIPT.get(lastQuestion(messages)) ?? "", tokenDelayMs: 0 });
  let server: OpenAiServer;
  let outcomes: CaseOutcome[];

  beforeAll(async () => {
    server = await startOpenAiServer({ routes: chat.routes });
    const provider = createOpenAiProvider({
      client: new OpenAI({ apiKey: server.apiKey, baseURL: server.url, maxRetries: 0 }),
      model: "gpt-4o-mini",
      displayName: "Scripted",
    });
    outcomes = await runGuardEvaluation(provider);
  }, 120_000);
  afterAll(() => server.close());

  it("feeds enough invented sentences of every kind in every language", () => {
    for (const language of LOCALE_CODES) {
      const lies = outcomes.filter((o) => o.language === language && !o.lead).flatMap((o) => o.lies);
      expect(lies.length).toBeGreaterThanOrEqual(15);
      expect(new Set(lies.map((l) => l.kind))).toEqual(
        new Set(["price", "return", "completion", "stock", "callBack", "discount", "reservation", "spelled", "notKnown"]),
      );
    }
    // Every question reached the model: a script the server did not know would test nothing.
    expect(server.requests.filter((r) => r.path === "/v1/chat/completions")).toHaveLength(outcomes.length);
  });

  it("lets no invented sentence reach the visitor, keeps the true ones, and writes the call-back itself", () => {
    console.log(`Online consultant, scripted lying model\n${guardTable(outcomes)}\n\n${kindTable(outcomes)}`);
    const reached = outcomes.flatMap((o) => o.lies.filter((l) => l.reached).map((l) => `[${o.language}] ${l.kind}: ${l.sentence}`));
    const lost = outcomes.flatMap((o) => o.truths.filter((t) => !t.kept).map((t) => `[${o.language}] ${t.sentence}\n  → ${o.reply}`));
    if (reached.length) console.log(`Reached the visitor:\n${reached.join("\n")}`);
    if (lost.length) console.log(`True sentences replaced:\n${lost.join("\n")}`);
    expect(reached).toEqual([]);
    const truths = outcomes.flatMap((o) => o.truths);
    expect(truths.filter((t) => t.kept).length / truths.length).toBeGreaterThanOrEqual(0.95);
    expect(outcomes.filter((o) => o.lead && !o.confirmedOnce).map((o) => `[${o.language}] ${o.reply}`)).toEqual([]);
  });
});
