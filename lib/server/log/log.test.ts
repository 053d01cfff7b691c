import "server-only";
import { withEnv } from "@/test/support/env";
import { log, logLine, logPseudonym } from "./log";

const CONVERSATION = "3f6c1c2e-8d4b-4f7a-9a51-0c2d7e9b1a44";
const ADDRESS = "203.0.113.7";
const parse = (line: string) => JSON.parse(line) as Record<string, unknown>;

describe("the log", () => {
  it("writes a keyed hash in place of every conversation id and client address, and the raw value nowhere", () => {
    const line = logLine("warn", "budget spent", {
      conversation: CONVERSATION,
      conversationId: CONVERSATION,
      client: ADDRESS,
      ip: "2001:db8::1",
      address: ADDRESS,
      chars: 12,
    });
    expect(line).not.toContain(CONVERSATION);
    expect(line).not.toContain(ADDRESS);
    expect(line).not.toContain("2001:db8::1");
    const entry = parse(line);
    expect(entry).toMatchObject({ level: "warn", message: "budget spent", chars: 12 });
    expect(entry.conversation).toMatch(/^c_[0-9a-f]{12}$/);
    // The same conversation reads the same in every line, so its events can still be followed.
    expect(entry.conversationId).toBe(entry.conversation);
    expect(entry.conversation).toBe(logPseudonym("conversation", CONVERSATION));
    expect(entry.client).toMatch(/^a_[0-9a-f]{12}$/);
    expect(entry.address).toBe(entry.client);
    expect(entry.ip).not.toBe(entry.client);
  });

  it("tells two visitors apart", () => {
    expect(logPseudonym("conversation", CONVERSATION)).not.toBe(logPseudonym("conversation", "5b0e2b7a-0000-4000-8000-000000000000"));
    expect(logPseudonym("client", ADDRESS)).not.toBe(logPseudonym("client", "203.0.113.8"));
  });

  it("hashes such a field inside a nested record, and the same value quoted in the message or an error", () => {
    const entry = parse(
      logLine("error", `no conversation ${CONVERSATION}`, {
        request: { client: ADDRESS, path: "/api/chat.php" },
        conversation: CONVERSATION,
        error: `insert failed for ${CONVERSATION} from ${ADDRESS}`,
      }),
    );
    const c = logPseudonym("conversation", CONVERSATION);
    const a = logPseudonym("client", ADDRESS);
    expect(entry).toEqual({
      time: expect.any(String),
      level: "error",
      message: `no conversation ${c}`,
      request: { client: a, path: "/api/chat.php" },
      conversation: c,
      error: `insert failed for ${c} from ${a}`,
    });
  });

  it("leaves everything else as JSON writes it", () => {
    const at = new Date(Date.UTC(2026, 0, 2));
    const entry = parse(
      logLine("info", "lead delivered", { lead: 42, attempts: [1, 2], since: at, ok: true, none: null, conversation: "" }, at),
    );
    expect(entry).toEqual({
      time: at.toISOString(),
      level: "info",
      message: "lead delivered",
      lead: 42,
      attempts: [1, 2],
      since: at.toISOString(),
      ok: true,
      none: null,
      conversation: "",
    });
  });

  it("writes the hashed line to the console", async () => {
    const lines: string[] = [];
    const spy = jest.spyOn(console, "warn").mockImplementation((line: string) => void lines.push(line));
    try {
      await withEnv({ LOG_SILENT: undefined }, async () =>
        log.warn("sales state could not be stored", { conversation: CONVERSATION, error: "timeout" }),
      );
    } finally {
      spy.mockRestore();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(CONVERSATION);
    expect(parse(lines[0])).toMatchObject({
      message: "sales state could not be stored",
      conversation: logPseudonym("conversation", CONVERSATION),
      error: "timeout",
    });
  });
});
