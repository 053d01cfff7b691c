import "server-only";
import OpenAI from "openai";
import { createOfflineProvider } from "@/lib/server/assistant/offline/provider";
import { createOpenAiProvider } from "@/lib/server/assistant/openai-provider";
import { converse, type Schedule } from "@/lib/server/turn/converse";
import { findLead } from "@/lib/server/leads/lead-store";
import { detectContact } from "@/lib/shared/chat/contact-detection";
import { chatCompletions, echoReply } from "@/test/support/openai-chat";
import { startOpenAiServer, type OpenAiServer } from "@/test/support/openai-server";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { uniquePhone } from "@/test/support/leads";
import { useServerStateOn } from "@/test/support/server-state";
import { submitContact } from "./contact";

/** A scheduler as Next's after() would be, whose work the test can await. */
function scheduler() {
  const tasks: Promise<void>[] = [];
  const after: Schedule = (task) => void tasks.push(task());
  return { after, tasks, settled: () => Promise.all(tasks) };
}

describe.each(testDatabaseKinds())("one chat turn on %s", (kind) => {
  const target = useTestDatabase(kind, "turn");
  useServerStateOn(target);
  const offline = createOfflineProvider();
  const chat = chatCompletions();
  let server: OpenAiServer;
  let client: OpenAI;
  beforeAll(async () => {
    server = await startOpenAiServer({ routes: chat.routes });
    client = new OpenAI({ apiKey: server.apiKey, baseURL: server.url, maxRetries: 0 });
  });
  afterAll(() => server.close());

  const leadOf = async (phone: string) => {
    const rows = await target.db.query<{ id: string }>("SELECT id FROM leads WHERE phone = $1", [phone]);
    return { count: rows.length, lead: rows[0] ? await findLead(target.db, rows[0].id) : undefined };
  };

  it("reads a message's contact details once, however many parts of the turn need them", async () => {
    const calls: string[] = [];
    const counted = (message: string) => (calls.push(message), detectContact(message));
    const phone = uniquePhone();
    const reply = await converse(
      { message: `It's an investment. I'm Hui Min, ${phone}`, assistantId: "aurelia-consultant-en", language: "en" },
      { db: target.db, provider: offline, detectContact: counted },
    );
    expect(await reply.text()).toMatch(/will call you/);
    expect(calls).toHaveLength(1);
    const { count, lead } = await leadOf(phone);
    expect(count).toBe(1);
    expect(lead).toMatchObject({ name: "Hui Min", qualification: { purpose: "investment" } });

    calls.length = 0;
    await (
      await converse(
        { message: "How big is Blitz?", assistantId: "aurelia-consultant-en", language: "en" },
        { db: target.db, provider: offline, detectContact: counted },
      )
    ).text();
    expect(calls).toEqual(["How big is Blitz?"]);
  });

  it("gives a chat turn and a contact call racing on one conversation one lead with what each of them knew", async () => {
    const first = await converse(
      { message: "It's an investment, within 3 months.", assistantId: "aurelia-consultant-en", language: "en" },
      { db: target.db, provider: offline },
    );
    await first.text();
    for (let round = 0; round < 4; round++) {
      const phone = uniquePhone();
      const browserOnly = {
        sender: "user" as const,
        content: `A line only the browser kept (${round})`,
        timestamp: new Date(Date.now() - 1_000).toISOString(),
      };
      const [reply, contact] = await Promise.all([
        converse(
          { message: `call me on ${phone}`, assistantId: "aurelia-consultant-en", language: "en", conversationId: first.conversationId },
          { db: target.db, provider: offline },
        ).then(async (r) => ({ conversationId: r.conversationId, text: await r.text() })),
        submitContact({ name: "Mei Ling", phone, language: "en", messages: [browserOnly], awaitingReply: true }, first.conversationId),
      ]);
      expect(contact.conversationId).toBe(first.conversationId);
      expect(reply.conversationId).toBe(first.conversationId);
      const { count, lead } = await leadOf(phone);
      expect(count).toBe(1);
      // The contact call's name, the chat's qualification, the browser's unseen line and the consultant's reply: all on one lead.
      expect(lead).toMatchObject({
        name: "Mei Ling",
        conversationId: first.conversationId,
        qualification: { purpose: "investment", timeline: { withinMonths: 3 } },
      });
      expect(lead!.transcript).toEqual(
        expect.arrayContaining([expect.objectContaining({ content: browserOnly.content, source: "browser" })]),
      );
      expect(lead!.transcript.filter((e) => e.sender === "assistant").map((e) => e.content)).toContain(reply.text);
      expect(lead!.transcript.filter((e) => e.content === `call me on ${phone}`)).toHaveLength(1);
    }
  });

  it("gives French replies their no-break spaces, the site's own words and a model's streamed words alike", async () => {
    // A breakable space before : ; ! ? (or none at all) would let a line start with the mark.
    const badSpacing = /(?:[ \t]|[\p{L}\p{N}])[:;!?](?=\s|$)/u;
    const offlineReply = await converse(
      { message: "Bonjour ! Quelles sont les mensualités ?", assistantId: "aurelia-consultant-fr", language: "fr" },
      { db: target.db, provider: offline },
    );
    const offlineText = await offlineReply.text();
    expect(offlineText).toMatch(/\u00a0:|\u202f[;!?]/u);
    expect(offlineText).not.toMatch(badSpacing);

    const provider = createOpenAiProvider({ client, model: "m", displayName: "Local" });
    Object.assign(chat.behaviour, { reply: () => "Bonjour! Voici la mensualité de Blitz : RM2 876 ; une visite vous tente ?" });
    try {
      const modelReply = await converse(
        { message: "Et Blitz ?", assistantId: "aurelia-consultant-fr", language: "fr", conversationId: offlineReply.conversationId },
        { db: target.db, provider },
      );
      const modelText = await modelReply.text();
      expect(modelText).toBe("Bonjour\u202f! Voici la mensualité de Blitz\u00a0: RM2 876\u202f; une visite vous tente\u202f?");
    } finally {
      Object.assign(chat.behaviour, { reply: echoReply });
    }
  });

  it("sets a reply in the typography of the language it is written in, not the page's", async () => {
    const reply = await converse(
      { message: "Answer in English please: compare the three units", assistantId: "aurelia-consultant-fr", language: "fr" },
      { db: target.db, provider: offline },
    );
    const text = await reply.text();
    expect(text).toMatch(/compare: \*\*Ardentz\*\*/);
    expect(text).not.toMatch(/[\u00a0\u202f][:;!?]/u);
  });

  it("refines the qualification after the response, through the scheduler it is given", async () => {
    const provider = createOpenAiProvider({ client, model: "m", displayName: "Local" });
    const { after, tasks, settled } = scheduler();
    const phone = uniquePhone();
    const reply = await converse(
      { message: `I'm Nur, ${phone}`, assistantId: "aurelia-consultant-en", language: "en" },
      { db: target.db, provider, after, qualifier: async () => async () => ({ purpose: "holiday-home" as const }) },
    );
    // Scheduled before the reply, run once it is complete.
    expect(tasks).toHaveLength(1);
    await reply.text();
    await settled();
    expect((await leadOf(phone)).lead?.qualification).toEqual({ purpose: "holiday-home" });

    // A turn with no lead schedules nothing: the model is asked for replies only.
    const quiet = scheduler();
    await (
      await converse(
        { message: "How big is Blitz?", assistantId: "aurelia-consultant-en", language: "en" },
        { db: target.db, provider, after: quiet.after },
      )
    ).text();
    expect(quiet.tasks).toHaveLength(0);
  });

  it("settles the scheduled work when the reply fails", async () => {
    const provider = createOpenAiProvider({ client, model: "m", displayName: "Local" });
    // The lead came with an earlier message: a model failure now has no confirmation of the site's own to end with.
    const given = scheduler();
    const first = await converse(
      { message: `I'm Tan, ${uniquePhone()}`, assistantId: "aurelia-consultant-en", language: "en" },
      { db: target.db, provider, after: given.after, qualifier: async () => async () => ({}) },
    );
    await first.text();
    await given.settled();
    const { after, tasks, settled } = scheduler();
    let asked = 0;
    Object.assign(chat.behaviour, { cutAfter: 2, tokenDelayMs: 5 });
    try {
      const reply = await converse(
        { message: "And what about Cares?", assistantId: "aurelia-consultant-en", language: "en", conversationId: first.conversationId },
        { db: target.db, provider, after, qualifier: async () => async () => (asked++, {}) },
      );
      await expect(reply.text()).rejects.toBeDefined();
      expect(tasks).toHaveLength(1);
      await settled();
      expect(asked).toBe(0);
    } finally {
      Object.assign(chat.behaviour, { cutAfter: null, tokenDelayMs: 0 });
    }
  });
});
