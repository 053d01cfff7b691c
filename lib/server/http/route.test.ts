import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/server/api/errors";
import { resetEnv } from "@/lib/server/config/env";
import { jsonRequest } from "@/test/support/env";
import { PLAIN_CONVERSATION_COOKIE } from "./conversation-cookie";
import { route } from "./route";

beforeAll(() => {
  process.env.RATE_LIMIT = "off";
  resetEnv();
});

const schema = z.object({ word: z.string().min(1) });

describe("route", () => {
  it("hands the handler the parsed body and the claimed conversation", async () => {
    const handler = route({ name: "chat", body: { schema, limit: 100 } }, async ({ body, conversationId }) =>
      Response.json({ body, conversationId }),
    );
    const response = await handler(jsonRequest("/x", { word: "hi" }, { cookie: `${PLAIN_CONVERSATION_COOKIE}=c-1` }));
    expect(await response.json()).toEqual({ body: { word: "hi" }, conversationId: "c-1" });
  });

  it("answers another site's request 403 before reading the body", async () => {
    let ran = false;
    const handler = route({ name: "chat", body: { schema, limit: 100 } }, async () => ((ran = true), new Response()));
    const response = await handler(jsonRequest("/x", { word: "hi" }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" }));
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe("forbidden:chat");
    expect(ran).toBe(false);
  });

  it("lets a GET through without the same-origin check when the route says so", async () => {
    const handler = route({ name: "audio", sameOrigin: false }, async () => new Response("ok"));
    const response = await handler(new Request("http://localhost/x", { headers: { "sec-fetch-site": "cross-site" } }));
    expect(response.status).toBe(200);
  });

  it("refuses a body over its limit (413) and one its schema rejects (400)", async () => {
    const handler = route({ name: "contact", body: { schema, limit: 20 } }, async () => new Response());
    expect((await handler(jsonRequest("/x", { word: "a".repeat(40) }))).status).toBe(413);
    const bad = await handler(jsonRequest("/x", { word: "" }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe("bad_request:contact");
  });

  it("maps what the handler throws through fail(), and still hands over the conversation's cookie", async () => {
    const handler = route({ name: "chat" }, async ({ setConversation }) => {
      setConversation("c-2");
      throw new ApiError("upstream_failed", "chat");
    });
    const response = await handler(jsonRequest("/x", {}));
    expect(response.status).toBe(502);
    expect((await response.json()).code).toBe("upstream_failed:chat");
    expect(response.headers.get("set-cookie")).toMatch(/^(__Host-)?conversation=c-2;/);
  });

  it("passes the route's dynamic segments", async () => {
    const handler = route<undefined, { key: string }>(
      { name: "audio", sameOrigin: false },
      async ({ params }) => new Response((await params).key),
    );
    expect(await (await handler(new Request("http://localhost/x"), { params: Promise.resolve({ key: "k1" }) })).text()).toBe("k1");
  });
});
