import type { Request } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { pauseClock } from "./fakes";
import { B, sqft } from "../../test/support/property";

/** Spec §5 sending rules, throttling (§5, §8) and the send hint (§4 Hints). */

const chatMessagesSent = (requests: Request[]) =>
  requests.filter((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/chat.php").map((r) => r.postDataJSON().message);

test("Enter sends; Shift+Enter breaks the line", async ({ home }) => {
  await home.open();
  await home.chatInput.pressSequentially("How big is Blitz?");
  await home.chatInput.press("Shift+Enter");
  await home.chatInput.pressSequentially("And Cares?");
  await expect(home.chatInput).toHaveValue("How big is Blitz?\nAnd Cares?");
  await expect(home.userMessages()).toHaveCount(0);

  await home.chatInput.press("Enter");
  await expect(home.userMessages()).toHaveCount(1);
  await expect(home.userMessages().first()).toContainText("How big is Blitz?\nAnd Cares?", { useInnerText: true });
  await expect(home.chatInput).toHaveValue("");
});

test("the text box grows from 40 px up to 200 px", async ({ home }) => {
  await home.open();
  // Read in one step in the page: the drawn box may be swapped for the live one between two steps.
  const height = () => home.chatInput.evaluate((box) => box.getBoundingClientRect().height);

  const oneLine = await height();
  expect(oneLine).toBeCloseTo(40, 0);
  // A single line fits without a scrollbar.
  await expect.poll(() => home.chatInput.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);

  await home.chatInput.fill(["one", "two", "three"].join("\n"));
  await expect.poll(height).toBeGreaterThan(oneLine + 30);

  await home.chatInput.fill(Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join("\n"));
  await expect.poll(height).toBeCloseTo(200, 0);
  // Beyond 200 px the box scrolls instead.
  await expect.poll(() => home.chatInput.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

  await home.chatInput.fill("");
  await expect.poll(height).toBeCloseTo(oneLine, 0);
});

test("two sends within 1 s, and the same text within 5 s, are refused", async ({ home, page }) => {
  const requests: Request[] = [];
  page.on("request", (r) => requests.push(r));
  await page.clock.install();
  await home.open();
  await pauseClock(page); // T

  await home.send("How big is Blitz?");
  await expect(home.assistantMessages().last()).toContainText(sqft(B));
  await expect(home.chatInput).toBeEnabled();

  // T: another message in the same second.
  await home.send("What is the yield of Cares?");
  await expect(home.refusal).toHaveText("Rate limit: Please wait before sending another message.");
  await expect(home.chatInput).toHaveValue("What is the yield of Cares?");
  await expect(home.userMessages()).toHaveCount(1);

  await page.clock.runFor(999); // T+999: still within the second
  await home.chatInput.press("Enter");
  await expect(home.refusal).toHaveText("Rate limit: Please wait before sending another message.");
  await expect(home.userMessages()).toHaveCount(1);

  await page.clock.runFor(1); // T+1000: the same text as at T is still a duplicate…
  await home.send("How big is Blitz?");
  await expect(home.refusal).toHaveText("Duplicate message detected. Please try a different message.");
  await expect(home.userMessages()).toHaveCount(1);

  // …while a different text is fine again.
  await home.send("What is the yield of Cares?");
  await expect(home.refusal).toHaveCount(0);
  await expect(home.userMessages()).toHaveCount(2);
  await expect(home.assistantMessages()).toHaveCount(3);
  await expect(home.chatInput).toBeEnabled();

  await page.clock.runFor(3999); // T+4999
  await home.send("How big is Blitz?");
  await expect(home.refusal).toHaveText("Duplicate message detected. Please try a different message.");
  await expect(home.userMessages()).toHaveCount(2);

  await page.clock.runFor(1); // T+5000: both windows have passed
  await home.chatInput.press("Enter");
  await expect(home.refusal).toHaveCount(0);
  await expect(home.userMessages()).toHaveCount(3);
  await expect(home.assistantMessages()).toHaveCount(4);
  await expect(home.assistantMessages().last()).toContainText(sqft(B));

  expect(chatMessagesSent(requests)).toEqual(["How big is Blitz?", "What is the yield of Cares?", "How big is Blitz?"]);
});

test("the send hint appears after 3 s of unsent text and goes when the text does", async ({ home, page }) => {
  await page.clock.install();
  await home.open();
  await pauseClock(page);

  await home.chatInput.fill("How big is Blitz?");
  // The hint is the live chat's, which the typing brought: its polling starts as it takes the drawn one's place.
  await expect(page.getByTestId("chat-shell")).toHaveCount(0);
  await page.clock.runFor(2900);
  await expect(home.sendHint).toHaveCount(0);
  await expect(home.sendButton).not.toHaveAttribute("data-hint");

  // The box is polled every 100 ms, so the hint shows within one poll of the 3 s mark.
  await page.clock.runFor(200);
  await expect(home.sendHint).toHaveText("Click to send message to AI");
  await expect(home.sendButton).toHaveAttribute("data-hint", "true");

  await home.chatInput.fill("");
  await page.clock.runFor(100);
  await expect(home.sendHint).toHaveCount(0);

  // Whitespace is not text.
  await home.chatInput.fill("   ");
  await page.clock.runFor(5000);
  await expect(home.sendHint).toHaveCount(0);

  // Sending clears the box, and with it the hint.
  await home.chatInput.fill("How big is Blitz?");
  await page.clock.runFor(3100);
  await expect(home.sendHint).toBeVisible();
  await home.chatInput.press("Enter");
  await page.clock.runFor(100);
  await expect(home.sendHint).toHaveCount(0);
  await expect(home.assistantMessages().last()).toContainText(sqft(B));
});
