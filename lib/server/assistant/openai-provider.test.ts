import "server-only";
import OpenAI from "openai";
import { ApiError } from "@/lib/server/api/errors";
import { FEATURE_FACTS, knowledge, unknownFacts } from "@/lib/server/config/knowledge";
import { formatInteger, formatPercent, formatRinggit } from "@/lib/server/ui/format";
import { LANGUAGES } from "@/lib/server/language";
import { withEnv } from "@/test/support/env";
import {
  BLITZ_RENT,
  BLITZ_SIZE,
  chatCompletions,
  echoReply,
  INVENTED_CALL,
  INVENTED_RETURN,
  LYING_QUESTION,
} from "@/test/support/openai-chat";
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
    Object.assign(chat.behaviour, { tokenDelayMs: 0, firstTokenDelayMs: 0, cutAfter: null, reply: echoReply });
  });

  it("streams the reply sentence by sentence and sends the system prompt, the history and the message", async () => {
    const history: ChatTurn[] = [
      { role: "user", content: "How big is Blitz?" },
      { role: "assistant", content: `${sqft(B)}.` },
    ];
    const pieces = await collect(provider().reply({ language: "fr", history, message: "Et le loyer ?" }));
    expect(pieces).toEqual(['You asked: "Et le loyer ?".', ' Earlier you asked: "How big is Blitz?".', ` ${BLITZ_SIZE}`]);
    expect(pieces.join("")).toBe(`You asked: "Et le loyer ?". Earlier you asked: "How big is Blitz?". ${BLITZ_SIZE}`);

    const body = server.requests[0].body as { model: string; stream: boolean; messages: ChatTurn[] };
    expect(server.requests[0].headers.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(body.model).toBe("gpt-4o-mini");
    expect(body.stream).toBe(true);
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(body.messages[0].content).toContain(LANGUAGES.fr.style.instruction);
    expect(body.messages[0].content).toContain(rm(B.installment));
  });

  it("confirms a stored lead in its own words first, then the model's answer, then the lead's reference", async () => {
    const lead = { status: "stored" as const, name: "Siti", phone: "0123456789", reference: "AUR-1F3A-9C2B" };
    const text = (await collect(provider().reply({ language: "en", history: [], message: "Siti 0123456789", lead }))).join("");
    const [confirmation, modelPart, referencePart] = text.split("\n\n");
    expect(confirmation).toBe(LANGUAGES.en.leadReplies.stored("Siti", "0123456789"));
    expect(modelPart).toContain(BLITZ_SIZE);
    expect(referencePart).toBe(referenceLine("AUR-1F3A-9C2B", "en"));
    // The model is told what the site says, and is given neither the visitor's name nor their number.
    const notes = (server.requests[0].body as { messages: { role: string; content: string }[] }).messages.filter(
      (m) => m.role === "system" && m.content.startsWith("System note"),
    );
    expect(notes).toHaveLength(1);
    expect(notes[0].content).toContain("Do not thank them for their details");
    const system = (server.requests[0].body as { messages: { role: string; content: string }[] }).messages.filter(
      (m) => m.role === "system",
    );
    expect(system.some((m) => m.content.includes("Siti") || m.content.includes("0123456789"))).toBe(false);
  });

  it("ends a stored lead's reply with its reference, not an error, when the model's stream is cut", async () => {
    chat.behaviour.cutAfter = 2;
    const lead = { status: "stored" as const, name: "Siti", phone: "0123456789", reference: "AUR-1F3A-9C2B" };
    const text = (await collect(provider().reply({ language: "en", history: [], message: "Siti 0123456789", lead }))).join("");
    expect(text.startsWith(LANGUAGES.en.leadReplies.stored("Siti", "0123456789"))).toBe(true);
    expect(text.endsWith(referenceLine("AUR-1F3A-9C2B", "en"))).toBe(true);
  });

  it("still fails a reply without a lead whose stream is cut", async () => {
    chat.behaviour.cutAfter = 2;
    await expect(collect(provider().reply({ language: "en", history: [], message: "How big is Blitz?" }))).rejects.toBeInstanceOf(ApiError);
  });

  it("replaces an invented sentence before it is sent, sends the true ones as written, one sentence at a time, and logs it", async () => {
    chat.behaviour.tokenDelayMs = 5;
    const lines: string[] = [];
    const spy = jest.spyOn(console, "warn").mockImplementation((line: string) => void lines.push(line));
    let pieces: string[] = [];
    try {
      await withEnv({ LOG_SILENT: undefined }, async () => {
        pieces = await collect(provider().reply({ language: "en", history: [], message: LYING_QUESTION }));
      });
    } finally {
      spy.mockRestore();
    }
    const text = pieces.join("");
    expect(pieces[0]).toBe(BLITZ_RENT);
    expect(text).toContain(BLITZ_SIZE);
    for (const invented of [INVENTED_RETURN, INVENTED_CALL, "12%", "9am"]) expect(text).not.toContain(invented);
    // One honest sentence with the sales contact, however many were invented.
    expect(text.split("our sales team can tell you")).toHaveLength(2);
    expect(text).toContain("https://wa.me/60132884650");
    const events = lines.map((l) => JSON.parse(l)).filter((l) => l.message.includes("replaced before the visitor saw it"));
    expect(events.map((e) => e.reason)).toEqual(["guarantee", "callBack"]);
    expect(events.map((e) => e.replaced)).toEqual([true, false]);
  });

  it("drops a call-back promise without a word when the site confirms the stored lead itself", async () => {
    chat.behaviour.reply = () => `${BLITZ_SIZE} ${INVENTED_CALL}`;
    const lead = { status: "stored" as const, name: "Siti", phone: "0123456789", reference: "AUR-1F3A-9C2B" };
    const text = (await collect(provider().reply({ language: "en", history: [], message: "Siti 0123456789", lead }))).join("");
    expect(text).not.toContain(INVENTED_CALL);
    expect(text).not.toContain("can't promise");
    expect(text.split("will call you")).toHaveLength(2);
    expect(text).toContain(BLITZ_SIZE);
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
    const unknownLine = prompt.split("\n").find((line) => line.startsWith("Not known"));
    expect(unknownFacts().length).toBeGreaterThan(0);
    for (const label of ["maintenance fee", "furnishing", "parking arrangements", "schools", "distances"]) {
      expect(unknownLine).toContain(label);
    }
    expect(prompt).toContain(LANGUAGES.de.style.instruction);
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

  it("reports a stream cut midway as a failure, after what was said before the cut, checked", async () => {
    chat.behaviour.cutAfter = 3;
    chat.behaviour.tokenDelayMs = 20;
    const received: string[] = [];
    const error = await (async () => {
      for await (const piece of provider().reply({ language: "en", history: [], message: "hi" })) received.push(piece);
    })().catch((e) => e);
    expect(received).toEqual(['You asked: "hi".']);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe("upstream_failed:chat");
  });

  it("stops the upstream request when the visitor goes away", async () => {
    chat.behaviour.tokenDelayMs = 50;
    const controller = new AbortController();
    const received: string[] = [];
    for await (const piece of provider().reply({ language: "en", history: [], message: "How big is Blitz?", signal: controller.signal })) {
      received.push(piece);
      controller.abort();
    }
    expect(received).toEqual(['You asked: "How big is Blitz?".']);
  });
});
