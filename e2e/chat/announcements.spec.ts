import { expect, test } from "../support/fixtures";
import { holdRoute } from "../support/hold-route";
import { B, rm, sqft } from "../../test/support/property";

/** What a screen reader hears from the chat: "typing" once, each reply once as plain text, and Play buttons told apart. */

test("the typing state is a status message, and the reply is announced once, without markdown marks", async ({ home, page }) => {
  const release = await holdRoute(page, "**/api/chat.php");
  await home.open();
  const status = page.getByRole("status").filter({ hasText: "The consultant is typing…" });
  await expect(status).toHaveCount(0);

  await home.send("How much is Blitz a month?");
  await expect(status).toHaveCount(1);
  // The dots are decoration, not a second announcement.
  await expect(home.typing.locator("[aria-hidden=true]")).toHaveCount(1);

  release();
  await expect(home.assistantMessages()).toHaveCount(2);
  await expect(status).toHaveCount(0);
  // The bubble shows the price (RM2,876 in the sample) in bold; the announcer reads it without the asterisks.
  await expect(home.assistantMessages().last().locator("strong").first()).toBeVisible();
  await expect(home.announcer).toContainText(rm(B.installment));
  await expect(home.announcer).not.toContainText("**");
});

test("each Play button names the reply it plays", async ({ home }) => {
  await home.open();
  await home.send("How big is Blitz?");
  await expect(home.assistantMessages()).toHaveCount(2);
  const welcome = home.playButton(home.assistantMessages().first());
  const reply = home.playButton(home.assistantMessages().last());
  await expect(reply).toHaveAccessibleName(new RegExp(`^Play: .*${sqft(B)}`));
  await expect(welcome).toHaveAccessibleName(/^Play: /);
  await expect(welcome).not.toHaveAccessibleName(new RegExp(sqft(B)));
});

test("page load leaves focus at the top: the first Tab reaches the header, not the chat box below the fold", async ({ home, page }) => {
  await home.open();
  await expect(home.chatInput).not.toBeFocused();
  await page.keyboard.press("Tab");
  const focusedInHeader = await page.evaluate(() => document.activeElement?.closest("header") !== null);
  expect(focusedInHeader).toBe(true);
  await expect(home.chatInput).not.toBeFocused();
});
