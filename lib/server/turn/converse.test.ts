import "server-only";
import OpenAI from "openai";
import { createOfflineProvider } from "@/lib/server/assistant/offline/provider";
import { createOpenAiProvider } from "@/lib/server/assistant/openai-provider";
import { decodeEvents, type ChatStreamEvent } from "@/lib/shared/api/chat-stream";
import { ApiError } from "@/lib/server/api/errors";
import { chatCompletions } from "@/test/support/openai-chat";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { useServerStateOn } from "@/test/support/server-state";
import { startOpenAiServer, type OpenAiServer } from "@/test/support/openai-server";
import { converse } from "./converse";
import { HISTORY_TURNS, loadHistory } from "./conversation/history";

async function events(stream: ReadableStream<Uint8Array>) {
  const list: ChatStreamEvent[] = [];
  for await (const event of decodeEvents(stream)) list.push(event);
  return list;
}

describe.each(testDatabaseKinds())("conversations on %s", (kind) => {
  const chat = chatCompletions();
  const target = useTestDatabase(kind, "converse");
  useServerStateOn(target);
  let server: OpenAiServer;
  let provider: ReturnType<typeof createOpenAiProvider>;

  beforeAll(async () => {
    server = await startOpenAiServer({ routes: chat.routes });
    provider = createOpenAiProvider({
      client: new OpenAI({ apiKey: server.apiKey, baseURL: server.url, maxRetries: 0 }),
      model: "m",
      displayName: "Local",
    });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.setMode("ok");
    Object.assign(chat.behaviour, { tokenDelayMs: 0, cutAfter: null });
  });

  it("sends earlier turns with the next message and keeps both turns", async () => {
    const first = await converse(
      { message: "How big is Blitz?", assistantId: "aurelia-consultant-en", language: "en" },
      { db: target.db, provider },
    );
    await first.text();
    const second = await converse(
      { message: "And the rental?", assistantId: "aurelia-consultant-en", language: "en", conversationId: first.conversationId },
      { db: target.db, provider },
    );
    expect(await second.text()).toContain('Earlier you asked: "How big is Blitz?"');
    const history = await loadHistory(target.db, first.conversationId);
    expect(history.turns.map((t) => t.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(history.language).toBe("en");
  });

  it("streams the model's reply a checked sentence at a time, each marked as ending one, and the offline one's as it comes", async () => {
    const checked = await events(
      (await converse({ message: "How big is Blitz?", assistantId: "aurelia-consultant-en", language: "en" }, { db: target.db, provider }))
        .stream,
    );
    expect(checked.filter((e) => e.type === "delta")).toEqual([
      { type: "delta", text: 'You asked: "How big is Blitz?".', whole: true },
      { type: "delta", text: " The Blitz unit is 743 sq ft.", whole: true },
    ]);
    const offline = await events(
      (
        await converse(
          { message: "How big is Blitz?", assistantId: "aurelia-consultant-en", language: "en" },
          { db: target.db, provider: createOfflineProvider() },
        )
      ).stream,
    );
    const deltas = offline.filter((e) => e.type === "delta");
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.some((e) => "whole" in e)).toBe(false);
  });

  it("bounds the history to the last turns", async () => {
    // Messages named like "m13": "q3" would read as a quarter of a year, which the model may not invent.
    const start = await converse({ message: "m0", assistantId: "aurelia-consultant-en", language: "en" }, { db: target.db, provider });
    await start.text();
    for (let i = 1; i < 14; i++) {
      await (
        await converse(
          { message: `m${i}`, assistantId: "aurelia-consultant-en", language: "en", conversationId: start.conversationId },
          { db: target.db, provider },
        )
      ).text();
    }
    const history = await loadHistory(target.db, start.conversationId);
    expect(history.turns).toHaveLength(HISTORY_TURNS);
    expect(history.turns[history.turns.length - 1].content).toContain('"m13"');
  });

  it("fails before streaming when the provider fails at once, so the route can answer with an HTTP error", async () => {
    server.setMode("error500");
    await expect(
      converse({ message: "hi", assistantId: "aurelia-consultant-en", language: "en" }, { db: target.db, provider }),
    ).rejects.toMatchObject({
      code: "upstream_failed:chat",
      status: 502,
    });
  });

  it("ends a stream cut midway with an error event and keeps no half reply", async () => {
    chat.behaviour.cutAfter = 2;
    chat.behaviour.tokenDelayMs = 20;
    const reply = await converse({ message: "cut me", assistantId: "aurelia-consultant-en", language: "en" }, { db: target.db, provider });
    const list = await events(reply.stream);
    // What the model said before the cut, checked like any sentence, then the error.
    expect(list.filter((e) => e.type === "delta")).toEqual([{ type: "delta", text: "You asked:", whole: true }]);
    expect(list[list.length - 1]).toMatchObject({ type: "error", code: "upstream_failed:chat" });
    expect((await loadHistory(target.db, reply.conversationId)).turns).toEqual([]);
    await expect(reply.text()).rejects.toBeInstanceOf(ApiError);
  });
});
