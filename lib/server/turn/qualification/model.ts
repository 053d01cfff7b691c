import "server-only";
import type OpenAI from "openai";
import { parseQualification, qualificationJsonSchema, type Qualification } from "@/lib/server/lead-profile/qualification";
import { env } from "@/lib/server/config/env";
import { spendBudget } from "@/lib/server/http/budget";
import { UNKNOWN_CLIENT } from "@/lib/server/http/client-address";
import { openAiClient } from "@/lib/server/assistant/openai-client";
import type { ChatTurn } from "@/lib/server/assistant/provider";

const INSTRUCTIONS = [
  "You read a conversation between a visitor and the sales consultant of Aurelia Residences Kuantan, a residential development in Malaysia.",
  "Return what the visitor stated about their own purchase, as JSON following the schema: purpose, budget, timeline, preferred unit, financing, nationality.",
  "Leave out every field the visitor did not state. A question is not a statement: asking about the rental yield does not make the purpose investment, and asking about a unit does not make it their preference.",
  "Amounts are whole currency units (RM1.2 million is 1200000).",
].join(" ");

/**
 * The model's reading of the qualification slots, by structured output (a JSON
 * schema made from the same zod schema that validates the answer). Slots that
 * fail validation are dropped one by one; a reply that is not JSON gives {}.
 */
export async function qualifyWithModel(
  client: OpenAI,
  model: string,
  turns: readonly ChatTurn[],
  signal?: AbortSignal,
): Promise<Qualification> {
  const transcript = turns.map((t) => `${t.role === "user" ? "Visitor" : "Consultant"}: ${t.content}`).join("\n");
  const completion = await client.chat.completions.create(
    {
      model,
      temperature: 0,
      max_tokens: 300,
      response_format: { type: "json_schema", json_schema: { name: "qualification", schema: qualificationJsonSchema() } },
      messages: [
        { role: "system", content: INSTRUCTIONS },
        { role: "user", content: transcript },
      ],
    },
    { signal, timeout: 20_000, maxRetries: 0 },
  );
  try {
    return parseQualification(JSON.parse(completion.choices[0]?.message?.content ?? "{}"));
  } catch {
    return {};
  }
}

/**
 * The model's reader of qualification slots for this conversation, when a model
 * is configured and the daily budgets allow one more call; otherwise null, and
 * the offline reader's slots stand.
 */
export async function modelQualifierFor(
  conversationId: string,
  client: string = UNKNOWN_CLIENT,
): Promise<((turns: readonly ChatTurn[]) => Promise<Qualification>) | null> {
  const api = openAiClient();
  if (!api) return null;
  if (!(await spendBudget({ kind: "chat", conversationId, client, amount: 1 }))) return null;
  const model = env().CHAT_MODEL ?? "gpt-4o-mini";
  return (turns) => qualifyWithModel(api, model, turns);
}
