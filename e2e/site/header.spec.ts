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
  // The logo file's drawing, carried inside the page, so it is no request beside the hero picture's.
  const logo = header.getByRole("img", { name: "Aurelia Hotels & Resorts logo" });
  const file = await (await page.request.get("/brand/aurelia-mark.svg")).text();
  await expect(logo).toHaveAttribute("src", `data:image/svg+xml,${encodeURIComponent(file.trim())}`);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
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

test("the language menu draws each flag as an SVG of the site's own, not an emoji, the current one inside the page, and fetches the others only when it is reached for", async ({
  page,
  home,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const flagsFetched = () => requested.map((url) => new URL(url).pathname).filter((path) => path.startsWith("/flags/"));
  await page.goto("/ar?intro=0", { waitUntil: "load" });
  const current = home.languageSelect.locator("img[data-flag='SA']");
  await expect(current).toBeVisible();
  const saudiFlag = (await (await page.request.get("/flags/SA.svg")).text()).trim();
  await expect(current).toHaveAttribute("src", `data:image/svg+xml,${encodeURIComponent(saudiFlag)}`);
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Only the flag on the button is drawn before the visitor reaches for the menu, and it is no request.
  await expect(page.getByTestId("language-option").locator("img")).toHaveCount(0);
  expect(flagsFetched()).toEqual([]);

  await home.languageSelect.click();
  const options = page.getByTestId("language-option");
  await expect(options).toHaveCount(9);
  const countries = ["GB", "MY", "CN", "IN", "RU", "ES", "FR", "DE", "SA"];
  for (const [i, country] of countries.entries()) {
    const flag = options.nth(i).locator("img");
    await expect(flag).toHaveCount(1);
    await expect(flag).toHaveAttribute("data-flag", country);
    await expect(flag).toHaveAttribute("src", `/flags/${country}.svg`);
    // Decoration: the language's name follows it.
    await expect(flag).toHaveAttribute("alt", "");
    await expect(flag).toBeVisible();
    // A drawing that loaded, not a font glyph: the option's text holds no regional-indicator letters.
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await options.nth(i).textContent()).not.toMatch(/\p{Regional_Indicator}/u);
  }
  const box = await options.first().locator("img").boundingBox();
  expect(box!.width / box!.height).toBeCloseTo(1.5, 1);
  const own = new URL(page.url()).origin;
  expect(requested.filter((url) => new URL(url).origin !== own)).toEqual([]);

  // Still vector drawings, served as files are: with the one locked-down policy of a file.
  for (const country of countries) {
    const file = await page.request.get(`/flags/${country}.svg`);
    expect(file.status(), country).toBe(200);
    expect(file.headers()["content-type"], country).toMatch(/^image\/svg\+xml/);
    const viewBox = /^<svg[^>]* viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(await file.text());
    expect(viewBox, country).not.toBeNull();
    expect(Number(viewBox![1]) / Number(viewBox![2]), country).toBeCloseTo(1.5, 1);
    const policies = file.headersArray().filter((h) => h.name.toLowerCase() === "content-security-policy");
    expect(
      policies.map((h) => h.value),
      country,
    ).toEqual([expect.stringMatching(/^default-src 'none'/)]);
  }
});
