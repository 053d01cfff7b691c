import type { Locator, Page } from "@playwright/test";
import type { HomePage } from "../pages/home-page";
import { expect, test } from "../support/fixtures";
import {
  DOT,
  HEALTH_PATH,
  LANGUAGES,
  OFFLINE_PROVIDER,
  SPLASH_EXIT_MS,
  CAROUSEL_TIMER_MS,
  countRequests,
  en,
  escapeRegExp,
  expectTimerScheduled,
  freezeClock,
  languagePath,
  messages,
} from "./helpers";

/** Spec §2 and §9: seven boot lines 800 ms apart; the enter button 2 s after the check; pressed 1 s later. */
const LINE_MS = 800;
const BOOT_LINES: string[] = Array.from({ length: 7 }, (_, i) => en.splash[`boot${i + 1}`]);
// Each boot line starts with a decorative prompt character, hidden from assistive technology.
const bootLine = (text: string) => new RegExp(`${escapeRegExp(text)}$`);

test.beforeEach(async ({ page }) => {
  await freezeClock(page);
});

/** Opens `/` and waits until the splash has scheduled its boot timers. */
async function openSplash(page: Page, home: HomePage) {
  await page.goto("/");
  await expect(home.splash).toBeVisible();
  await expectTimerScheduled(page, LINE_MS);
}

/** Runs the boot through the seventh line, when the health check starts. */
async function bootAllLines(page: Page, home: HomePage) {
  for (let line = 1; line <= 6; line++) {
    await page.clock.runFor(LINE_MS);
    await expect(home.splashLines).toHaveCount(line);
  }
  await page.clock.runFor(LINE_MS);
  // The check's result lines may follow at once, so the seventh line is found by position.
  await expect(home.splashLines.nth(6)).toHaveText(bootLine(BOOT_LINES[6]));
}

/** The splash has been left: the page is live at once, and the splash is gone once it has faded out. */
async function expectSplashLeft(page: Page, home: HomePage) {
  await expect(page.getByTestId("site")).not.toHaveAttribute("inert", /.*/);
  await page.clock.runFor(SPLASH_EXIT_MS);
  await expect(home.splash).toHaveCount(0);
}

/** After the check: the button appears 2 s later, takes focus, and is pressed 1 s after that. */
async function waitOutSplash(page: Page, home: HomePage) {
  await page.clock.runFor(2000);
  await expect(home.enterButton).toBeFocused();
  await page.clock.runFor(1000);
  await expectSplashLeft(page, home);
}

test("boots seven lines 800 ms apart, checks the connection after the last, then enters by itself", async ({
  page,
  home,
  consoleErrors,
}) => {
  const health = countRequests(page, HEALTH_PATH);
  await openSplash(page, home);

  await expect(page.getByRole("heading", { name: "SYSTEM TERMINAL" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "CONNECTION STATUS" })).toBeVisible();
  await expect(home.splashStatus).toHaveText("TESTING");
  await expect(home.splashLines).toHaveCount(0);
  await expect(home.enterButton).toHaveCount(0);

  for (let line = 1; line <= 6; line++) {
    await page.clock.runFor(LINE_MS);
    await expect(home.splashLines).toHaveCount(line);
    await expect(home.splashLines.last()).toHaveText(bootLine(BOOT_LINES[line - 1]));
    expect(health.count, `no health check while line ${line} is the last`).toBe(0);
  }
  await page.clock.runFor(LINE_MS - 1);
  await expect(home.splashLines).toHaveCount(6);
  expect(health.count).toBe(0);

  // The seventh line and the health check come together.
  const check = page.waitForRequest((r) => new URL(r.url()).pathname === HEALTH_PATH);
  await page.clock.runFor(1);
  const request = await check;
  expect(request.method()).toBe("POST");
  expect(request.headers()["content-type"]).toContain("application/json");
  expect(request.postData()).toBeNull();

  await expect(home.splashStatus).toHaveText("CONNECTED");
  await expect(home.splashStatus).toHaveAttribute("data-status", "connected");
  await expect(home.splashLines).toHaveText([
    ...BOOT_LINES.map(bootLine),
    `Connection established: ${OFFLINE_PROVIDER}`,
    "All systems ready",
  ]);
  expect(health.count).toBe(1);

  // The button comes 2 s after the check finished, not at 1.9 s.
  await page.clock.runFor(1900);
  await expect(home.enterButton).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(home.enterButton).toBeVisible();
  // It takes focus, in the same step that schedules the automatic press.
  await expect(home.enterButton).toBeFocused();
  // It takes over from "Skip intro", which would now do the same.
  await expect(home.skipIntro).toHaveCount(0);

  await page.clock.runFor(999);
  await expect(home.enterButton).toBeVisible();
  await expect(page.getByTestId("site")).toHaveAttribute("inert", "");
  await page.clock.runFor(1);
  await expectSplashLeft(page, home);

  // The main page is usable, focus is on its heading, and the badge starts from the splash's result without checking again.
  await expect(home.mainHeading).toHaveText(en.site.projectTitle);
  await expect(home.mainHeading).toBeFocused();
  await home.chatInput.fill("Hello");
  await expect(home.chatInput).toHaveValue("Hello");
  await expect(home.badge).toHaveAttribute("data-state", "connected");
  await expect(home.badgeDot).toHaveCSS("background-color", DOT.connected);
  await expect(home.badgeTooltip).toHaveText(`Connected to ${OFFLINE_PROVIDER}`);
  expect(health.count).toBe(1);
  expect(consoleErrors, "no console error through the splash").toEqual([]);
});

test("the visitor can press Enter AI Assistant before the automatic press", async ({ page, home }) => {
  await openSplash(page, home);
  await bootAllLines(page, home);
  await expect(home.splashStatus).toHaveText("CONNECTED");
  await page.clock.runFor(2000);
  await expect(home.enterButton).toBeVisible();

  // The clock stands still, so only the visitor's click can close the splash.
  await home.enterButton.click();
  await expectSplashLeft(page, home);
  await expect(home.badge).toHaveAttribute("data-state", "connected");
  await expect(home.mainHeading).toBeFocused();
  // The next Tab goes on from the top of the page, into the header.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").locator(":focus")).toHaveCount(1);
});

/** The focus ring as drawn: the outline's style and width on the focused heading. */
const ringOf = (heading: Locator) =>
  heading.evaluate((h) => ({
    focusVisible: h.matches(":focus-visible"),
    style: getComputedStyle(h).outlineStyle,
    width: getComputedStyle(h).outlineWidth,
  }));

test.describe("focus after the splash", () => {
  test("lands on the site title without a ring for a visitor who only used the mouse", async ({ page, home }) => {
    await openSplash(page, home);
    await page.mouse.move(400, 300);
    await bootAllLines(page, home);
    await expect(home.splashStatus).toHaveText("CONNECTED");
    await waitOutSplash(page, home);

    await expect(home.mainHeading).toBeFocused();
    // The browser holds the title for focus-visible (the splash focused its buttons by script, and the
    // ring follows script focus), yet nothing is drawn around it.
    expect(await ringOf(home.mainHeading)).toEqual({ focusVisible: true, style: "none", width: expect.any(String) });
    // The visitor's first key brings the ring back, and Tab goes on from the top of the page as before.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").locator(":focus")).toHaveCount(1);
    const focused = page.getByRole("banner").locator(":focus");
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
  });

  test("lands on the site title without a ring when the visitor clicks Enter AI Assistant", async ({ page, home }) => {
    await openSplash(page, home);
    await bootAllLines(page, home);
    await expect(home.splashStatus).toHaveText("CONNECTED");
    await page.clock.runFor(2000);
    await home.enterButton.click();
    await expectSplashLeft(page, home);
    await expect(home.mainHeading).toBeFocused();
    expect((await ringOf(home.mainHeading)).style).toBe("none");
  });

  test("shows the ring on the site title for a visitor who used the keyboard", async ({ page, home }) => {
    await openSplash(page, home);
    await bootAllLines(page, home);
    await expect(home.splashStatus).toHaveText("CONNECTED");
    await page.clock.runFor(2000);
    await expect(home.enterButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expectSplashLeft(page, home);

    await expect(home.mainHeading).toBeFocused();
    expect(await ringOf(home.mainHeading)).toEqual({ focusVisible: true, style: "solid", width: "3px" });
  });
});

test.describe("Skip intro", () => {
  test("is there from the first paint, takes focus, and leaves at once with focus on the main heading", async ({
    page,
    home,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const skip = document.querySelector<HTMLElement>("[data-testid='splash-skip']");
        (window as unknown as { skipAtParse: string }).skipAtParse = skip
          ? `${skip.textContent}|${getComputedStyle(skip).display}`
          : "absent";
      });
    });
    const health = countRequests(page, HEALTH_PATH);
    await openSplash(page, home);
    expect(await page.evaluate(() => (window as unknown as { skipAtParse: string }).skipAtParse)).toBe(`${en.splash.skip}|block`);
    await expect(home.skipIntro).toHaveAccessibleName(en.splash.skip);
    await expect(home.skipIntro).toBeFocused();

    // Pressed at the first line: no check has answered, so the splash goes at once and the badge checks by itself.
    await page.clock.runFor(LINE_MS);
    await expect(home.splashLines).toHaveCount(1);
    const check = page.waitForRequest((r) => new URL(r.url()).pathname === HEALTH_PATH);
    await page.keyboard.press("Enter");
    await expect(home.splash).toHaveCount(0);
    // React answered the press, not the pre-paint script (lib/shared/ui/intro.ts), which acts only before hydration.
    await expect(page.locator("html")).not.toHaveAttribute("data-intro", /.*/);
    await expect(page.getByTestId("site")).not.toHaveAttribute("inert", /.*/);
    await expect(home.mainHeading).toBeFocused();
    await check;
    await expect(home.badge).toHaveAttribute("data-state", "connected");
    expect(health.count).toBe(1);
    // The boot sequence stopped with the splash: no late line, no second check.
    await page.clock.runFor(20_000);
    expect(health.count).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  test("after the check has answered, hands its result to the badge without checking again", async ({ page, home }) => {
    const health = countRequests(page, HEALTH_PATH);
    await openSplash(page, home);
    await bootAllLines(page, home);
    await expect(home.splashStatus).toHaveText("CONNECTED");
    // What the press left, read as soon as React has handled it: the fade runs on the browser's own clock (not the
    // test's), so by the next check the splash may be gone either way.
    await page.evaluate(() =>
      window.addEventListener("click", () => {
        const splash = document.querySelector("[data-testid='splash']");
        (window as unknown as { __afterSkip: string }).__afterSkip = !splash ? "gone" : splash.closest("[inert]") ? "fading" : "shown";
      }),
    );
    await home.skipIntro.click();
    // It fades out, inert, as it would after Enter AI Assistant: React's leave with the answer, not the pre-paint
    // script's skip nor the skip before any answer, which both drop it at once.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __afterSkip?: string }).__afterSkip)).toBe("fading");
    await expect(page.locator("html")).not.toHaveAttribute("data-intro", /.*/);
    await expectSplashLeft(page, home);
    await expect(home.mainHeading).toBeFocused();
    await expect(home.badge).toHaveAttribute("data-state", "connected");
    await expect(home.badgeTooltip).toHaveText(`Connected to ${OFFLINE_PROVIDER}`);
    expect(health.count).toBe(1);
  });

  test("works before the page has hydrated: the splash goes at once and stays gone, and the page is usable", async ({
    page,
    home,
    consoleErrors,
  }) => {
    const health = countRequests(page, HEALTH_PATH);
    // The page's scripts are held back until after the press, so only the built HTML and its pre-paint script are there.
    let releaseScripts!: () => void;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    // Scripts only: the stylesheets block the parser, which would then never reach the pre-paint script.
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(home.splash).toBeVisible();
    await expect(home.splash).toHaveAttribute("data-running", "false");

    await home.skipIntro.click();
    await expect(home.splash).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("data-intro", "skip");
    await expect(home.mainHeading).toBeFocused();
    // Remembered for the session as React's skip does, for a site that shows the splash once per session.
    expect((await page.context().cookies()).find((c) => c.name === "intro_seen")?.value).toBe("1");
    expect(health.count, "nothing ran but the pre-paint script").toBe(0);

    const check = page.waitForRequest((r) => new URL(r.url()).pathname === HEALTH_PATH);
    releaseScripts();
    // Hydrated: the carousel has scheduled its auto-advance, which it does only with the splash out of the way.
    await expectTimerScheduled(page, CAROUSEL_TIMER_MS);
    await expect(home.splash).toHaveCount(0);
    await expect(page.getByTestId("site")).not.toHaveAttribute("inert", /.*/);
    await expect(home.mainHeading).toBeFocused();
    // As for ?intro=0: the badge checks by itself, once.
    await check;
    await expect(home.badge).toHaveAttribute("data-state", "connected");
    await home.chatInput.fill("Hello");
    await expect(home.chatInput).toHaveValue("Hello");
    // No boot sequence behind it: nothing comes back later.
    await page.clock.runFor(20_000);
    await expect(home.splash).toHaveCount(0);
    expect(health.count).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  test("is translated in every language", async ({ page, home }) => {
    // Nine pages, each opened and drawn in turn: three times the time of a test of one page.
    test.slow();
    for (const { code } of LANGUAGES) {
      await page.goto(languagePath(code));
      await expect(home.skipIntro, code).toHaveAccessibleName(messages(code).splash.skip);
      await expect(home.skipIntro, code).toBeVisible();
      if (code !== "en") expect(messages(code).splash.skip, code).not.toBe(en.splash.skip);
    }
  });
});

test("scripts without a monospaced face are drawn in the page's font, the others in the terminal's", async ({ page, home }) => {
  // Nine pages, each opened and drawn in turn: three times the time of a test of one page.
  test.slow();
  for (const { code } of LANGUAGES) {
    await page.goto(languagePath(code));
    await expect(home.splash).toBeVisible();
    const [splashFont, bodyFont] = await home.splash.evaluate((el) => [
      getComputedStyle(el).fontFamily,
      getComputedStyle(document.body).fontFamily,
    ]);
    if (["zh", "hi", "ar"].includes(code)) {
      expect(splashFont, code).toBe(bodyFont);
      expect(splashFont, code).not.toMatch(/monospace/);
    } else {
      expect(splashFont, code).toMatch(/^ui-monospace,.*monospace$/);
    }
  }
});

test.describe("the boot lines' prompt", () => {
  // Enlarged, so the glyph's shape is there to measure in a screenshot.
  test.use({ deviceScaleFactor: 4 });

  /**
   * Which way the first line's prompt points, read off its pixels: the tip of "›" lies further right
   * than the ends of its arms, the tip of "‹" further left.
   */
  async function promptPointing(page: Page, home: HomePage): Promise<"right" | "left"> {
    const prompt = home.splashLines.first().locator("[aria-hidden='true']");
    await expect(prompt).toHaveText("›");
    const png = await prompt.screenshot({ animations: "disabled" });
    return page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      // The glyph is teal on the dark panel: ink wherever green is bright. Each inked row's mean x.
      const rows: number[] = [];
      for (let y = 0; y < height; y++) {
        let sum = 0;
        let count = 0;
        for (let x = 0; x < width; x++) {
          if (data[(y * width + x) * 4 + 1] > 120) {
            sum += x;
            count++;
          }
        }
        if (count) rows.push(sum / count);
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const third = Math.max(1, Math.floor(rows.length / 3));
      const arms = mean([...rows.slice(0, third), ...rows.slice(-third)]);
      const tip = mean(rows.slice(third, rows.length - third));
      return tip > arms ? "right" : "left";
    }, png.toString("base64"));
  }

  for (const { code, dir } of [
    { code: "en", dir: "right" },
    { code: "ar", dir: "left" },
  ] as const) {
    test(`points the way the line reads in ${code}`, async ({ page, home }) => {
      await page.goto(languagePath(code));
      await expect(home.splash).toBeVisible();
      await expectTimerScheduled(page, LINE_MS);
      await page.clock.runFor(LINE_MS);
      await expect(home.splashLines).toHaveCount(1);
      expect(await promptPointing(page, home)).toBe(dir);
      // It stands at the start of the line, ahead of the words: the right end in Arabic.
      const [prompt, line] = await Promise.all([
        home.splashLines.first().locator("[aria-hidden='true']").boundingBox(),
        home.splashLines.first().boundingBox(),
      ]);
      if (dir === "right") expect(prompt!.x - line!.x).toBeLessThan(2);
      else expect(line!.x + line!.width - (prompt!.x + prompt!.width)).toBeLessThan(2);
    });
  }
});

test.describe("when the connection test fails", () => {
  const cases = [
    {
      name: "shows the server's error text",
      fail: (page: Page) =>
        page.route(`**${HEALTH_PATH}`, (route) => route.fulfill({ status: 503, json: { success: false, error: "Provider down" } })),
      text: "Provider down",
    },
    {
      name: "shows 'Connection test failed' when the server gives no text",
      fail: (page: Page) => page.route(`**${HEALTH_PATH}`, (route) => route.fulfill({ status: 503, json: { success: false } })),
      text: "Connection test failed",
    },
    {
      name: "shows 'Network error occurred' on a network failure",
      fail: (page: Page) => page.route(`**${HEALTH_PATH}`, (route) => route.abort("connectionrefused")),
      text: "Network error occurred",
    },
  ];

  for (const { name, fail, text } of cases) {
    test(`${name}, warns of limited functionality and still proceeds`, async ({ page, home }) => {
      await fail(page);
      await openSplash(page, home);
      await bootAllLines(page, home);

      await expect(home.splashStatus).toHaveText("DISCONNECTED");
      await expect(home.splashStatus).toHaveAttribute("data-status", "disconnected");
      await expect(home.splashLines).toHaveText([...BOOT_LINES.map(bootLine), text, "Assistant may have limited functionality"]);

      await waitOutSplash(page, home);
      await expect(home.badge).toHaveAttribute("data-state", "disconnected");
      await expect(home.badgeDot).toHaveCSS("background-color", DOT.disconnected);
      await expect(home.badgeTooltip).toHaveText("Not connected - Click to retry");
    });
  }
});

test("?intro=0 skips the splash and the badge checks by itself", async ({ page, home }) => {
  const health = countRequests(page, HEALTH_PATH);
  const check = page.waitForRequest((r) => new URL(r.url()).pathname === HEALTH_PATH);
  await page.goto("/?intro=0");
  await check;
  await expect(home.splash).toHaveCount(0);
  await expect(page.getByTestId("site")).not.toHaveAttribute("inert", /.*/);
  await expect(home.badge).toHaveAttribute("data-state", "connected");
  expect(health.count).toBe(1);
});

test("with reduced motion the lines still appear, without animation", async ({ page, home }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openSplash(page, home);
  await bootAllLines(page, home);
  await expect(home.splashStatus).toHaveText("CONNECTED");
  await expect(home.splashLines).toHaveCount(9);
  for (let i = 0; i < 9; i++) await expect(home.splashLines.nth(i)).toHaveCSS("animation-name", "none");

  await page.clock.runFor(2000);
  await expect(home.enterButton).toHaveCSS("animation-name", "none");
  // The spinning rings stand still: their animation lasts no time at all.
  const rings = page.locator("[data-testid='splash'] [aria-hidden='true'] > span");
  await expect(rings).toHaveCount(3);
  await expect(rings.nth(0)).toHaveCSS("animation-duration", "0s");
  await expect(rings.nth(1)).toHaveCSS("animation-duration", "0s");
});

test.describe("on a page built ahead of time", () => {
  /** The splash's display when the HTML has just been parsed, before any bundle has run. */
  async function splashDisplayAtParse(page: Page, path: string): Promise<string> {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const splash = document.querySelector("[data-testid='splash']");
        (window as unknown as { splashAtParse: string }).splashAtParse = splash ? getComputedStyle(splash).display : "absent";
      });
    });
    await page.goto(path);
    return page.evaluate(() => (window as unknown as { splashAtParse: string }).splashAtParse);
  }

  test("?intro=0 hides the splash before the first paint, in every language", async ({ page, home }) => {
    for (const path of ["/?intro=0", "/ar?utm_source=mail&intro=0", "/hi?intro=0"]) {
      expect(await splashDisplayAtParse(page, path), path).toBe("none");
      await expect(home.splash).toHaveCount(0);
      await expect(page.getByTestId("site")).not.toHaveAttribute("inert", /.*/);
    }
  });

  test("a plain visit draws the splash from the first paint, also after the splash was seen (every visit, as the spec says)", async ({
    page,
    home,
    context,
    baseURL,
  }) => {
    expect(await splashDisplayAtParse(page, "/")).not.toBe("none");
    await expect(home.splash).toBeVisible();
    await expectTimerScheduled(page, LINE_MS);
    await context.addCookies([{ name: "intro_seen", value: "1", url: baseURL! }]);
    expect(await splashDisplayAtParse(page, "/zh")).not.toBe("none");
    await expect(home.splash).toBeVisible();
  });
});
