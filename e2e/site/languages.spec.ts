import type { Page } from "@playwright/test";
import type { HomePage } from "../pages/home-page";
import { expect, test } from "../support/fixtures";
import { LANGUAGES, type LanguageCode, en, exactly, messages, oneOf, openHydrated, trackTimeouts } from "./helpers";

const info = (code: LanguageCode) => LANGUAGES.find((l) => l.code === code)!;
const welcomes = (code: LanguageCode) => Object.values(messages(code).welcome as Record<string, string>);

test.beforeEach(async ({ page }) => {
  await trackTimeouts(page);
});

/** The page is in `code`: `<html lang dir>`, the dropdown, and the translated labels. */
async function expectPageIn(page: Page, home: HomePage, code: LanguageCode) {
  const m = messages(code);
  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", info(code).tag);
  await expect(html).toHaveAttribute("dir", info(code).dir);
  await expect(page.locator("#chat-title")).toHaveText(exactly(m.site.chatTitle));
  await expect(page.getByRole("banner").locator("h1 + p")).toHaveText(exactly(m.site.projectSubtitle));
  await expect(page.locator("#units-title")).toHaveText(exactly(m.site.propertyCards));
  await expect(page.locator("#footer-about")).toHaveText(exactly(m.site.aboutTitle));
  await expect(home.chatInput).toHaveAttribute("placeholder", m.site.typePlaceholder);
  await expect(home.languageSelect).toHaveValue(code);
}

test("the dropdown offers nine languages with their flags and native names", async ({ page, home }) => {
  await page.goto("/?intro=0");
  const options = home.languageSelect.locator("option");
  await expect(options).toHaveText(LANGUAGES.map((l) => l.option));
  await expect(options).toHaveCount(9);
  for (const [i, l] of LANGUAGES.entries()) await expect(options.nth(i)).toHaveAttribute("value", l.code);
  await expect(home.languageSelect).toHaveValue("en");
  await expect(home.languageSelect).toHaveAccessibleName(en.site.language);
});

test("switching through all nine languages updates the page in place and restarts the chat", async ({ page, home, context }) => {
  await openHydrated(page);
  await expectPageIn(page, home, "en");
  await page.evaluate(() => ((window as unknown as { __e2eMarker: string }).__e2eMarker = "same document"));

  // A conversation in progress is replaced by the new language's welcome.
  await home.send("How big is Blitz?");
  await expect(home.assistantMessages().last()).toContainText("743 sq ft");
  await expect(home.messages).toHaveCount(3);

  for (const code of ["my", "zh", "hi", "ru", "es", "fr", "de", "ar", "en"] as const) {
    await home.chooseLanguage(code);
    await expectPageIn(page, home, code);
    await expect(home.messages, `one welcome message in ${code}`).toHaveCount(1);
    await expect(home.messages.first()).toHaveAttribute("data-message-id", "welcome");
    await expect(home.messages.first()).toContainText(oneOf(welcomes(code)));
    expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker), "no reload").toBe("same document");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe(code);
  }
});

for (const code of ["my", "ar", "de"] as const) {
  test(`a chosen language (${code}) is kept in the lang cookie and rendered by the server on the next visit`, async ({ page, home, context }) => {
    await openHydrated(page);
    await home.chooseLanguage(code);
    await expectPageIn(page, home, code);
    const cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie?.value).toBe(code);
    expect(cookie?.path).toBe("/");

    // The server renders the next request in that language, before any script runs.
    const response = await page.request.get("/?intro=0");
    const html = await response.text();
    expect(html).toContain(`<html lang="${info(code).tag}" dir="${info(code).dir}" data-locale="${code}"`);
    expect(html).toContain(messages(code).site.chatTitle);

    const next = await context.newPage();
    await next.goto("/?intro=0");
    await expect(next.locator("html")).toHaveAttribute("lang", info(code).tag);
    await expect(next.locator("#chat-title")).toHaveText(exactly(messages(code).site.chatTitle));
    await next.close();
  });
}

test("?lang=fr opens the page in French and saves the choice", async ({ page, home, context }) => {
  const response = await page.goto("/?lang=fr&intro=0");
  expect(await response?.headerValue("set-cookie")).toMatch(/(^|\n)lang=fr; Path=\//);
  await expectPageIn(page, home, "fr");
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("fr");

  const later = await page.request.get("/?intro=0");
  expect(await later.text()).toContain('<html lang="fr" dir="ltr"');
});

test("an unknown ?lang= falls back to English and saves nothing", async ({ page, home, context }) => {
  const response = await page.goto("/?lang=xx&intro=0");
  expect((await response?.headerValue("set-cookie")) ?? "").not.toContain("lang=");
  await expectPageIn(page, home, "en");
  expect((await context.cookies()).find((c) => c.name === "lang")).toBeUndefined();
});

test("Arabic is laid out right to left", async ({ page, home }) => {
  const ar = messages("ar");
  await openHydrated(page, { lang: "ar" });
  await expectPageIn(page, home, "ar");

  // The brand block starts on the right, the controls sit to its left.
  const brand = await page.getByRole("banner").locator("h1").boundingBox();
  const controls = await home.languageSelect.boundingBox();
  expect(brand && controls).toBeTruthy();
  expect(brand!.x).toBeGreaterThan(controls!.x + controls!.width);

  // The carousel's "previous" arrow is on the right, "next" on the left.
  const previous = await page.getByRole("button", { name: ar.hero.previous }).boundingBox();
  const next = await page.getByRole("button", { name: ar.hero.next }).boundingBox();
  expect(previous!.x).toBeGreaterThan(next!.x);
  const viewport = await home.carouselViewport.boundingBox();
  expect(previous!.x + previous!.width / 2).toBeGreaterThan(viewport!.x + viewport!.width / 2);

  // Text starts on the right: the chat box is right-aligned by direction.
  await expect(home.chatInput).toHaveCSS("direction", "rtl");
});
