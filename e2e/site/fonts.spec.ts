import type { Page } from "@playwright/test";
import { HomePage } from "../pages/home-page";
import { expect, test } from "../support/fixtures";
import { expectFrameworkRunning, languagePath, messages } from "./helpers";

/** The main page in a language whose tag is its code, splash skipped, with its framework running. */
async function open(page: Page, code: "en" | "hi" | "zh" | "ar") {
  await page.goto(`${languagePath(code)}?intro=0`);
  await expect(page.locator("html")).toHaveAttribute("lang", code);
  // The framework runs once the hero picture is drawn; with the splash skipped, the web fonts are fetched for the
  // next visit once this one is idle (lib/shared/ui/paint-first.ts).
  await expectFrameworkRunning(page);
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
      await expect.poll(() => fonts.length, { message: `${code}: the page's own faces were fetched` }).toBeGreaterThan(0);
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

/** The families of the web faces the build took out of the page's styles, as the paint-first script hands them over. */
async function webFamilies(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const block = document.querySelector("script[data-after-paint-fonts]");
    return (JSON.parse(block?.textContent ?? "[]") as [string][]).map(([family]) => family);
  });
}

/** The web faces handed to the page, by family, with their status. */
async function facesHandedOver(page: Page): Promise<string[]> {
  const families = await webFamilies(page);
  return page.evaluate(
    (names) => [...document.fonts].filter((face) => names.includes(face.family.replace(/^"|"$/g, ""))).map((face) => face.family),
    families,
  );
}

/** Whether the main heading is drawn in a face the page shipped, as the browser itself reports the fonts it used. */
async function headingInWebFace(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "main h1, h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.some((font) => font.isCustomFont);
}

test("a page in use is never laid out again for a face: the faces come under the splash, or from the cache before the next visit's first layout", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".woff2")) fetched.push(request.url());
  });

  // First visit, splash skipped: the faces are fetched for later, and the page keeps the fallbacks it was drawn in.
  await open(page, "en");
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("fonts-fetched-")))).toBe(true);
  expect(fetched.length, "the faces the text needs were fetched").toBeGreaterThan(0);
  expect(await facesHandedOver(page)).toEqual([]);
  expect(await headingInWebFace(page)).toBe(false);

  // The next visit: every face is handed over before the first paint, and the heading is drawn in the site's face.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return;
      observer.disconnect();
      (window as { facesAtFirstPaint?: number }).facesAtFirstPaint = document.fonts.size;
    }).observe({ type: "paint", buffered: true });
  });
  await page.goto("/?intro=0");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectFrameworkRunning(page);
  const families = await webFamilies(page);
  expect(await facesHandedOver(page)).toHaveLength(families.length);
  const atFirstPaint = await page.evaluate(() => (window as { facesAtFirstPaint?: number }).facesAtFirstPaint);
  expect(atFirstPaint, "faces in the page's font set at its first paint").toBeGreaterThanOrEqual(families.length);
  await expect.poll(() => headingInWebFace(page)).toBe(true);
  await context.close();

  // A first visit with the splash: the faces are handed over while it hides the page.
  const withSplash = await browser.newContext();
  const splashPage = await withSplash.newPage();
  await splashPage.goto("/");
  await expect(splashPage.getByTestId("splash")).toBeVisible();
  await expect.poll(() => facesHandedOver(splashPage).then((faces) => faces.length)).toBeGreaterThan(0);
  await expect.poll(() => headingInWebFace(splashPage)).toBe(true);
  await withSplash.close();
});
