import "server-only";
import OpenAI from "openai";
import { createOfflineProvider } from "@/lib/server/assistant/offline/provider";
import { createOpenAiProvider } from "@/lib/server/assistant/openai-provider";
import { qualifyWithModel } from "@/lib/server/turn/qualification/model";
import { chatCompletions } from "@/test/support/openai-chat";
import { startOpenAiServer } from "@/test/support/openai-server";
import { composeLeadEmail } from "@/lib/server/leads/email";
import { findLead } from "@/lib/server/leads/lead-store";
import { slotQuestion } from "@/lib/server/turn/qualification/questions";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { HOT_INVESTOR, uniquePhone } from "@/test/support/leads";
import { B, int } from "@/test/support/property";
import { useServerStateOn } from "@/test/support/server-state";
import { converse } from "./converse";

// Wednesday 25 November 2026, 10:00 in Kuantan: "this Saturday" is the 28th.
const NOW = Date.UTC(2026, 10, 25, 2, 0);
const SATURDAY_11 = Date.UTC(2026, 10, 28, 3, 0);

describe.each(testDatabaseKinds())("a sales conversation with the offline consultant on %s", (kind) => {
  const target = useTestDatabase(kind, "sales-flow");
  useServerStateOn(target);
  const provider = createOfflineProvider();

  const conversation = (language: LocaleCode) => {
    let id: string | undefined;
    return async (message: string) => {
      const reply = await converse(
        { message, assistantId: `aurelia-consultant-${language}`, language, conversationId: id },
        { db: target.db, provider, now: NOW },
      );
      id = reply.conversationId;
      return reply.text();
    };
  };

  it("answers a question that comes with a purpose, and asks its own question after the answer", async () => {
    const say = conversation("de");
    await say("Hallo, wie groß ist Blitz?");
    const reply = await say("Wir wollen dort im Ruhestand selbst wohnen, die Monatsrate von Blitz bitte");
    const installment = reply.indexOf(B.installment.toLocaleString("de-DE"));
    expect(installment).toBeGreaterThanOrEqual(0);
    const question = reply.indexOf(slotQuestion("unit", "de"));
    expect(question === -1 || question > installment).toBe(true);
    expect(reply).not.toContain("Vielen Dank, das hilft");
  });

  it("reads answers given unprompted, asks one missing slot at a time, books a viewing and stores it all with the lead", async () => {
    const say = conversation("en");
    expect(await say("How big is Blitz?")).toContain(int(B.sizeSqft));

    const second = await say("It's an investment. Our budget is around RM1.2 million and we want to buy within 3 months.");
    // The first missing slot in asking order closes the reply (purpose, budget and timing are known).
    expect(second).toContain(slotQuestion("unit", "en"));
    expect(second).not.toContain(slotQuestion("purpose", "en"));

    const answerOnly = await say("Cash.");
    // A bare answer gets thanks, not "I did not understand".
    expect(answerOnly).toContain("Thank you, that helps");

    const third = await say("I'm Singaporean.");
    expect(third.split(/[?？]/).length - 1).toBeLessThanOrEqual(1);

    const booking = await say("Can we come to the sales gallery this Saturday at 11am?");
    expect(booking).toContain("Saturday 28 November");
    expect(booking).toMatch(/name and phone number/);

    const phone = uniquePhone();
    const last = await say(`My name is David Lee, ${phone}`);
    expect(last).toMatch(/will call you/);

    const [row] = await target.db.query<{ id: string }>("SELECT id FROM leads WHERE phone = $1", [phone]);
    const lead = await findLead(target.db, row.id);
    expect(lead).toMatchObject({
      name: "David Lee",
      qualification: HOT_INVESTOR,
      viewing: { start: SATURDAY_11, end: SATURDAY_11 + 60 * 60_000 },
    });

    const email = composeLeadEmail(lead!, {
      from: "Aurelia <no-reply@aurelia-residences.example>",
      to: "sales@aurelia-residences.example",
    });
    expect(email.subject).toMatch(/^New lead: David Lee · \+60 \d\d-\d{3,4} \d{4} · HOT$/);
    const text = String(email.text);
    const summaryEnd = text.indexOf("Conversation (");
    for (const fact of ["Investment", "1,200,000", "within 3 months", "Cash", "Singapore", "Saturday 28 November 2026, 11:00–12:00"]) {
      expect(text.indexOf(fact)).toBeGreaterThan(-1);
      expect(text.indexOf(fact)).toBeLessThan(summaryEnd);
    }
    expect(email.icalEvent).toMatchObject({ method: "REQUEST", filename: "viewing.ics" });
  });

  it("offers the nearest open slots outside the opening hours, and books the one the visitor takes", async () => {
    const say = conversation("en");
    const offer = await say("Could I visit on Saturday at 8pm?");
    expect(offer).toMatch(/1\. .*\n.*2\. /s);
    const taken = await say("The first one, please.");
    expect(taken).toMatch(/noted|booked/);
    expect(taken).toContain("Saturday 28 November");
  });

  it.each([
    ["zh", "我们想三个月内买，用于投资，预算大约120万令吉。"],
    ["ar", "نريد الشراء للاستثمار خلال 3 أشهر."],
    ["ru", "Покупаем для инвестиций, в течение 3 месяцев."],
  ] as const)("asks the next question in the visitor's language (%s)", async (language, message) => {
    const say = conversation(language);
    const reply = await say(message);
    expect(reply).toContain(slotQuestion("unit", language));
  });
});

describe.each(testDatabaseKinds())("a sales conversation with the model consultant on %s", (kind) => {
  const target = useTestDatabase(kind, "sales-model");
  useServerStateOn(target);

  it("lets the model's structured reading refine the lead's slots after the number is given, and states a booking in fixed words", async () => {
    const chat = chatCompletions();
    const server = await startOpenAiServer({ routes: chat.routes });
    try {
      const client = new OpenAI({ apiKey: server.apiKey, baseURL: server.url, maxRetries: 0 });
      const provider = createOpenAiProvider({ client, model: "m", displayName: "Local" });
      const deps = {
        db: target.db,
        provider,
        now: NOW,
        qualifier: async () => (turns: Parameters<typeof qualifyWithModel>[2]) => qualifyWithModel(client, "m", turns),
      };
      chat.behaviour.structured = () => ({ purpose: "holiday-home", timeline: { withinMonths: 6 } });

      const first = await converse(
        { message: "Could I visit this Saturday at 11am?", assistantId: "aurelia-consultant-en", language: "en" },
        deps,
      );
      const booking = await first.text();
      expect(booking).toContain("Saturday 28 November at 11:00");
      // Before a lead exists the model is asked for replies only.
      expect(server.requests.filter((r) => (r.body as { response_format?: unknown }).response_format)).toHaveLength(0);

      const phone = uniquePhone();
      const second = await converse(
        { message: `I'm Nur Aina, ${phone}`, assistantId: "aurelia-consultant-en", language: "en", conversationId: first.conversationId },
        deps,
      );
      await second.text();
      const leadOf = async () => {
        const [row] = await target.db.query<{ id: string }>("SELECT id FROM leads WHERE phone = $1", [phone]);
        return findLead(target.db, row.id);
      };
      for (let i = 0; i < 100 && (await leadOf())?.qualification.purpose !== "holiday-home"; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(await leadOf()).toMatchObject({
        qualification: { purpose: "holiday-home", timeline: { withinMonths: 6 } },
        viewing: { start: SATURDAY_11 },
      });
    } finally {
      await server.close();
    }
  });
});
