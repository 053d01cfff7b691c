import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { SPLASH_EXIT_MS, expectTimerScheduled, freezeClock } from "./helpers";

/** Serious and critical axe findings, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(" ")} — ${v.help}`));
}

for (const lang of ["en", "ar"] as const) {
  test(`no serious or critical accessibility violation on the main page in ${lang}`, async ({ page, home }) => {
    await freezeClock(page);
    await page.goto(`/?lang=${lang}`);
    await expect(home.splash).toBeVisible();
    await expectTimerScheduled(page, 800);

    // Through the splash to the main page.
    await page.clock.runFor(7 * 800);
    await expect(home.splashStatus).toHaveAttribute("data-status", "connected");
    await page.clock.runFor(2000);
    await expect(home.splash.getByRole("button")).toBeFocused();
    await page.clock.runFor(1000);
    await expect(page.getByTestId("site")).not.toHaveAttribute("inert", /.*/);
    await page.clock.runFor(SPLASH_EXIT_MS);
    await expect(home.splash).toHaveCount(0);

    // The chat panel with a conversation in it: a question, a reply and their play buttons.
    await home.send(lang === "ar" ? "ما مساحة Blitz؟" : "How big is Blitz?");
    await expect(home.assistantMessages()).toHaveCount(2);
    await expect(home.playButton()).toBeVisible();
    await expect(home.chatInput).toBeEnabled();
    await page.getByTestId("chat-panel").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("chat-panel")).toBeInViewport();

    // axe runs its checks on timers: let the clock run again.
    await page.clock.resume();
    expect(await seriousViolations(page), "the main page").toEqual([]);
  });
}

test("no serious or critical accessibility violation on the splash", async ({ page, home }) => {
  await page.goto("/");
  await expect(home.splash).toBeVisible();
  await expect(home.splashLines.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("no serious or critical accessibility violation on the not-found page", async ({ page }) => {
  await page.goto("/nope");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  expect(await seriousViolations(page)).toEqual([]);
});
