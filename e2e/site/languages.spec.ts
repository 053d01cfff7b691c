import type { Page } from "@playwright/test";
import type { HomePage } from "../pages/home-page";
import { expect, test } from "../support/fixtures";
import { LANGUAGES, type LanguageCode, en, exactly, languagePath, messages, oneOf } from "./helpers";
import { B, sqft } from "../../test/support/property";

const info = (code: LanguageCode) => LANGUAGES.find((l) => l.code === code)!;
const welcomes = (code: LanguageCode) => Object.values(messages(code).welcome as Record<string, string>);

/** The page is in `code`: `<html lang dir>`, the dropdown, and the translated labels. */
async function expectPageIn(page: Page, home: HomePage, code: LanguageCode) {
  const m = messages(code);
  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", code);
  await expect(html).toHaveAttribute("dir", info(code).dir);
  await expect(page.locator("#chat-title")).toHaveText(exactly(m.site.chatTitle));
  await expect(page.getByRole("banner").locator("h1 + p")).toHaveText(exactly(m.site.projectSubtitle));
  await expect(page.locator("#units-title")).toHaveText(exactly(m.site.propertyCards));
  await expect(page.locator("#footer-about")).toHaveText(exactly(m.site.aboutTitle));
  await expect(home.chatInput).toHaveAttribute("placeholder", m.site.typePlaceholder);
  await expect(home.languageSelect).toHaveAttribute("data-value", code);
}

test("the language menu offers nine languages with their flags and native names, as links to each path", async ({ page, home }) => {
  await page.goto("/?intro=0");
  const options = page.getByTestId("language-option");
  await expect(home.languageSelect).toHaveAttribute("aria-expanded", "false");
  await expect(options.first()).toBeHidden();
  await home.languageSelect.click();
  await expect(home.languageSelect).toHaveAttribute("aria-expanded", "true");
  await expect(options).toHaveText(LANGUAGES.map((l) => l.option));
  await expect(options).toHaveCount(9);
  for (const [i, l] of LANGUAGES.entries()) {
    await expect(options.nth(i)).toHaveAttribute("hreflang", l.code);
    await expect(options.nth(i)).toHaveAttribute("href", languagePath(l.code));
  }
  await expect(options.first()).toHaveAttribute("aria-current", "true");
  await expect(home.languageSelect).toHaveAttribute("data-value", "en");
  await expect(home.languageSelect).toHaveAccessibleName(`${en.site.language}: English`);
  // Moving through the choices changes nothing; Escape closes the menu and gives focus back.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page).toHaveURL(/\/\?intro=0$/);
  await page.keyboard.press("Escape");
  await expect(options.first()).toBeHidden();
  await expect(home.languageSelect).toBeFocused();
});

test("switching through all nine languages updates the page in place and restarts the chat", async ({ page, home, context }) => {
  await home.open();
  await expectPageIn(page, home, "en");
  await page.evaluate(() => ((window as unknown as { __e2eMarker: string }).__e2eMarker = "same document"));

  // A conversation in progress is replaced by the new language's welcome.
  await home.send("How big is Blitz?");
  await expect(home.assistantMessages().last()).toContainText(sqft(B));
  await expect(home.messages).toHaveCount(3);

  for (const code of ["ms", "zh", "hi", "ru", "es", "fr", "de", "ar", "en"] as const) {
    await home.chooseLanguage(code);
    await expectPageIn(page, home, code);
    await expect(home.messages, `one welcome message in ${code}`).toHaveCount(1);
    await expect(home.messages.first()).toHaveAttribute("data-message-id", "welcome");
    await expect(home.messages.first()).toContainText(oneOf(welcomes(code)));
    expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker), "no reload").toBe("same document");
    expect(new URL(page.url()).pathname).toBe(languagePath(code));
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe(code);
  }
});

for (const code of ["ms", "ar", "de"] as const) {
  test(`every page of ${code} has its own path, and a chosen language brings a returning visitor from / to it`, async ({
    page,
    home,
    context,
  }) => {
    // Served at its path, rendered in its language before any script runs.
    const direct = await page.request.get(`${languagePath(code)}?intro=0`, { maxRedirects: 0 });
    expect(direct.status()).toBe(200);
    expect(await direct.text()).toContain(`<html lang="${code}" dir="${info(code).dir}" data-locale="${code}"`);

    await home.open();
    await home.chooseLanguage(code);
    await expectPageIn(page, home, code);
    const cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie?.value).toBe(code);
    expect(cookie?.path).toBe("/");

    const next = await context.newPage();
    await next.goto("/?intro=0");
    await expect(next).toHaveURL(new RegExp(`${languagePath(code)}\\?intro=0$`));
    await expect(next.locator("html")).toHaveAttribute("lang", code);
    await expect(next.locator("#chat-title")).toHaveText(exactly(messages(code).site.chatTitle));
    await next.close();
  });
}

test("a visitor without a choice, and every crawler, gets English at /, whatever their browser's language", async ({ page }) => {
  const response = await page.request.get("/?intro=0", { headers: { "accept-language": "ar,fr;q=0.8" }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="en" dir="ltr"');
});

test("old ?lang= links answer 308 to the language's path, keep the rest of the query, and save the choice", async ({
  page,
  home,
  context,
}) => {
  const redirect = await page.request.get("/?lang=fr&intro=0&utm_source=mail", { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(new URL(redirect.headers()["location"], "http://x").pathname).toBe("/fr");
  expect(new URL(redirect.headers()["location"], "http://x").search).toBe("?intro=0&utm_source=mail");
  expect(redirect.headers()["set-cookie"]).toMatch(/(^|\n)lang=fr; Path=\//);

  const malay = await page.request.get("/privacy?lang=my", { maxRedirects: 0 });
  expect(malay.status()).toBe(308);
  expect(new URL(malay.headers()["location"], "http://x").pathname).toBe("/ms/privacy");

  await page.goto("/?lang=fr&intro=0");
  await expect(page).toHaveURL(/\/fr\?intro=0$/);
  await expectPageIn(page, home, "fr");
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("fr");
});

test("an unknown ?lang= falls back to English and saves nothing", async ({ page, home, context }) => {
  const response = await page.request.get("/?lang=xx&intro=0", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()["set-cookie"] ?? "").not.toContain("lang=");
  await page.goto("/?lang=xx&intro=0");
  await expectPageIn(page, home, "en");
  expect((await context.cookies()).find((c) => c.name === "lang")).toBeUndefined();
});

test("switching from an Arabic ?lang= entry to English leaves nothing of Arabic behind", async ({ page, home }) => {
  await page.goto("/?lang=ar&intro=0");
  await expectPageIn(page, home, "ar");
  await home.chooseLanguage("en");
  await expectPageIn(page, home, "en");
  await expect(home.chatInput).toHaveCSS("direction", "ltr");
});

test("the privacy notice has a path per language, and the menu switches it in place", async ({ page, home }) => {
  await page.goto("/ar/privacy");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("main.privacy h1")).toHaveText("إشعار الخصوصية");
  await home.chooseLanguage("de");
  await expect(page).toHaveURL(/\/de\/privacy$/);
  await expect(page.locator("main.privacy h1")).toHaveText("Datenschutzhinweis");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("Arabic is laid out right to left", async ({ page, home }) => {
  const ar = messages("ar");
  await home.open({ lang: "ar" });
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
