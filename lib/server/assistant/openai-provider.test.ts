import "server-only";
import OpenAI from "openai";
import { ApiError } from "@/lib/server/api/errors";
import { FEATURE_FACTS, knowledge, unknownFacts } from "@/lib/server/config/knowledge";
import { formatInteger, formatPercent, formatRinggit } from "@/lib/server/ui/format";
import { BLITZ_SIZE, chatCompletions } from "@/test/support/openai-chat";
import { B, rm, sqft } from "@/test/support/property";
import { startOpenAiServer, type OpenAiServer } from "@/test/support/openai-server";
import { referenceLine } from "./lead-reply";
import { createOpenAiProvider } from "./openai-provider";
import type { ChatTurn } from "./provider";

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of iterable) pieces.push(piece);
  return pieces;
}

describe("openai provider against a local OpenAI-format server", () => {
  const chat = chatCompletions();
  let server: OpenAiServer;
  const provider = (timeouts: { firstTokenTimeoutMs?: number; totalTimeoutMs?: number } = {}) =>
    createOpenAiProvider({
      client: new OpenAI({ apiKey: server.apiKey, baseURL: server.url, maxRetries: 0 }),
      model: "gpt-4o-mini",
      displayName: "Local",
      ...timeouts,
    });

  beforeAll(async () => {
    server = await startOpenAiServer({ routes: chat.routes });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.setMode("ok");
    server.requests.length = 0;
    Object.assign(chat.behaviour, { tokenDelayMs: 0, firstTokenDelayMs: 0, cutAfter: null });
  });

  it("streams the reply in pieces and sends the system prompt, the history and the message", async () => {
    const history: ChatTurn[] = [
      { role: "user", content: "How big is Blitz?" },
      { role: "assistant", content: `${sqft(B)}.` },
    ];
    const pieces = await collect(provider().reply({ language: "fr", history, message: "Et le loyer ?" }));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join("")).toBe(`You asked: "Et le loyer ?". Earlier you asked: "How big is Blitz?". ${BLITZ_SIZE}`);

    const body = server.requests[0].body as { model: string; stream: boolean; messages: ChatTurn[] };
    expect(server.requests[0].headers.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(body.model).toBe("gpt-4o-mini");
    expect(body.stream).toBe(true);
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(body.messages[0].content).toContain("Réponds toujours en français.");
    expect(body.messages[0].content).toContain(rm(B.installment));
  });

  it("ends a reply to a stored lead with the lead's reference in fixed words, after the model's own", async () => {
    const lead = { status: "stored" as const, name: "Siti", phone: "0123456789", reference: "AUR-1F3A-9C2B" };
    const text = (await collect(provider().reply({ language: "en", history: [], message: "Siti 0123456789", lead }))).join("");
    const [modelPart, referencePart] = text.split("\n\n");
    expect(modelPart.length).toBeGreaterThan(0);
    expect(referencePart).toBe(referenceLine("AUR-1F3A-9C2B", "en"));
    const note = (server.requests[0].body as { messages: { role: string; content: string }[] }).messages.find(
      (m) => m.role === "system" && m.content.startsWith("System note"),
    );
    expect(note?.content).toContain("Do not mention a reference number");
  });

  it("adds no reference when the stream is cut", async () => {
    chat.behaviour.cutAfter = 2;
    const lead = { status: "stored" as const, name: "Siti", phone: "0123456789", reference: "AUR-1F3A-9C2B" };
    const received: string[] = [];
    await expect(
      (async () => {
        for await (const piece of provider().reply({ language: "en", history: [], message: "Siti 0123456789", lead })) received.push(piece);
      })(),
    ).rejects.toBeInstanceOf(ApiError);
    expect(received.join("")).not.toContain("AUR-1F3A-9C2B");
  });

  it("sends a system prompt carrying every fact of the knowledge base, and the unset ones as unknown", async () => {
    await collect(provider().reply({ language: "de", history: [], message: "Gibt es einen Pool?" }));
    const body = server.requests[0].body as { messages: ChatTurn[] };
    const prompt = body.messages[0].content;
    expect(body.messages[0].role).toBe("system");
    const facts = [
      knowledge.name,
      knowledge.brand,
      knowledge.location.city,
      knowledge.location.region,
      knowledge.sales.phone,
      knowledge.sales.street,
      knowledge.sales.postalCode,
      ...knowledge.units.flatMap((u) => [
        `${u.name} (${u.type.replace("type", "Type ")})`,
        `${formatInteger("en", u.sizeSqft)} sq ft`,
        `${u.bedrooms} bedrooms`,
        `${u.bathrooms} bathrooms`,
        u.unit === "cornerUnit" ? "corner unit" : "intermediate unit",
        `${u.carParks} car park`,
        `installment ${formatRinggit("en", u.installment)}`,
        `rental ${formatRinggit("en", u.rental)}`,
        `yield ${formatPercent("en", u.yieldPercent)}`,
      ]),
      ...knowledge.features.map((f) => FEATURE_FACTS[f]),
    ];
    for (const fact of facts) expect(prompt).toContain(fact);
    expect(knowledge.features).toEqual(expect.arrayContaining(["infinityPool", "rooftopLounge", "rentalProgramme"]));
    const unknownLine = prompt.split("\n").find((line) => line.startsWith("Not known yet"));
    expect(unknownFacts().length).toBeGreaterThan(0);
    for (const label of ["maintenance fee", "furnishing", "parking arrangements"]) {
      expect(unknownLine).toContain(label);
    }
    expect(prompt).toContain("Antworte immer auf Deutsch.");
  });

  it.each([
    ["error500", "upstream_failed:chat", 502],
    ["rate429", "rate_limited:chat", 429],
    ["unauthorized", "upstream_failed:chat", 502],
  ] as const)("maps %s to %s", async (mode, code, status) => {
    server.setMode(mode);
    const error = await collect(provider().reply({ language: "en", history: [], message: "hi" })).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
  });

  it("gives up when the first token does not come in time", async () => {
    chat.behaviour.firstTokenDelayMs = 2000;
    const started = Date.now();
    const error = await collect(provider({ firstTokenTimeoutMs: 300 }).reply({ language: "en", history: [], message: "hi" })).catch(
      (e) => e,
    );
    expect(error.code).toBe("upstream_timeout:chat");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("gives up when the whole reply takes too long", async () => {
    chat.behaviour.tokenDelayMs = 100;
    const error = await collect(provider({ totalTimeoutMs: 400 }).reply({ language: "en", history: [], message: "hi" })).catch((e) => e);
    expect(error.code).toBe("upstream_timeout:chat");
  });

  it("fails when a stalled server never answers", async () => {
    server.setMode("stall");
    const error = await collect(provider({ firstTokenTimeoutMs: 300 }).reply({ language: "en", history: [], message: "hi" })).catch(
      (e) => e,
    );
    expect(error.code).toBe("upstream_timeout:chat");
  });

  it("reports a stream cut midway as a failure, after the pieces already received", async () => {
    chat.behaviour.cutAfter = 3;
    chat.behaviour.tokenDelayMs = 20;
    const received: string[] = [];
    const error = await (async () => {
      for await (const piece of provider().reply({ language: "en", history: [], message: "hi" })) received.push(piece);
    })().catch((e) => e);
    expect(received).toHaveLength(3);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe("upstream_failed:chat");
  });

  it("stops the upstream request when the visitor goes away", async () => {
    chat.behaviour.tokenDelayMs = 50;
    const controller = new AbortController();
    const received: string[] = [];
    for await (const piece of provider().reply({ language: "en", history: [], message: "hi", signal: controller.signal })) {
      received.push(piece);
      if (received.length === 2) controller.abort();
    }
    expect(received).toHaveLength(2);
  });
});
