import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { decodeEvents, type ChatStreamEvent } from "@/lib/shared/api/chat-stream";
import { resetEnv } from "@/lib/server/config/env";
import { jsonRequest } from "@/test/support/env";
import { B, C, int } from "@/test/support/property";
import { POST } from "./route";

const valid = { message: "How big is Blitz?", assistantId: "aurelia-consultant-en", language: "en" };

beforeAll(() => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "chat-route-"));
  process.env.RATE_LIMIT = "off";
  delete process.env.OPENAI_API_KEY;
  resetEnv();
});

function raw(body: string, contentType = "application/json"): Request {
  return new Request("http://localhost/api/chat.php", { method: "POST", headers: { "content-type": contentType }, body });
}

const badBodies: [string, Request, number, string][] = [
  ["no body", raw(""), 400, "bad_request:chat"],
  ["not JSON", raw("{message:"), 400, "bad_request:chat"],
  ["JSON null", raw("null"), 400, "bad_request:chat"],
  ["JSON array", raw("[]"), 400, "bad_request:chat"],
  ["JSON string", raw('"hello"'), 400, "bad_request:chat"],
  ["JSON number", raw("42"), 400, "bad_request:chat"],
  ["empty object", jsonRequest("/api/chat.php", {}), 400, "bad_request:chat"],
  ["missing message", jsonRequest("/api/chat.php", { ...valid, message: undefined }), 400, "bad_request:chat"],
  ["message is a number", jsonRequest("/api/chat.php", { ...valid, message: 5 }), 400, "bad_request:chat"],
  ["message is an object", jsonRequest("/api/chat.php", { ...valid, message: { text: "hi" } }), 400, "bad_request:chat"],
  ["message empty", jsonRequest("/api/chat.php", { ...valid, message: "" }), 400, "bad_request:chat"],
  ["message only spaces", jsonRequest("/api/chat.php", { ...valid, message: "   \n\t " }), 400, "bad_request:chat"],
  ["message only control characters", jsonRequest("/api/chat.php", { ...valid, message: "\u0000\u0007" }), 400, "bad_request:chat"],
  ["message of 2001 characters", jsonRequest("/api/chat.php", { ...valid, message: "a".repeat(2001) }), 400, "bad_request:chat"],
  ["missing assistantId", jsonRequest("/api/chat.php", { ...valid, assistantId: undefined }), 400, "bad_request:chat"],
  ["unknown assistantId", jsonRequest("/api/chat.php", { ...valid, assistantId: "asst_abc123" }), 400, "bad_request:chat"],
  ["assistantId is a number", jsonRequest("/api/chat.php", { ...valid, assistantId: 1 }), 400, "bad_request:chat"],
  ["missing language", jsonRequest("/api/chat.php", { ...valid, language: undefined }), 400, "bad_request:chat"],
  ["unknown language", jsonRequest("/api/chat.php", { ...valid, language: "xx" }), 400, "bad_request:chat"],
  ["language tag instead of code", jsonRequest("/api/chat.php", { ...valid, language: "ms" }), 400, "bad_request:chat"],
  ["language in capitals", jsonRequest("/api/chat.php", { ...valid, language: "EN" }), 400, "bad_request:chat"],
  ["language is an array", jsonRequest("/api/chat.php", { ...valid, language: ["en"] }), 400, "bad_request:chat"],
  ["text/plain body", raw(JSON.stringify(valid), "text/plain"), 415, "unsupported_media_type:chat"],
  ["form body", raw("message=hi", "application/x-www-form-urlencoded"), 415, "unsupported_media_type:chat"],
  [
    "no content type",
    new Request("http://localhost/api/chat.php", { method: "POST", body: JSON.stringify(valid) }),
    415,
    "unsupported_media_type:chat",
  ],
  ["body over 16 kB", jsonRequest("/api/chat.php", { ...valid, padding: "x".repeat(17 * 1024) }), 413, "payload_too_large:chat"],
  [
    "lying content-length",
    new Request("http://localhost/api/chat.php", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": "999999" },
      body: "{}",
    }),
    413,
    "payload_too_large:chat",
  ],
];

describe("POST /api/chat.php refuses bad input", () => {
  it("has a table of at least 25 bad bodies", () => expect(badBodies.length).toBeGreaterThanOrEqual(25));

  it.each(badBodies)("%s → %d %s", async (_name, request, status, code) => {
    const response = await POST(request);
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body).toEqual({ success: false, error: expect.any(String), code });
    expect(body.error).not.toMatch(/at .*\.ts|Error:|stack/i);
  });
});

async function events(response: Response): Promise<ChatStreamEvent[]> {
  const list: ChatStreamEvent[] = [];
  for await (const event of decodeEvents(response.body!)) list.push(event);
  return list;
}

const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0];

describe("POST /api/chat.php answers", () => {
  it("with the classic JSON shape by default", async () => {
    const response = await POST(jsonRequest("/api/chat.php", valid));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body).toEqual({ success: true, message: expect.stringContaining(int(B.sizeSqft)) });
    // Secure on localhost too: browsers keep it there, which the __Host- prefix needs.
    expect(response.headers.get("set-cookie")).toMatch(
      /^__Host-conversation=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
    );
  });

  it("as a stream of NDJSON events when asked", async () => {
    const response = await POST(jsonRequest("/api/chat.php", valid, { accept: "application/x-ndjson" }));
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const list = await events(response);
    const deltas = list.filter((e) => e.type === "delta");
    expect(deltas.length).toBeGreaterThan(1);
    const done = list[list.length - 1];
    expect(done.type).toBe("done");
    expect(done.type === "done" && done.message).toBe(deltas.map((d) => (d.type === "delta" ? d.text : "")).join(""));
  });

  it("remembers the conversation named by the cookie", async () => {
    const first = await POST(jsonRequest("/api/chat.php", { ...valid, message: "Tell me about Cares" }));
    const cookie = cookieOf(first);
    expect((await first.json()).message).toContain(int(C.sizeSqft));
    const second = await POST(jsonRequest("/api/chat.php", { ...valid, message: "What is the rental?" }, { cookie }));
    expect(cookieOf(second)).toBe(cookie);
    expect((await second.json()).message).toContain(int(C.rental));
  });

  it("carries on the conversation of a visitor who still holds the cookie by its name before the prefix", async () => {
    const first = await POST(jsonRequest("/api/chat.php", { ...valid, message: "Tell me about Cares" }));
    const cookie = cookieOf(first);
    const legacy = cookie.replace(/^__Host-/, "");
    expect(legacy).toMatch(/^conversation=[0-9a-f-]{36}$/);
    const second = await POST(jsonRequest("/api/chat.php", { ...valid, message: "What is the rental?" }, { cookie: legacy }));
    expect(cookieOf(second)).toBe(cookie);
    expect((await second.json()).message).toContain(int(C.rental));
  });

  it("starts a new conversation when the language changes", async () => {
    const first = await POST(jsonRequest("/api/chat.php", valid));
    const cookie = cookieOf(first);
    const second = await POST(
      jsonRequest("/api/chat.php", { message: "Quel est le loyer ?", assistantId: "aurelia-consultant-fr", language: "fr" }, { cookie }),
    );
    expect(second.status).toBe(200);
    expect(cookieOf(second)).not.toBe(cookie);
  });

  it("ignores a forged conversation cookie", async () => {
    for (const cookie of ["__Host-conversation=../../etc/passwd", "conversation=../../etc/passwd"]) {
      const response = await POST(jsonRequest("/api/chat.php", valid, { cookie }));
      expect(response.status).toBe(200);
      expect(cookieOf(response)).toMatch(/^__Host-conversation=[0-9a-f-]{36}$/);
    }
  });
});
