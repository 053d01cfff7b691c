import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { fakes, hearToEnd, installVoiceFakes } from "./fakes";
import { BLITZ_RENT, BLITZ_SIZE, INVENTED_CALL, INVENTED_RETURN, LYING_QUESTION } from "../../test/support/openai-chat";

/**
 * The `wired` site's model invents a return and a call-back when asked LYING_QUESTION
 * (test/support/openai-chat.ts). Neither may reach the visitor: not on screen, not
 * for a moment while the reply streams, not in what the page asks the speech route
 * to read, and not from the speech route when asked directly.
 */
test.describe.configure({ mode: "serial" });

const INVENTED = [INVENTED_RETURN, INVENTED_CALL, "12%", "9am"];
const HONEST = "I can't promise that here; our sales team can tell you what is possible on WhatsApp or at +60 13-288 4650.";

/** Every text an assistant message showed, as the page drew it, from the first token on. */
async function watchReplies(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __replyTexts: string[] }).__replyTexts = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[data-testid="chat-message"][data-sender="assistant"]'))
        seen.push(node.textContent ?? "");
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __replyTexts: string[] }).__replyTexts);
}

/** What the server sent on each chat call, read from a copy of the stream while the page reads the stream itself. */
async function readChatStreams(page: Page) {
  await page.addInitScript(() => {
    const bodies: string[] = [];
    (window as unknown as { __chatBodies: string[] }).__chatBodies = bodies;
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await original(...args);
      const url = typeof args[0] === "string" ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
      if (new URL(url, location.href).pathname === "/api/chat.php")
        void response
          .clone()
          .text()
          .then((body) => bodies.push(body));
      return response;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __chatBodies: string[] }).__chatBodies);
}

/** The text of every speech call the page makes. */
function speechTexts(page: Page): string[] {
  const texts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/tts.php")
      texts.push((request.postDataJSON() as { text: string }).text);
  });
  return texts;
}

test("a model's invented return and call-back are neither shown nor spoken; its true sentences are, and the honest one in their place", async ({
  wiredHome: home,
  page,
  control,
}) => {
  await control.chatBehaviour({ tokenDelayMs: 40 });
  const shown = await watchReplies(page);
  const received = await readChatStreams(page);
  const spoken = speechTexts(page);
  await installVoiceFakes(page);
  await home.open();
  await home.voiceButton.click();
  await expect(home.voiceButton).toHaveAttribute("data-state", "ready");
  await home.send(LYING_QUESTION);

  const reply = home.assistantMessages().last();
  await expect(reply).toContainText(BLITZ_RENT);
  await expect(reply).toContainText(BLITZ_SIZE);
  await expect(reply).toContainText(HONEST);
  await expect(reply.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/60132884650");
  // Spoken on its own once complete, sentence by sentence: heard to the end, every clip asked for.
  const play = home.playButton(reply);
  await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
  const heard = await hearToEnd(page, play);
  expect(heard.length).toBeGreaterThanOrEqual(2);

  // The model was asked and did invent: the guard, not a silent model, kept it out.
  const [request] = (await control.openAiRequests()).filter((r) => r.path === "/v1/chat/completions");
  expect((request.body as { messages: { content: string }[] }).messages.at(-1)?.content).toBe(LYING_QUESTION);

  const sent = (await received()).join("\n");
  expect(sent).toContain(BLITZ_RENT);
  for (const invented of INVENTED) {
    expect(sent).not.toContain(invented);
    expect((await shown()).filter((text) => text.includes(invented))).toEqual([]);
    expect(spoken.filter((text) => text.includes(invented))).toEqual([]);
  }
  expect(spoken.join(" ")).toContain(BLITZ_RENT);
  expect(await fakes.posts(page, "/api/tts.php")).toBe(spoken.length);
});

test("the speech route refuses to read an invented sentence the visitor was never shown", async ({ wiredHome: home, page }) => {
  await home.open();
  await home.send(LYING_QUESTION);
  await expect(home.assistantMessages().last()).toContainText(BLITZ_SIZE);
  await expect(home.chatInput).toBeEnabled();
  const speak = (text: string) =>
    page.evaluate(
      async (body) =>
        (await fetch("/api/tts.php", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }))
          .status,
      {
        text,
        voice: "default",
        language: "en",
      },
    );
  expect(await speak(BLITZ_RENT)).toBe(200);
  expect(await speak(INVENTED_RETURN)).toBe(403);
  expect(await speak(INVENTED_CALL)).toBe(403);
});
