import type { Request } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { holdRoute } from "../support/hold-route";
import { expectDrawnLeftToRight } from "../site/bidi";
import { en } from "../site/helpers";
import { B, int, sqft } from "../../test/support/property";

/** Spec §4 Chat, §5 sending, §8 chat errors — on the offline consultant (nothing configured). */

const chatPosts = (requests: Request[]) => requests.filter((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/chat.php");

test("a typed question waits with the typing indicator, then gets the consultant's answer", async ({ home, page }) => {
  const release = await holdRoute(page, "**/api/chat.php");
  await home.open();

  await expect(home.messages).toHaveCount(1);
  await expect(home.messages.first()).toHaveAttribute("data-message-id", "welcome");
  await expect(home.messages.first()).toHaveAttribute("data-sender", "assistant");
  await expect(home.typing).toHaveCount(0);

  await home.chatInput.fill("How big is Blitz?");
  await home.chatInput.press("Enter");

  await expect(home.userMessages()).toHaveCount(1);
  await expect(home.userMessages().first()).toContainText("How big is Blitz?");
  await expect(home.typing).toBeVisible();
  await expect(home.chatInput).toBeDisabled();
  await expect(home.chatInput).toHaveValue("");
  await expect(home.sendButton).toBeDisabled();

  release();
  const reply = home.assistantMessages().last();
  await expect(home.assistantMessages()).toHaveCount(2);
  await expect(reply).toContainText(sqft(B));
  await expect(home.playButton(reply)).toBeVisible();
  await expect(home.typing).toHaveCount(0);
  await expect(home.chatInput).toBeEnabled();
  await expect(home.chatInput).toBeFocused();
  await expect.poll(() => home.chatList.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop)).toBeLessThanOrEqual(2);
  // Screen readers hear the finished reply (not the welcome, not word by word).
  await expect(home.announcer).toHaveAttribute("aria-live", "polite");
  await expect(home.announcer).toContainText(sqft(B));
});

test("the objection to training, pressed while a reply is on its way or just after it, is sent once that reply is in, never refused", async ({
  home,
  page,
}) => {
  const requests: Request[] = [];
  page.on("request", (r) => requests.push(r));
  const release = await holdRoute(page, "**/api/chat.php");
  await home.open();
  await home.send("How big is Blitz?");
  await expect(home.typing).toBeVisible();
  const objection = page.getByTestId("training-objection");
  await expect(objection).toBeEnabled();
  await objection.click();
  // Waiting its turn, it cannot be pressed a second time.
  await expect(objection).toBeDisabled();
  release();
  await expect(page.getByTestId("training-objected")).toHaveText(en.chat.trainingObjected);
  await expect(home.userMessages()).toHaveCount(2);
  await expect(home.userMessages().last()).toContainText(en.chat.trainingObjection);
  await expect(page.getByTestId("chat-refusal")).toHaveCount(0);
  expect(chatPosts(requests).map((r) => (r.postDataJSON() as { message: string }).message)).toEqual([
    "How big is Blitz?",
    en.chat.trainingObjection,
  ]);
});

test("the objection pressed the moment a fast reply lands waits out the one-message-a-second rule instead of being refused", async ({
  home,
  page,
}) => {
  await home.open();
  await home.send("How big is Blitz?");
  await expect(home.assistantMessages().last()).toContainText(sqft(B));
  await page.getByTestId("training-objection").click();
  await expect(page.getByTestId("training-objected")).toHaveText(en.chat.trainingObjected);
  await expect(page.getByTestId("chat-refusal")).toHaveCount(0);
  await expect(home.userMessages()).toHaveCount(2);
});

test("the list follows the newest message", async ({ home }) => {
  await home.open();
  const question = [...Array.from({ length: 24 }, (_, i) => `Point ${i + 1}.`), "How big is Blitz?"].join("\n");
  await home.send(question);
  await expect(home.assistantMessages().last()).toContainText(sqft(B));
  // The conversation is now taller than the list, so "at the bottom" means something.
  await expect.poll(() => home.chatList.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeGreaterThan(200);
  await expect.poll(() => home.chatList.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop)).toBeLessThanOrEqual(2);
  await expect(home.assistantMessages().last()).toBeInViewport();
});

test("empty or whitespace-only input sends nothing", async ({ home, page }) => {
  const requests: Request[] = [];
  page.on("request", (r) => requests.push(r));
  await home.open();

  await home.chatInput.fill("   ");
  await expect(home.sendButton).toBeDisabled();
  await home.chatInput.press("Enter");
  await home.chatInput.fill(" \n\t ");
  await home.chatInput.press("Enter");
  await expect(home.messages).toHaveCount(1);
  await expect(home.typing).toHaveCount(0);

  // A real question afterwards is the first and only chat call.
  await home.send("How big is Blitz?");
  await expect(home.assistantMessages().last()).toContainText(sqft(B));
  expect(chatPosts(requests).map((r) => r.postDataJSON().message)).toEqual(["How big is Blitz?"]);
  await expect(home.messages).toHaveCount(3);
});

test("the chat call carries the message, the assistant and the language", async ({ home, page }) => {
  await home.open();
  const request = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/chat.php"));
  await home.send("  How big is Blitz?  ");
  const body = (await request).postDataJSON();
  expect(body).toEqual({ message: "How big is Blitz?", assistantId: expect.any(String), language: "en" });
  await expect(home.assistantMessages().last()).toContainText(sqft(B));
});

test("a network failure shows 'Network error occurred' and leaves no reply", async ({ home, page }) => {
  await page.route("**/api/chat.php", (route) => route.abort());
  await home.open();
  await home.send("How big is Blitz?");
  const toast = home.toastTitled("Error");
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Network error occurred");
  await expect(home.assistantMessages()).toHaveCount(1);
  await expect(home.typing).toHaveCount(0);
  await expect(home.chatInput).toBeEnabled();
});

test("a server error without a text falls back to 'Failed to get response from assistant'", async ({ home, page }) => {
  await page.route("**/api/chat.php", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }));
  await home.open();
  await home.send("How big is Blitz?");
  await expect(home.toastTitled("Error")).toContainText("Failed to get response from assistant");
  await expect(home.assistantMessages()).toHaveCount(1);
});

test("replies render light markdown, and markup stays text", async ({ home, page }) => {
  const replies = [`Blitz is **${sqft(B)}**.`, "<img src=x onerror=alert(1)> **hi**"];
  await page.route("**/api/chat.php", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: true, message: replies.shift() }) }),
  );
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.clock.install();
  await home.open();

  await home.send("How big is Blitz?");
  const first = home.assistantMessages().nth(1);
  await expect(first.locator("strong")).toHaveText(sqft(B));
  await expect(first).not.toContainText("**");

  await page.clock.fastForward(1100); // past the one-message-per-second throttle
  await home.send("Show me a picture");
  const second = home.assistantMessages().nth(2);
  await expect(second).toContainText("<img src=x onerror=alert(1)>");
  await expect(second.locator("strong")).toHaveText("hi");
  await expect(home.chatList.locator("img")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("changing the language starts the chat over with one welcome message", async ({ home, page }) => {
  await home.open();
  await home.send("How big is Blitz?");
  await expect(home.assistantMessages().last()).toContainText(sqft(B));
  await expect(home.messages).toHaveCount(3);

  await home.chooseLanguage("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(home.messages).toHaveCount(1);
  await expect(home.messages.first()).toHaveAttribute("data-message-id", "welcome");
  await expect(home.messages.first()).toContainText(/Bonjour/);
  await expect(home.announcer).toHaveText("");
});

test("a reply still on its way when the language changes does not join the new conversation", async ({ home, page }) => {
  const release = await holdRoute(page, "**/api/chat.php");
  await home.open();
  await home.send("How big is Blitz?");
  await expect(home.typing).toBeVisible();

  await home.chooseLanguage("de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(home.messages).toHaveCount(1);
  const answered = page.waitForResponse("**/api/chat.php");
  release();
  await answered;
  await expect(home.chatInput).toBeEnabled();
  await expect(home.messages).toHaveCount(1);
  await expect(home.messages.first()).toHaveAttribute("data-message-id", "welcome");
  await expect(home.assistantMessages().filter({ hasText: int(B.sizeSqft) })).toHaveCount(0);
});

test.describe("in Arabic", () => {
  test("the chat runs right to left and the consultant answers in Arabic", async ({ home, page }) => {
    await home.open({ lang: "ar" });
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");

    const chat = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/chat.php"));
    await home.send("كم مساحة وحدة Blitz؟");
    expect((await chat).postDataJSON()).toMatchObject({ language: "ar" });
    const reply = home.assistantMessages().last();
    await expect(home.assistantMessages()).toHaveCount(2);
    await expect(home.playButton(reply)).toBeVisible();
    await expect(reply).toContainText(/[\u0600-\u06FF]{3,}/);
    await expect(reply).toContainText(int(B.sizeSqft));

    // Bubbles: the visitor's on the left, the consultant's on the right.
    const userBubble = home.userMessages().last().locator("> div");
    const replyBubble = reply.locator("> div");
    await expect(userBubble).toBeVisible();
    await expect(replyBubble).toBeVisible();
    const list = await home.chatList.boundingBox();
    const user = await userBubble.boundingBox();
    const assistant = await replyBubble.boundingBox();
    expect(list && user && assistant).toBeTruthy();
    expect(user!.x).toBeLessThan(assistant!.x);
    expect(user!.x - list!.x).toBeLessThan(40);
    expect(list!.x + list!.width - (assistant!.x + assistant!.width)).toBeLessThan(40);
  });
});

test("in Arabic a reply keeps the sales phone number left to right", async ({ home }) => {
  const phone = "+60 13-288 4650";
  await home.open({ lang: "ar" });
  await home.send("شكرا");
  const reply = home.assistantMessages().last();
  await expect(reply).toContainText(phone);
  await expect(reply).toHaveCSS("direction", "rtl");
  await expectDrawnLeftToRight(reply, phone);
  // What is announced is the reply's plain text, isolates and all markup left out.
  await expect(home.announcer).toContainText(phone);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const lang of ["ru", "de", "es"]) {
    test(`the Play label stays whole in ${lang}`, async ({ home }) => {
      await home.open({ lang });
      await home.send("Blitz?");
      await expect(home.assistantMessages()).toHaveCount(2);
      for (const reply of [home.assistantMessages().first(), home.assistantMessages().last()]) {
        const play = home.playButton(reply);
        await expect(play).toBeVisible();
        // The label is the button's last text: one line box means no word was broken.
        const lines = await play.evaluate((button) => {
          const range = document.createRange();
          range.selectNodeContents(button.lastChild!);
          return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
        });
        expect(lines).toBe(1);
        const [button, bubble] = await Promise.all([play.boundingBox(), reply.locator("div").first().boundingBox()]);
        expect(button!.x + button!.width).toBeLessThanOrEqual(bubble!.x + bubble!.width + 0.5);
      }
    });
  }
});
