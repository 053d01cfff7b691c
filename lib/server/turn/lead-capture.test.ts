import "server-only";
import OpenAI from "openai";
import { createOfflineProvider } from "@/lib/server/assistant/offline/provider";
import { createOpenAiProvider } from "@/lib/server/assistant/openai-provider";
import { decodeEvents, type ChatStreamEvent } from "@/lib/shared/api/chat-stream";
import type { Queryable } from "@/lib/server/store";
import { chatCompletions } from "@/test/support/openai-chat";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { useServerStateOn } from "@/test/support/server-state";
import { uniquePhone } from "@/test/support/leads";
import { startOpenAiServer, type OpenAiServer } from "@/test/support/openai-server";
import { converse } from "./converse";

const CALL_BACK = /will call you/;

async function events(stream: ReadableStream<Uint8Array>) {
  const list: ChatStreamEvent[] = [];
  for await (const event of decodeEvents(stream)) list.push(event);
  return list;
}

/** A store that refuses new leads for real, as a full disk or a read-only table would. */
async function refuseLeads(db: Queryable): Promise<() => Promise<void>> {
  if (db.dialect === "sqlite") {
    await db.execute("CREATE TRIGGER refuse_leads BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'disk is full'); END");
    return async () => void (await db.execute("DROP TRIGGER refuse_leads"));
  }
  await db.execute("CREATE FUNCTION refuse_leads() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk is full'; END $$ LANGUAGE plpgsql");
  await db.execute("CREATE TRIGGER refuse_leads BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION refuse_leads()");
  return async () => {
    await db.execute("DROP TRIGGER refuse_leads ON leads");
    await db.execute("DROP FUNCTION refuse_leads()");
  };
}

describe.each(testDatabaseKinds())("the chat route's own lead capture on %s", (kind) => {
  const chat = chatCompletions();
  const target = useTestDatabase(kind, "lead-capture");
  useServerStateOn(target);
  let server: OpenAiServer;
  let llm: ReturnType<typeof createOpenAiProvider>;
  const offline = createOfflineProvider();
  const ask = (message: string, conversationId?: string, provider: typeof llm | typeof offline = offline) =>
    converse({ message, assistantId: "aurelia-consultant-en", language: "en", conversationId }, { db: target.db, provider });
  const leadsOf = (phone: string) =>
    target.db.query<{ name: string; conversation_id: string; transcript: string }>(
      "SELECT name, conversation_id, transcript FROM leads WHERE phone = $1",
      [phone],
    );

  beforeAll(async () => {
    server = await startOpenAiServer({ routes: chat.routes });
    llm = createOpenAiProvider({
      client: new OpenAI({ apiKey: server.apiKey, baseURL: server.url, maxRetries: 0 }),
      model: "m",
      displayName: "Local",
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.setMode("ok");
    server.requests.length = 0;
    Object.assign(chat.behaviour, { tokenDelayMs: 0, firstTokenDelayMs: 0, cutAfter: null, stallAfter: null });
  });

  it("stores the lead with the conversation so far before the reply, which then confirms the call", async () => {
    const first = await ask("How big is Blitz?");
    await first.text();
    const phone = uniquePhone();
    const second = await ask(`My name is Mei Ling, ${phone}`, first.conversationId);
    // Stored before a single piece of the reply was read.
    const [lead] = await leadsOf(phone);
    expect(lead).toMatchObject({ name: "Mei Ling", conversation_id: first.conversationId });
    expect(JSON.parse(lead.transcript).map((m: { sender: string; content: string }) => [m.sender, m.content.slice(0, 18)])).toEqual([
      ["user", "How big is Blitz?"],
      ["assistant", expect.any(String)],
      ["user", "My name is Mei Lin"],
    ]);
    expect(await second.text()).toMatch(CALL_BACK);
  });

  it("holds the email for the consultant's reply, then sends it at once with the reply as the last entry", async () => {
    const phone = uniquePhone();
    const before = Date.now();
    const reply = await ask(`My name is Mei Ling, ${phone}`);
    const [held] = await target.db.query<{ next_attempt_at: unknown }>(
      "SELECT e.next_attempt_at FROM leads l JOIN deliveries e ON e.lead_id = l.id AND e.target = 'email' WHERE l.phone = $1",
      [phone],
    );
    // Not due while the reply is still being written.
    expect(Number(held.next_attempt_at)).toBeGreaterThanOrEqual(before + 25_000);
    const text = await reply.text();
    const [lead] = await target.db.query<{ transcript: string; next_attempt_at: unknown }>(
      "SELECT l.transcript, e.next_attempt_at FROM leads l JOIN deliveries e ON e.lead_id = l.id AND e.target = 'email' WHERE l.phone = $1",
      [phone],
    );
    expect(Number(lead.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    const transcript = JSON.parse(lead.transcript) as { sender: string; content: string }[];
    expect(transcript.at(-1)).toEqual(expect.objectContaining({ sender: "assistant", content: text }));
    expect(text).toMatch(/AUR-[0-9A-F]{4}-[0-9A-F]{4}/);
  });

  it("releases the held lead when the model fails mid-reply, with the site's own confirmation the visitor saw", async () => {
    Object.assign(chat.behaviour, { cutAfter: 3, tokenDelayMs: 20 });
    const phone = uniquePhone();
    const reply = await ask(`I'm Tan, ${phone}`, undefined, llm);
    const text = await reply.text();
    expect(text).toMatch(CALL_BACK);
    expect(text).toMatch(/AUR-[0-9A-F]{4}-[0-9A-F]{4}/);
    const [lead] = await target.db.query<{ transcript: string; next_attempt_at: unknown }>(
      "SELECT l.transcript, e.next_attempt_at FROM leads l JOIN deliveries e ON e.lead_id = l.id AND e.target = 'email' WHERE l.phone = $1",
      [phone],
    );
    expect(Number(lead.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    expect(JSON.parse(lead.transcript).at(-1).sender).toBe("assistant");
  });

  it("keeps one lead when the number is given twice in one conversation", async () => {
    const phone = uniquePhone();
    const a = await ask(`call me: ${phone}`);
    await a.text();
    await (await ask(`My name is Ravi, ${phone}`, a.conversationId)).text();
    const leads = await leadsOf(phone);
    expect(leads).toHaveLength(1);
    expect(leads[0].name).toBe("Ravi");
  });

  it.each(["offline", "llm"] as const)("never promises a call when the lead cannot be stored (%s consultant)", async (which) => {
    const restore = await refuseLeads(target.db);
    try {
      const phone = uniquePhone();
      const reply = await ask(`Ahmad here, ${phone}, please call`, undefined, which === "llm" ? llm : offline);
      const text = await reply.text();
      expect(text).not.toMatch(CALL_BACK);
      expect(text).toContain("could not save your details");
      expect(text).toContain("https://wa.me/60132884650");
      expect(await leadsOf(phone)).toEqual([]);
      // The fixed answer: the model is not asked at all, so it cannot promise anything.
      if (which === "llm") expect(server.requests.filter((r) => r.path.endsWith("/chat/completions"))).toHaveLength(0);
    } finally {
      await restore();
    }
  });

  it("confirms the call for a stored lead in the site's own words, and tells the model so without the visitor's name or number", async () => {
    const phone = uniquePhone();
    const text = await (await ask(`Lina ${phone}`, undefined, llm)).text();
    expect(text).toMatch(CALL_BACK);
    expect(text).toContain(phone);
    const [request] = server.requests.filter((r) => r.path.endsWith("/chat/completions"));
    const messages = (request.body as { messages: { role: string; content: string }[] }).messages;
    expect(messages[0].content).toContain("Never promise or confirm a call or call-back");
    const system = messages.filter((m) => m.role === "system");
    expect(system.filter((m) => m.content.includes("Do not thank them for their details"))).toHaveLength(1);
    expect(system.some((m) => m.content.includes("Lina") || m.content.includes(phone))).toBe(false);

    server.requests.length = 0;
    await (await ask("How big is Blitz?", undefined, llm)).text();
    const plain = (server.requests[0].body as { messages: { role: string; content: string }[] }).messages;
    expect(plain.some((m) => m.content.startsWith("System note"))).toBe(false);
  });

  it("ends a reply that stalls mid-stream with the error event", async () => {
    // The first sentence, and the word after it that ends it, then silence.
    chat.behaviour.stallAfter = 5;
    const reply = await converse(
      { message: "slow please", assistantId: "aurelia-consultant-en", language: "en" },
      { db: target.db, provider: llm, idleTimeoutMs: 250 },
    );
    const list = await events(reply.stream);
    expect(list[0]).toMatchObject({ type: "delta" });
    expect(list[list.length - 1]).toMatchObject({ type: "error", code: "upstream_timeout:chat" });
  });
});

describe.each(testDatabaseKinds())("conversation ids on %s", (kind) => {
  const target = useTestDatabase(kind, "conversation-ids");
  useServerStateOn(target);
  const provider = createOfflineProvider();
  const ask = (message: string, conversationId?: string) =>
    converse({ message, assistantId: "aurelia-consultant-en", language: "en", conversationId }, { db: target.db, provider });

  it("issues ids itself: a chosen id starts a new conversation, so two clients never share one", async () => {
    const chosen = "0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f";
    const a = await ask("How big is Blitz?", chosen);
    await a.text();
    const b = await ask("And Cares?", chosen);
    await b.text();
    expect(a.conversationId).not.toBe(chosen);
    expect(b.conversationId).not.toBe(chosen);
    expect(b.conversationId).not.toBe(a.conversationId);
    const turns = await target.db.query("SELECT 1 AS found FROM conversation_turns WHERE conversation_id = $1", [chosen]);
    expect(turns).toEqual([]);
  });

  it("continues a conversation it issued, and starts afresh in another language", async () => {
    const a = await ask("How big is Blitz?");
    await a.text();
    const again = await ask("And its rent?", a.conversationId);
    await again.text();
    expect(again.conversationId).toBe(a.conversationId);
    const other = await converse(
      { message: "¿Y Cares?", assistantId: "aurelia-consultant-es", language: "es", conversationId: a.conversationId },
      { db: target.db, provider },
    );
    await other.text();
    expect(other.conversationId).not.toBe(a.conversationId);
  });
});

describe.each(testDatabaseKinds())("a visitor who leaves mid-reply on %s", (kind) => {
  const chat = chatCompletions({ tokenDelayMs: 40 });
  const target = useTestDatabase(kind, "leaves-mid-reply");
  useServerStateOn(target);
  let server: OpenAiServer;
  beforeAll(async () => {
    server = await startOpenAiServer({ routes: chat.routes });
  });
  afterAll(() => server.close());

  it("stops the upstream call, keeps what was said, and logs no error", async () => {
    const llm = createOpenAiProvider({
      client: new OpenAI({ apiKey: server.apiKey, baseURL: server.url, maxRetries: 0 }),
      model: "m",
      displayName: "Local",
    });
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const silent = process.env.LOG_SILENT;
    delete process.env.LOG_SILENT;
    try {
      const reply = await converse(
        { message: "Tell me everything about Blitz", assistantId: "aurelia-consultant-en", language: "en" },
        { db: target.db, provider: llm },
      );
      const reader = reply.stream.getReader();
      await reader.read();
      await reader.cancel();
      await expect(reply.text()).rejects.toMatchObject({ code: "bad_request:chat" });
      const turns = await target.db.query<{ role: string; content: string }>(
        "SELECT role, content FROM conversation_turns WHERE conversation_id = $1 ORDER BY id",
        [reply.conversationId],
      );
      expect(turns[0]).toEqual({ role: "user", content: "Tell me everything about Blitz" });
      expect(turns[1].role).toBe("assistant");
      expect(turns[1].content.length).toBeLessThan(
        chat.behaviour.reply([{ role: "user", content: "Tell me everything about Blitz" }]).length,
      );
      expect(errors).not.toHaveBeenCalled();
    } finally {
      if (silent !== undefined) process.env.LOG_SILENT = silent;
      errors.mockRestore();
    }
  });

  it("confirms a stored lead with the offline consultant when the model fails, and hands back the conversation", async () => {
    const llm = createOpenAiProvider({
      client: new OpenAI({ apiKey: server.apiKey, baseURL: server.url, maxRetries: 0 }),
      model: "m",
      displayName: "Local",
    });
    server.setMode("error500");
    try {
      let told: string | undefined;
      const phone = uniquePhone();
      const reply = await converse(
        { message: `My name is Siti, ${phone}`, assistantId: "aurelia-consultant-en", language: "en" },
        { db: target.db, provider: llm, onConversation: (id) => (told = id) },
      );
      expect(told).toBe(reply.conversationId);
      expect(await reply.text()).toMatch(CALL_BACK);
      // Without a lead, the failure is the visitor's to see, as before; the conversation is still known.
      let second: string | undefined;
      await expect(
        converse(
          { message: "How big is Blitz?", assistantId: "aurelia-consultant-en", language: "en" },
          { db: target.db, provider: llm, onConversation: (id) => (second = id) },
        ),
      ).rejects.toMatchObject({ code: "upstream_failed:chat" });
      expect(second).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      server.setMode("ok");
    }
  });
});
