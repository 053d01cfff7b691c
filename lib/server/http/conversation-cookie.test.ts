import "server-only";
import { CONVERSATION_COOKIE, PLAIN_CONVERSATION_COOKIE, claimedConversation, conversationCookie } from "./conversation-cookie";

const ID = "3f6c1c2e-8d4b-4f7a-9a51-0c2d7e9b1a44";
const at = (url: string, headers: Record<string, string> = {}) => new Request(url, { method: "POST", headers });

describe("the conversation cookie", () => {
  it.each([
    ["over HTTPS", at("https://aurelia.example/api/chat.php")],
    ["over HTTPS ending at a proxy", at("http://aurelia.example/api/chat.php", { "x-forwarded-proto": "https" })],
    ["through two proxies, one over HTTPS", at("http://aurelia.example/api/chat.php", { "x-forwarded-proto": "https, http" })],
    ["on localhost", at("http://localhost:3000/api/chat.php")],
    ["on 127.0.0.1", at("http://127.0.0.1:3100/api/chat.php")],
    ["on [::1]", at("http://[::1]:3000/api/chat.php")],
  ])("is __Host-, Secure, for the whole site and no domain %s", (_where, request) => {
    const cookie = conversationCookie(request, ID);
    expect(cookie).toMatch(new RegExp(`^__Host-conversation=${ID}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax; Secure$`));
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("keeps the plain name, without Secure, over plain HTTP to a named host, where a browser would drop a Secure cookie", () => {
    for (const request of [
      at("http://aurelia.example/api/chat.php"),
      at("http://aurelia.example/api/chat.php", { "x-forwarded-proto": "http" }),
    ]) {
      expect(conversationCookie(request, ID)).toMatch(new RegExp(`^conversation=${ID}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
    }
  });

  it("reads the prefixed cookie first, and the plain one a visitor from before still holds", () => {
    const url = "https://aurelia.example/api/chat.php";
    expect(claimedConversation(at(url, { cookie: `${CONVERSATION_COOKIE}=${ID}` }))).toBe(ID);
    expect(claimedConversation(at(url, { cookie: `lang=ar; ${PLAIN_CONVERSATION_COOKIE}=${ID}` }))).toBe(ID);
    expect(claimedConversation(at(url, { cookie: `${PLAIN_CONVERSATION_COOKIE}=planted; ${CONVERSATION_COOKIE}=${ID}` }))).toBe(ID);
    expect(claimedConversation(at(url, { cookie: `x${CONVERSATION_COOKIE}=${ID}` }))).toBeUndefined();
    expect(claimedConversation(at(url))).toBeUndefined();
  });
});
