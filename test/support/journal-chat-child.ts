/**
 * One visitor's chat message through the real chat route, in its own process,
 * for the journal's crash test: configured like the app (DATA_DIR,
 * DATABASE_URL, ...), it prints the route's answer as one JSON line, then
 * `answered`, and waits to be killed. Run it with
 * `npx tsx --import ./scripts/server-only.mjs test/support/journal-chat-child.ts`.
 */
import { POST } from "@/app/api/chat.php/route";

void (async () => {
  const response = await POST(
    new Request("http://localhost/api/chat.php", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: process.env.CHAT_MESSAGE, assistantId: "aurelia-consultant-en", language: "en" }),
    }),
  );
  console.log(JSON.stringify({ status: response.status, cookie: response.headers.get("set-cookie"), body: await response.json() }));
  console.log("answered");
  // Held open until the test kills it, as a server process would be.
  setInterval(() => {}, 60_000);
})();
