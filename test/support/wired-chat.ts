import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { POST } from "@/app/api/chat.php/route";
import { CONVERSATION_COOKIE } from "@/lib/server/http/conversation-cookie";
import { chatCompletions } from "./openai-chat";
import { startOpenAiServer, type OpenAiServer } from "./openai-server";
import { resetServerState, setEnv } from "./server-state";

/**
 * For the enclosing `describe`: the chat route wired to a local OpenAI-format
 * server, with a SQLite store of its own and limits off; `extraEnv` adds to
 * (or unsets) the environment. `post` sends a message as the browser does.
 */
export function useWiredChatRoute(label: string, extraEnv: Record<string, string | undefined> = {}) {
  const chat = chatCompletions();
  let server: OpenAiServer | undefined;
  let restoreEnv: () => void = () => {};

  beforeAll(async () => {
    server = await startOpenAiServer({ routes: chat.routes });
    restoreEnv = setEnv({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`)),
      DATABASE_URL: undefined,
      OPENAI_API_KEY: server.apiKey,
      OPENAI_BASE_URL: server.url,
      RATE_LIMIT: "off",
      ...extraEnv,
    });
  });
  afterAll(async () => {
    await resetServerState();
    restoreEnv();
    await server?.close();
  });

  return {
    chat,
    get server(): OpenAiServer {
      return server!;
    },
    post(message: string, cookie?: string): Promise<Response> {
      return POST(
        new Request("http://localhost/api/chat.php", {
          method: "POST",
          headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ message, assistantId: "aurelia-consultant-en", language: "en" }),
        }),
      );
    },
  };
}

/** `__Host-conversation=<id>` as the route set it, ready to send back. */
export function conversationCookieOf(response: Response): string | undefined {
  return new RegExp(`^${CONVERSATION_COOKIE}=[^;]+`).exec(response.headers.get("set-cookie") ?? "")?.[0];
}
