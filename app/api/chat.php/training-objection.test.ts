import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "@/lib/server/language";
import { composeLeadEmail } from "@/lib/server/leads/email";
import { findLead } from "@/lib/server/leads/lead-store";
import { leadWebhookPayload } from "@/lib/server/leads/webhook-payload";
import { trainingObjectionOf } from "@/lib/server/turn/privacy/objection-store";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { jsonRequest } from "@/test/support/env";
import { setEnv, useServerStateOn } from "@/test/support/server-state";
import { uniquePhone } from "@/test/support/leads";
import { localeFromApiCode } from "@/lib/shared/i18n/locales";
import { POST } from "./route";

/** The sentence the chat's control sends on the language's page. */
const control = (file: string): string =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../messages", `${file}.json`), "utf8")).chat.trainingObjection;

const chat = (message: string, language: "en" | "my" | "ar" = "en", cookie?: string) =>
  POST(jsonRequest("/api/chat.php", { message, assistantId: `aurelia-consultant-${language}`, language }, cookie ? { cookie } : {}));
const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0];
const conversationOf = (cookie: string) => cookie.split("=")[1];
const addresses = { from: "Aurelia <no-reply@aurelia-residences.example>", to: "sales@aurelia-residences.example" };

describe.each(testDatabaseKinds())("POST /api/chat.php, an objection to training, on %s", (kind) => {
  const target = useTestDatabase(kind, "chat-objection");
  useServerStateOn(target);
  let restore: () => void = () => {};
  beforeAll(() => (restore = setEnv({ RATE_LIMIT: "off" })));
  afterAll(() => restore());

  const leadOf = async (conversationId: string) => {
    const [row] = await target.db.query<{ id: string }>("SELECT id FROM leads WHERE conversation_id = $1", [conversationId]);
    return row ? findLead(target.db, row.id) : undefined;
  };

  it.each(["en", "my", "ar"] as const)(
    "is confirmed in the visitor's language (%s) and kept on the conversation; the lead given next carries it",
    async (language) => {
      const page = localeFromApiCode(language);
      const first = await chat(control(page), language);
      expect(first.status).toBe(200);
      const reply: string = (await first.json()).message;
      expect(reply.startsWith(LANGUAGES[page].privacy.trainingObjected)).toBe(true);
      const cookie = cookieOf(first);
      const objectedAt = await trainingObjectionOf(target.db, conversationOf(cookie));
      expect(objectedAt).toEqual(expect.any(Number));

      const second = await chat(`Aisyah ${uniquePhone()}`, language, cookie);
      expect(second.status).toBe(200);
      const lead = await leadOf(conversationOf(cookie));
      expect(lead?.trainingObjectionAt).toBe(objectedAt);
      // Carried to sales, the CSV's reader and the CRM.
      expect(composeLeadEmail(lead!, addresses).text).toContain("Training:  OBJECTED on ");
      expect(leadWebhookPayload(lead!).trainingObjection).toEqual({ objected: true, at: new Date(objectedAt!).toISOString() });
    },
  );

  it("marks the lead the visitor already gave, which goes out again as a new version", async () => {
    const first = await chat(`I'm Tan, call me on ${uniquePhone()}`);
    const cookie = cookieOf(first);
    await first.json();
    const before = await leadOf(conversationOf(cookie));
    expect(before?.trainingObjectionAt).toBeNull();

    const second = await chat("Please do not use this conversation to train your AI.", "en", cookie);
    expect((await second.json()).message).toContain(LANGUAGES.en.privacy.trainingObjected);
    const after = await leadOf(conversationOf(cookie));
    expect(after?.trainingObjectionAt).toEqual(expect.any(Number));
    expect(after!.version).toBeGreaterThan(before!.version);
  });

  it("is not made by a question about training", async () => {
    const response = await chat("Is my chat used for training?");
    expect((await response.json()).message).not.toContain(LANGUAGES.en.privacy.trainingObjected);
    expect(await trainingObjectionOf(target.db, conversationOf(cookieOf(response)))).toBeNull();
  });
});
