import { expect, test } from "../support/fixtures";
import type { Page } from "@playwright/test";
import { LANGUAGES, languagePath, openHydrated, trackTimeouts } from "./helpers";

/** Records every CSP refusal the page reports, from before its first script runs. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/**
 * No console error on the main page in any language: failed resource loads,
 * hydration mismatches, CSP refusals and uncaught exceptions all land here.
 * (The splash's own run is checked in splash.spec.ts.)
 */
for (const { code } of LANGUAGES) {
  test(`no console error and no CSP violation on the main page in ${code}`, async ({ page, home, consoleErrors }) => {
    await watchCsp(page);
    await trackTimeouts(page);
    await openHydrated(page, { lang: code });
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(home.badge).toHaveAttribute("data-state", "connected");
    if (code === "en") {
      // Every slide is shown once, so every lazy image (the video poster too) has loaded or failed.
      // The images are the same in every language.
      for (let i = 0; i < 7; i++) {
        await home.slideDots.nth(i).click();
        await expect(home.counter).toHaveText(`${i + 1} / 7`);
        await expect(page.getByTestId(`slide-${i + 1}`).locator("img")).toHaveJSProperty("complete", true);
      }
    }
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeInViewport();
    for (const img of await page.locator("header img, footer img").all()) await expect(img).toHaveJSProperty("complete", true);
    expect(consoleErrors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  test(`no console error and no CSP violation on the privacy notice in ${code}`, async ({ page, home, consoleErrors }) => {
    await watchCsp(page);
    await page.goto(languagePath(code, "/privacy"));
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    // Hydrated: the language menu answers.
    await home.languageSelect.click();
    await expect(home.languageSelect).toHaveAttribute("aria-expanded", "true");
    expect(consoleErrors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
}
