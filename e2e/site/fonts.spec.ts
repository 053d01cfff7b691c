import type { Page } from "@playwright/test";
import { HomePage } from "../pages/home-page";
import { expect, test } from "../support/fixtures";
import { expectFrameworkRunning, languagePath, messages } from "./helpers";

/** The main page in a language whose tag is its code, splash skipped, with its fonts settled. */
async function open(page: Page, code: "en" | "hi" | "zh" | "ar") {
  await page.goto(`${languagePath(code)}?intro=0`);
  await expect(page.locator("html")).toHaveAttribute("lang", code);
  // The web fonts are handed to the browser with the framework, once the hero picture is drawn (lib/shared/ui/paint-first.ts).
  await expectFrameworkRunning(page);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The address of the Devanagari face lib/server/ui/fonts.ts ships: the face of the family its
 * `--font-noto-devanagari` variable names. Every built page carries all the faces, in the data block
 * the paint-first script adds them from (lib/server/build/paint-first-page.ts); a browser fetches one only
 * when text drawn in it needs its characters.
 */
async function devanagariFaceUrl(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const family = getComputedStyle(document.documentElement)
      .getPropertyValue("--font-noto-devanagari")
      .split(",")[0]
      .trim()
      .replace(/^"|"$/g, "");
    const block = document.querySelector("script[data-after-paint-fonts]");
    const faces = JSON.parse(block?.textContent ?? "[]") as [string, string][];
    const src = faces.find(([name]) => name === family)?.[1];
    const url = src && /url\("?([^")]+)"?\)/.exec(src)?.[1];
    return url ? new URL(url, location.href).href : null;
  });
}

test("the Hindi face is downloaded on /hi and nowhere else, not even where the menu shows हिन्दी", async ({ browser }) => {
  for (const code of ["hi", "en", "zh", "ar"] as const) {
    // A page of its own each time: a face in the memory cache is "requested" again by any later page that declares it.
    const context = await browser.newContext();
    const page = await context.newPage();
    const home = new HomePage(page);
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".woff2")) fonts.push(request.url());
    });
    await open(page, code);
    const face = await devanagariFaceUrl(page);
    expect(face, "the Devanagari face is declared").toMatch(/devanagari[^/]*\.woff2$/);
    if (code === "hi") {
      await expect.poll(() => fonts.includes(face!), { message: "the Devanagari face is fetched on /hi" }).toBe(true);
    } else {
      // Devanagari on screen, in the menu's language names: the system's face draws it.
      await home.languageSelect.click();
      await expect(home.languageOption("hi")).toBeVisible();
      await expect(home.languageOption("hi")).toHaveText("हिन्दी");
      await page.evaluate(() => document.fonts.ready);
      expect(fonts.length, `${code}: the page's own faces were fetched`).toBeGreaterThan(0);
      expect(fonts, `${code}: no Devanagari face`).not.toContain(face);
    }
    await context.close();
  }
});

test("Chinese is drawn in the systems' CJK faces, after Inter, so Latin letters keep the site's face", async ({ page }) => {
  await open(page, "zh");
  const family = await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily);
  const names = family.split(",").map((name) => name.trim().replace(/^"|"$/g, ""));
  const cjk = ["PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC"];
  expect(
    names.filter((name) => cjk.includes(name)),
    family,
  ).toEqual(cjk);
  // Inter's own fallback (app/globals.css) closes the Inter stack.
  expect(names.indexOf("Inter Fallback Clone"), family).toBeGreaterThanOrEqual(0);
  expect(names.indexOf("Inter Fallback Clone"), family).toBeLessThan(names.indexOf(cjk[0]));
});

test("labels tracked in English are not spaced out in Chinese", async ({ page, home }) => {
  for (const code of ["en", "zh"] as const) {
    const m = messages(code);
    await open(page, code);
    const labels = [
      page.getByRole("banner").getByText(m.site.anchorTenant, { exact: true }),
      home.unitCard("typeA").getByText(m.site.typeA, { exact: true }),
    ];
    for (const label of labels) {
      await expect(label, code).toBeVisible();
      if (code === "en") await expect(label).not.toHaveCSS("letter-spacing", "normal");
      else await expect(label).toHaveCSS("letter-spacing", "normal");
    }
  }
});
