import "server-only";
import OpenAI from "openai";
import { chatCompletions } from "@/test/support/openai-chat";
import { startOpenAiServer, type OpenAiServer } from "@/test/support/openai-server";
import { qualifyWithModel } from "./model";

describe("the model's qualification reading, against a local OpenAI-format server", () => {
  const chat = chatCompletions();
  let server: OpenAiServer;
  let client: OpenAI;

  beforeAll(async () => {
    server = await startOpenAiServer({ routes: chat.routes });
    client = new OpenAI({ apiKey: server.apiKey, baseURL: server.url, maxRetries: 0 });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  const turns = [
    { role: "user" as const, content: "We are thinking of an investment, around RM1.2 million." },
    { role: "assistant" as const, content: "Lovely. When would you like to buy?" },
    { role: "user" as const, content: "Within three months, cash." },
  ];

  it("asks for JSON by the zod schema's JSON schema, with the whole conversation, and keeps what validates", async () => {
    chat.behaviour.structured = () => ({
      purpose: "investment",
      budget: { amount: 1_200_000, currency: "MYR", bound: "about" },
      timeline: { withinMonths: 3 },
      financing: "cash",
    });
    expect(await qualifyWithModel(client, "m", turns)).toEqual({
      purpose: "investment",
      budget: { amount: 1_200_000, currency: "MYR", bound: "about" },
      timeline: { withinMonths: 3 },
      financing: "cash",
    });
    const body = server.requests[0].body as {
      response_format: { type: string; json_schema: { name: string; schema: { properties: Record<string, unknown> } } };
      messages: { content: string }[];
    };
    expect(body.response_format.type).toBe("json_schema");
    expect(Object.keys(body.response_format.json_schema.schema.properties).sort()).toEqual([
      "budget",
      "financing",
      "nationality",
      "purpose",
      "timeline",
      "unit",
    ]);
    expect(body.messages[1].content).toContain("Consultant: Lovely. When would you like to buy?");
  });

  it("drops the slots a model gets wrong, one by one, and keeps the rest", async () => {
    chat.behaviour.structured = () => ({
      purpose: "speculation",
      unit: "typeZ",
      financing: "loan-approved",
      nationality: { country: "Singapore" },
    });
    expect(await qualifyWithModel(client, "m", turns)).toEqual({ financing: "loan-approved" });
  });

  it("gives nothing for an answer that is not JSON", async () => {
    chat.behaviour.structured = undefined;
    const plain = chatCompletions({ reply: () => "not json" });
    const other = await startOpenAiServer({
      routes: {
        "POST /v1/chat/completions": async (ctx) =>
          plain.routes["POST /v1/chat/completions"]({
            ...ctx,
            request: { ...ctx.request, body: { ...(ctx.request.body as object), response_format: undefined } },
          }),
      },
    });
    try {
      expect(await qualifyWithModel(new OpenAI({ apiKey: other.apiKey, baseURL: other.url, maxRetries: 0 }), "m", turns)).toEqual({});
    } finally {
      await other.close();
    }
  });
});
