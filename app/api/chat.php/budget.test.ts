import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chatCompletions } from "@/test/support/openai-chat";
import { startOpenAiServer, type OpenAiServer } from "@/test/support/openai-server";
import { resetServerState, setEnv } from "@/test/support/server-state";
import { POST } from "./route";

/** What a visitor gets once the paid consultant's daily budget is spent: still an answer, from the offline one. */
describe("POST /api/chat.php with the chat budget spent", () => {
  const chat = chatCompletions();
  let server: OpenAiServer;
  let restoreEnv: () => void;
  const warnings: string[] = [];
  let warn: jest.SpyInstance;

  beforeAll(async () => {
    server = await startOpenAiServer({ routes: chat.routes });
    restoreEnv = setEnv({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "chat-budget-")),
      DATABASE_URL: undefined,
      OPENAI_API_KEY: server.apiKey,
      OPENAI_BASE_URL: server.url,
      RATE_LIMIT: "off",
      LOG_SILENT: undefined,
      BUDGET_CHAT_CALLS_PER_CONVERSATION: "2",
    });
    warn = jest.spyOn(console, "warn").mockImplementation((line: string) => void warnings.push(line));
  });
  afterAll(async () => {
    warn.mockRestore();
    await resetServerState();
    restoreEnv();
    await server.close();
  });

  const ask = async (message: string, cookie?: string) => {
    const response = await POST(
      new Request("http://localhost/api/chat.php", {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ message, assistantId: "aurelia-consultant-en", language: "en" }),
      }),
    );
    expect(response.status).toBe(200);
    return { body: (await response.json()) as { success: boolean; message: string }, cookie: response.headers.get("set-cookie")!.split(";")[0] };
  };

  it("answers with the offline consultant after the conversation's paid calls, logs it once, and calls upstream no more", async () => {
    const first = await ask("How big is Cares?");
    expect(first.body.message).toContain('You asked: "How big is Cares?"');
    await ask("And its rent?", first.cookie);
    const third = await ask("How big is Blitz?", first.cookie);
    const fourth = await ask("And Ardentz?", first.cookie);

    expect(third.body.success).toBe(true);
    expect(third.body.message).not.toContain("You asked");
    expect(third.body.message).toContain("743");
    expect(fourth.body.message).toContain("1,299");
    expect(server.requests.filter((r) => r.path.endsWith("/chat/completions"))).toHaveLength(2);

    const spent = warnings.filter((line) => line.includes("budget spent"));
    expect(spent).toHaveLength(1);
    expect(JSON.parse(spent[0])).toMatchObject({
      level: "warn",
      message: "budget spent: chat calls for one conversation today; the offline consultant answers it until midnight (Asia/Kuala_Lumpur)",
      kind: "chat",
      limit: 2,
    });

    // Another conversation still has its own two paid calls.
    const other = await ask("How big is Cares?");
    expect(other.body.message).toContain("You asked");
  });
});
