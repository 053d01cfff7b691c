import { A, B, int } from "@/test/support/property";
import { conversationCookieOf, useWiredChatRoute } from "@/test/support/wired-chat";

/** What a visitor gets once the paid consultant's daily budget is spent: still an answer, from the offline one. */
describe("POST /api/chat.php with the chat budget spent", () => {
  const route = useWiredChatRoute("chat-budget", { LOG_SILENT: undefined, BUDGET_CHAT_CALLS_PER_CONVERSATION: "2" });
  const warnings: string[] = [];
  let warn: jest.SpyInstance;
  beforeAll(() => {
    warn = jest.spyOn(console, "warn").mockImplementation((line: string) => void warnings.push(line));
  });
  afterAll(() => warn.mockRestore());

  const ask = async (message: string, cookie?: string) => {
    const response = await route.post(message, cookie);
    expect(response.status).toBe(200);
    return { body: (await response.json()) as { success: boolean; message: string }, cookie: conversationCookieOf(response) };
  };

  it("answers with the offline consultant after the conversation's paid calls, logs it once, and calls upstream no more", async () => {
    const first = await ask("How big is Cares?");
    expect(first.body.message).toContain('You asked: "How big is Cares?"');
    await ask("And its rent?", first.cookie);
    const third = await ask("How big is Blitz?", first.cookie);
    const fourth = await ask("And Ardentz?", first.cookie);

    expect(third.body.success).toBe(true);
    expect(third.body.message).not.toContain("You asked");
    expect(third.body.message).toContain(int(B.sizeSqft));
    expect(fourth.body.message).toContain(int(A.sizeSqft));
    expect(route.server.requests.filter((r) => r.path.endsWith("/chat/completions"))).toHaveLength(2);

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
