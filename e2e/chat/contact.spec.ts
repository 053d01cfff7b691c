import type { Request } from "@playwright/test";
import en from "../../messages/en.json";
import { expect, test } from "../support/fixtures";
import { B, sqft } from "../../test/support/property";

/** Spec §4 Chat (contact before chat), §5 contact detection, §7 contact call, §8 contact errors. */

const apiPosts = (requests: Request[]) =>
  requests.filter((r) => r.method() === "POST" && new URL(r.url()).pathname.startsWith("/api/")).map((r) => new URL(r.url()).pathname);

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

test("a name and phone in a message are sent to the sales team before the chat call", async ({ home, page }) => {
  const requests: Request[] = [];
  // The browser's own order of what happened: a request's start and its answer's arrival.
  const events: string[] = [];
  page.on("request", (r) => {
    requests.push(r);
    events.push(`request ${new URL(r.url()).pathname}`);
  });
  page.on("response", (r) => events.push(`response ${new URL(r.url()).pathname}`));
  await home.open();
  await expect(home.messages).toHaveCount(1);

  const text = "My name is Aisha Rahman, my number is 012-345 6789";
  await home.send(text);

  await expect(home.toastTitled("Contact Information Sent")).toContainText(
    "Your contact details, including this conversation, have been sent to our team.",
  );
  await expect(home.assistantMessages()).toHaveCount(2);
  await expect(home.playButton()).toBeVisible();

  const posts = apiPosts(requests).filter((p) => p !== "/api/health.php");
  expect(posts).toEqual(["/api/contact.php", "/api/chat.php"]);

  const contact = requests.find((r) => r.url().endsWith("/api/contact.php"))!;
  const body = contact.postDataJSON();
  const welcome = body.messages?.[0]?.content;
  expect(Object.values(en.welcome)).toContain(welcome);
  await expect(home.messages.first()).toContainText(welcome);
  expect(body).toEqual({
    name: "Aisha Rahman",
    phone: "0123456789",
    language: "en",
    messages: [
      { sender: "assistant", content: welcome, timestamp: expect.stringMatching(ISO) },
      { sender: "user", content: text, timestamp: expect.stringMatching(ISO) },
    ],
    awaitingReply: true,
  });
  // The contact call had finished before the chat call started.
  const contactResponse = await contact.response();
  expect(contactResponse?.status()).toBe(200);
  // In the order the browser reports them, not by their clocks: a request's start time is taken before it waits for
  // a connection, and its answer's times after, so on a busy machine the two clocks disagree by a tenth of a second.
  expect(events.indexOf("response /api/contact.php")).toBeGreaterThanOrEqual(0);
  expect(events.indexOf("response /api/contact.php")).toBeLessThan(events.indexOf("request /api/chat.php"));
});

test("the transcript sent with a later contact holds the whole conversation so far", async ({ home, page }) => {
  await page.clock.install();
  await home.open();
  await home.send("How big is Blitz?");
  await expect(home.assistantMessages().last()).toContainText(sqft(B));
  await page.clock.fastForward(1100);

  const contact = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/contact.php"));
  await home.send("Please call me, John Tan 0198765432");
  const body = (await contact).postDataJSON();
  expect(body).toMatchObject({ name: "John Tan", phone: "0198765432", language: "en" });
  expect(body.messages.map((m: { sender: string }) => m.sender)).toEqual(["assistant", "user", "assistant", "user"]);
  expect(body.messages[1].content).toBe("How big is Blitz?");
  expect(body.messages[2].content).toContain(sqft(B));
  expect(body.messages[3].content).toBe("Please call me, John Tan 0198765432");
  await expect(home.toastTitled("Contact Information Sent")).toBeVisible();
});

test("a message without a phone number sends no contact info", async ({ home, page }) => {
  const requests: Request[] = [];
  page.on("request", (r) => requests.push(r));
  await home.open();
  await home.send("My name is Aisha Rahman, call me at 012-345");
  await expect(home.assistantMessages()).toHaveCount(2);
  await expect(home.playButton()).toBeVisible();
  expect(apiPosts(requests).filter((p) => p !== "/api/health.php")).toEqual(["/api/chat.php"]);
  await expect(home.toastTitled("Contact Information Sent")).toHaveCount(0);
});

test("a failing contact call is not shown as an error and the chat still answers", async ({ home, page }) => {
  await page.route("**/api/contact.php", (route) =>
    route.fulfill({ status: 500, json: { success: false, error: "Mail server down", code: "internal:contact" } }),
  );
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  await home.open();
  const contact = page.waitForResponse((r) => r.url().endsWith("/api/contact.php"));
  await home.send("My name is Aisha Rahman, my number is 012-345 6789");
  expect((await contact).status()).toBe(500);

  await expect(home.assistantMessages()).toHaveCount(2);
  await expect(home.playButton()).toBeVisible();
  await expect(home.chatInput).toBeEnabled();
  await expect(home.toast).toHaveCount(0);
  // Logged for the team, not shown to the visitor.
  await expect.poll(() => warnings.join("\n")).toContain("Mail server down");
});
