import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { store } from "@/lib/store";
import { chatCompletions } from "@/test/support/openai-chat";
import { uniquePhone } from "@/test/support/leads";
import { startOpenAiServer, type OpenAiServer } from "@/test/support/openai-server";
import { resetServerState, setEnv } from "@/test/support/server-state";
import { POST } from "./route";

/** The route wired to a model that fails: the visitor keeps their conversation, and a stored lead its confirmation. */
describe("POST /api/chat.php when the model fails", () => {
  const chat = chatCompletions();
  let server: OpenAiServer;
  let restoreEnv: () => void;

  beforeAll(async () => {
    server = await startOpenAiServer({ routes: chat.routes });
    restoreEnv = setEnv({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "chat-upstream-")),
      DATABASE_URL: undefined,
      OPENAI_API_KEY: server.apiKey,
      OPENAI_BASE_URL: server.url,
      RATE_LIMIT: "off",
    });
  });
  afterAll(async () => {
    await resetServerState();
    restoreEnv();
    await server.close();
  });

  const post = (message: string, cookie?: string) =>
    POST(
      new Request("http://localhost/api/chat.php", {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ message, assistantId: "aurelia-consultant-en", language: "en" }),
      }),
    );
  const cookieOf = (response: Response) => /^conversation=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];

  it("hands back the conversation cookie with the error, so the next message continues it", async () => {
    server.setMode("error500");
    const failed = await post("How big is Blitz?");
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ success: false, code: "upstream_failed:chat" });
    const cookie = cookieOf(failed);
    expect(cookie).toMatch(/^conversation=[0-9a-f-]{36}$/);

    server.setMode("ok");
    const next = await post("And Cares?", cookie);
    expect(next.status).toBe(200);
    expect(cookieOf(next)).toBe(cookie);
  });

  it("confirms a lead it stored, from the offline consultant, rather than answering with an error", async () => {
    server.setMode("error500");
    try {
      const phone = uniquePhone();
      const response = await post(`My name is Farah, ${phone}`);
      expect(response.status).toBe(200);
      expect((await response.json()).message).toMatch(/Thank you, Farah! Our sales team will call you at \*\*\d+\*\*/);
      const leads = await (await store()).query<{ name: string }>("SELECT name FROM leads WHERE phone = $1", [phone]);
      expect(leads).toEqual([{ name: "Farah" }]);
    } finally {
      server.setMode("ok");
    }
  });
});
