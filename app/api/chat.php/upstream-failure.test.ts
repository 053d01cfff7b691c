import { store } from "@/lib/server/store";
import { uniquePhone } from "@/test/support/leads";
import { conversationCookieOf, useWiredChatRoute } from "@/test/support/wired-chat";

/** The route wired to a model that fails: the visitor keeps their conversation, and a stored lead its confirmation. */
describe("POST /api/chat.php when the model fails", () => {
  const route = useWiredChatRoute("chat-upstream");
  const { post } = route;
  const cookieOf = conversationCookieOf;

  it("hands back the conversation cookie with the error, so the next message continues it", async () => {
    route.server.setMode("error500");
    const failed = await post("How big is Blitz?");
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ success: false, code: "upstream_failed:chat" });
    const cookie = cookieOf(failed);
    expect(cookie).toMatch(/^__Host-conversation=[0-9a-f-]{36}$/);

    route.server.setMode("ok");
    const next = await post("And Cares?", cookie);
    expect(next.status).toBe(200);
    expect(cookieOf(next)).toBe(cookie);
  });

  it("confirms a lead it stored, from the offline consultant, rather than answering with an error", async () => {
    route.server.setMode("error500");
    try {
      const phone = uniquePhone();
      const response = await post(`My name is Farah, ${phone}`);
      expect(response.status).toBe(200);
      expect((await response.json()).message).toMatch(/Thank you, Farah! Our sales team will call you at \*\*\d+\*\*/);
      const leads = await (await store()).query<{ name: string }>("SELECT name FROM leads WHERE phone = $1", [phone]);
      expect(leads).toEqual([{ name: "Farah" }]);
    } finally {
      route.server.setMode("ok");
    }
  });
});
