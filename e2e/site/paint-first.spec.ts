import { expect, test } from "../support/fixtures";
import { expectFrameworkRunning, languagePath } from "./helpers";

const FRAMEWORK_OR_FONT = /\/_next\/static\/(chunks\/[^/]+\.js|media\/[^/]+\.woff2)$/;

for (const code of ["en", "ar"] as const) {
  test(`${code}: the hero picture is on screen before the framework's scripts and the web fonts are asked for`, async ({ page }) => {
    await page.goto(`${languagePath(code)}?intro=0`);
    // Nothing from the visitor: the page goes on by itself once the picture is drawn.
    await expectFrameworkRunning(page);
    // With the splash skipped the faces are fetched for the next visit, once this one has loaded and is idle.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(".woff2"))))
      .toBe(true);

    const timing = await page.evaluate(async (pattern) => {
      const paints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: "largest-contentful-paint", buffered: true }),
      );
      const hero = paints.find(
        (entry) => (entry as PerformanceEntry & { element: Element | null }).element?.getAttribute("fetchpriority") === "high",
      );
      const fetched = performance
        .getEntriesByType("resource")
        .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime }));
      return { heroAt: hero?.startTime ?? null, fetched };
    }, FRAMEWORK_OR_FONT.source);

    expect(timing.heroAt, "the hero picture is the page's largest paint").not.toBeNull();
    expect(timing.fetched.filter((r) => r.path.endsWith(".js")).length, "framework scripts").toBeGreaterThan(0);
    expect(timing.fetched.filter((r) => r.path.endsWith(".woff2")).length, "web fonts").toBeGreaterThan(0);
    for (const resource of timing.fetched) expect(resource.at, resource.path).toBeGreaterThanOrEqual(timing.heroAt!);
  });
}

test("the built page names its framework scripts and web fonts without loading them, and keeps no script preload", async ({ page }) => {
  for (const path of ["/", "/zh"]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html, path).not.toMatch(/<link rel="preload" as="script"/);
    expect(
      html.match(/<script type="text\/plain" data-after-paint="\/_next\/static\/chunks\/[^"]+\.js"><\/script>/g)?.length ?? 0,
      path,
    ).toBeGreaterThan(2);
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
    expect(styles, path).toContain("@font-face");
    expect(styles, path).not.toContain(".woff2");
    const faces = JSON.parse(/<script type="application\/json" data-after-paint-fonts="">(.*?)<\/script>/.exec(html)?.[1] ?? "[]") as [
      string,
      string,
    ][];
    expect(faces.map(([, src]) => src).filter((src) => src.includes(".woff2")).length, path).toBeGreaterThanOrEqual(8);
  }
});

test("a key pressed before the picture is drawn starts the page at once", async ({ page }) => {
  // The picture never arrives: the visitor's key is what lets the framework in.
  await page.route("**/_next/image**", () => {});
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (FRAMEWORK_OR_FONT.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  await page.goto("/?intro=0", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(fetched, "nothing before the picture or the visitor").toEqual([]);
  await page.keyboard.press("Shift");
  await expectFrameworkRunning(page);
  expect(fetched.length).toBeGreaterThan(0);
});
