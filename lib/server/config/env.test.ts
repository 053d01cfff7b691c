import "server-only";
import { parseEnv } from "./env";

describe("environment", () => {
  it("runs with nothing set: no webhook", () => {
    const parsed = parseEnv({});
    expect(parsed.LEADS_WEBHOOK_URL).toBeUndefined();
    expect(parsed.LEADS_WEBHOOK_SECRET).toBeUndefined();
    expect(parsed.LEADS_TO).toBe("sales@aurelia-residences.example");
  });

  it("takes a webhook URL with its secret", () => {
    const parsed = parseEnv({ LEADS_WEBHOOK_URL: "https://crm.example/hooks/leads", LEADS_WEBHOOK_SECRET: "0123456789abcdef" });
    expect(parsed.LEADS_WEBHOOK_URL).toBe("https://crm.example/hooks/leads");
  });

  it.each([
    [{ LEADS_WEBHOOK_URL: "https://crm.example/hooks/leads" }, "LEADS_WEBHOOK_SECRET"],
    [{ LEADS_WEBHOOK_URL: "https://crm.example/hooks/leads", LEADS_WEBHOOK_SECRET: "short" }, "LEADS_WEBHOOK_SECRET"],
    [{ LEADS_WEBHOOK_URL: "ftp://crm.example/leads", LEADS_WEBHOOK_SECRET: "0123456789abcdef" }, "LEADS_WEBHOOK_URL"],
  ])("refuses an unsigned or unusable webhook (%j)", (source, field) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`Invalid environment: .*${field}`));
  });

  it("gives each client a fiftieth of the site's daily budgets unless told otherwise", () => {
    const parsed = parseEnv({});
    expect(parsed.BUDGET_CHAT_CALLS_PER_DAY / parsed.BUDGET_CHAT_CALLS_PER_CLIENT).toBe(50);
    expect(parsed.BUDGET_SPEECH_CHARS_PER_DAY / parsed.BUDGET_SPEECH_CHARS_PER_CLIENT).toBe(50);
    expect(parseEnv({ BUDGET_CHAT_CALLS_PER_CLIENT: "25", BUDGET_SPEECH_CHARS_PER_CLIENT: "0" })).toMatchObject({
      BUDGET_CHAT_CALLS_PER_CLIENT: 25,
      BUDGET_SPEECH_CHARS_PER_CLIENT: 0,
    });
  });

  it.each(["-1", "1.5", "many"])("refuses a client's share of %s", (value) => {
    expect(() => parseEnv({ BUDGET_CHAT_CALLS_PER_CLIENT: value })).toThrow(/BUDGET_CHAT_CALLS_PER_CLIENT/);
    expect(() => parseEnv({ BUDGET_SPEECH_CHARS_PER_CLIENT: value })).toThrow(/BUDGET_SPEECH_CHARS_PER_CLIENT/);
  });
});
