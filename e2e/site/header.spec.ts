import { expect, test } from "../support/fixtures";
import { DOT, HEALTH_PATH, OFFLINE_PROVIDER, countRequests, en, freezeClock, openHydrated, trackTimeouts } from "./helpers";

const isHealth = (url: string) => new URL(url).pathname === HEALTH_PATH;

test("shows the project title and subtitle, the anchor tenant and the managing brand", async ({ page, home }) => {
  await page.goto("/?intro=0");
  const header = page.getByRole("banner");
  await expect(header.getByRole("heading", { level: 1 })).toHaveText(en.site.projectTitle);
  await expect(header.getByText(en.site.projectSubtitle)).toBeVisible();
  await expect(header.getByText(en.site.anchorTenant, { exact: true })).toBeVisible();
  await expect(header.getByText(`${en.site.managedBy} Aurelia Hotels & Resorts`)).toBeVisible();
  await expect(header.getByRole("img", { name: "Aurelia Hotels & Resorts logo" })).toHaveAttribute("src", "/brand/aurelia-mark.svg");
  await expect(home.badge).toHaveText(new RegExp(`^${en.header.poweredByAI}`));
});

test("the badge tooltip follows the check: checking, connected, not connected; a click re-checks", async ({ page, home }) => {
  await trackTimeouts(page);
  // Hold the first check so the checking state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${HEALTH_PATH}`, async (route) => {
    await held;
    await route.continue();
  });
  const health = countRequests(page, HEALTH_PATH);

  await openHydrated(page);
  await expect(home.badge).toHaveAttribute("data-state", "checking");
  await expect(home.badgeTooltip).toHaveText("Checking connection...");
  await expect(home.badgeDot).toHaveCSS("background-color", DOT.checking);

  release();
  await expect(home.badge).toHaveAttribute("data-state", "connected");
  await expect(home.badgeTooltip).toHaveText(`Connected to ${OFFLINE_PROVIDER}`);
  await expect(home.badgeDot).toHaveCSS("background-color", DOT.connected);
  expect(health.count).toBe(1);

  // The tooltip is shown on hover.
  await expect(home.badgeTooltip).toHaveCSS("opacity", "0");
  await home.badge.hover();
  await expect(home.badgeTooltip).toHaveCSS("opacity", "1");

  // A click re-checks; this time the provider is down.
  await page.unrouteAll();
  await page.route(`**${HEALTH_PATH}`, (route) => route.fulfill({ status: 503, json: { success: false, error: "Provider down" } }));
  const recheck = page.waitForRequest((r) => isHealth(r.url()));
  await home.badge.click();
  expect((await recheck).method()).toBe("POST");
  await expect(home.badge).toHaveAttribute("data-state", "disconnected");
  await expect(home.badgeTooltip).toHaveText("Not connected - Click to retry");
  await expect(home.badgeDot).toHaveCSS("background-color", DOT.disconnected);
  expect(health.count).toBe(2);

  // Clicking again retries, and the provider is back.
  await page.unrouteAll();
  await home.badge.click();
  await expect(home.badge).toHaveAttribute("data-state", "connected");
  await expect(home.badgeTooltip).toHaveText(`Connected to ${OFFLINE_PROVIDER}`);
  expect(health.count).toBe(3);
});

test("re-checks by itself every 300000 ms, and a failed re-check turns the badge red", async ({ page, home }) => {
  await freezeClock(page);
  const health = countRequests(page, HEALTH_PATH);
  const first = page.waitForRequest((r) => isHealth(r.url()));
  await openHydrated(page);
  await first;
  await expect(home.badge).toHaveAttribute("data-state", "connected");

  await page.clock.runFor(299_999);
  expect(health.count).toBe(1);
  const second = page.waitForRequest((r) => isHealth(r.url()));
  await page.clock.runFor(1);
  await second;
  expect(health.count).toBe(2);
  await expect(home.badge).toHaveAttribute("data-state", "connected");

  await page.route(`**${HEALTH_PATH}`, (route) => route.fulfill({ status: 503, json: { success: false } }));
  const third = page.waitForRequest((r) => isHealth(r.url()));
  await page.clock.runFor(300_000);
  await third;
  expect(health.count).toBe(3);
  await expect(home.badge).toHaveAttribute("data-state", "disconnected");
  await expect(home.badgeDot).toHaveCSS("background-color", DOT.disconnected);
  await expect(home.badgeTooltip).toHaveText("Not connected - Click to retry");
});

test("the language menu draws each flag as an inline SVG from the page itself, not an emoji", async ({ page, home }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/ar?intro=0");
  await expect(home.languageSelect.locator("svg[data-flag='SA']")).toBeVisible();
  await home.languageSelect.click();
  const options = page.getByTestId("language-option");
  await expect(options).toHaveCount(9);
  const countries = ["GB", "MY", "CN", "IN", "RU", "ES", "FR", "DE", "SA"];
  for (const [i, country] of countries.entries()) {
    const flag = options.nth(i).locator("svg");
    await expect(flag).toHaveCount(1);
    await expect(flag).toHaveAttribute("data-flag", country);
    await expect(flag).toHaveAttribute("aria-hidden", "true");
    await expect(flag).toBeVisible();
    // A drawing, not a font glyph: it has shapes, and the option's text holds no regional-indicator letters.
    expect(await flag.locator("path, rect, g").count()).toBeGreaterThan(0);
    expect(await options.nth(i).textContent()).not.toMatch(/\p{Regional_Indicator}/u);
  }
  const box = await options.first().locator("svg").boundingBox();
  expect(box!.width / box!.height).toBeCloseTo(1.5, 1);
  const own = new URL(page.url()).origin;
  expect(requested.filter((url) => new URL(url).origin !== own)).toEqual([]);
});
