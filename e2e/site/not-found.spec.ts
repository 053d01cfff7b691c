import { expect, test } from "../support/fixtures";
import { LANGUAGES, languagePath, messages } from "./helpers";

const SITE = "Aurelia Residences Kuantan";

/** The 404 page names itself in the tab, in the page's language, never with the home page's title. */
for (const { code } of LANGUAGES) {
  test(`the ${code} 404 page has its own title`, async ({ page }) => {
    const m = messages(code);
    const response = await page.goto(languagePath(code, "/no-such-page"));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.notFound.title);
    await expect(page).toHaveTitle(`${m.notFound.title} · ${m.notFound.message} · ${SITE}`);
    expect(await page.title()).not.toBe(m.meta.title);
  });
}

// Such a path reaches app/[locale]/layout.tsx as a "locale": its metadata must not lend the 404 page the home title.
test("a path outside every language gets the English 404 title", async ({ page }) => {
  const en = messages("en");
  const response = await page.goto("/slides/no-such-slide.jpg.html");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`${en.notFound.title} · ${en.notFound.message} · ${SITE}`);
});
