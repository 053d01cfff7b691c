import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { HomePage } from "../pages/home-page";
import { expect, test } from "../support/fixtures";
import { CAROUSEL_TIMER_MS, LANGUAGES, en, expectTimerScheduled, freezeClock, messages, openHydrated } from "./helpers";

test.beforeEach(async ({ page }) => {
  // The clock stands still unless a test runs it, so auto-advance never races a click.
  await freezeClock(page);
});

/** Moves the mouse off the carousel and focus out of it, as a visitor does who reads on elsewhere. */
async function leaveCarousel(page: Page, home: HomePage) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(home.carousel.locator(":focus")).toHaveCount(0);
}

/** Whether the page has ever scheduled the carousel's 5 s timer. */
const carouselTimerScheduled = (page: Page) =>
  page.evaluate((ms) => (window as unknown as { __e2eTimeouts?: number[] }).__e2eTimeouts?.includes(ms) ?? false, CAROUSEL_TIMER_MS);

/** Drags across the slide area with the mouse: negative `dx` is leftwards. */
async function swipe(page: Page, home: HomePage, dx: number) {
  const box = await home.carouselViewport.boundingBox();
  expect(box).not.toBeNull();
  const x = box!.x + box!.width / 2;
  const y = box!.y + box!.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 6 });
  await page.mouse.up();
}

test("counts slides as 'n / 7' and wraps both ways with the arrows", async ({ page, home }) => {
  await openHydrated(page);
  const previous = page.getByRole("button", { name: en.hero.previous });
  const next = page.getByRole("button", { name: en.hero.next });
  await expect(home.counter).toHaveText("1 / 7");
  await expect(page.getByTestId("slide-1")).toHaveAttribute("data-active", "true");

  await previous.click();
  await expect(home.counter).toHaveText("7 / 7");
  await expect(page.getByTestId("slide-7")).toHaveAttribute("data-active", "true");
  await next.click();
  await expect(home.counter).toHaveText("1 / 7");
  await next.click();
  await expect(home.counter).toHaveText("2 / 7");
  await expect(page.getByTestId("slide-1")).not.toHaveAttribute("data-active", /.*/);
  await expect(page.getByTestId("slide-2")).toHaveAttribute("data-active", "true");
});

test("has one dot per slide, and a dot jumps to its slide", async ({ page, home }) => {
  await openHydrated(page);
  await expect(home.slideDots).toHaveCount(7);
  for (let i = 0; i < 7; i++) await expect(home.slideDots.nth(i)).toHaveAccessibleName(`Go to slide ${i + 1}`);
  await expect(home.slideDots.nth(0)).toHaveAttribute("aria-current", "true");

  await home.slideDots.nth(4).click();
  await expect(home.counter).toHaveText("5 / 7");
  await expect(home.slideDots.nth(4)).toHaveAttribute("aria-current", "true");
  await expect(home.slideDots.nth(0)).not.toHaveAttribute("aria-current", /.*/);
  await expect(page.getByTestId("slide-5")).toHaveAttribute("aria-label", `5 / 7: ${en.hero.rooftop}`);
});

test("advances every 5 s by itself", async ({ page, home }) => {
  await openHydrated(page);
  await page.clock.runFor(4900);
  await expect(home.counter).toHaveText("1 / 7");
  await page.clock.runFor(100);
  await expect(home.counter).toHaveText("2 / 7");
  await page.clock.runFor(4999);
  await expect(home.counter).toHaveText("2 / 7");
  await page.clock.runFor(1);
  await expect(home.counter).toHaveText("3 / 7");
});

test("does not advance while the video slide shows, and resumes after it", async ({ page, home }) => {
  await openHydrated(page);
  await home.slideDots.nth(6).click();
  await expect(home.counter).toHaveText("7 / 7");
  await page.clock.runFor(20_000);
  await expect(home.counter).toHaveText("7 / 7");

  await page.getByRole("button", { name: en.hero.next }).click();
  await expect(home.counter).toHaveText("1 / 7");
  // The click left the mouse on the carousel and focus on the arrow, both of which hold it still.
  await leaveCarousel(page, home);
  await page.clock.runFor(5000);
  await expect(home.counter).toHaveText("2 / 7");
});

test("the video tour plays from the site itself, loaded only when its play button is pressed", async ({ page, home }) => {
  await openHydrated(page);
  const ownOrigin = new URL(page.url()).origin;
  const tourRequests: string[] = [];
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/tour/tour.")) tourRequests.push(url.pathname);
    if (url.protocol.startsWith("http") && url.origin !== ownOrigin) elsewhere.push(url.href);
  });
  await home.slideDots.nth(6).click();
  await expect(home.counter).toHaveText("7 / 7");
  const slide = page.getByTestId("slide-7");
  await expect(slide.getByRole("img", { name: en.hero.videoTour })).toBeVisible();
  await expect(page.locator("video, iframe")).toHaveCount(0);
  expect(tourRequests.filter((p) => !p.endsWith(".jpg"))).toEqual([]);

  await slide.getByRole("button", { name: en.hero.playVideo }).click();
  const player = page.getByTestId("video-player");
  await expect(player).toBeVisible();
  // The button is gone: focus follows into the player instead of falling to the body.
  await expect(player).toBeFocused();
  await expect(player).toHaveAccessibleName(en.hero.videoTour);
  // It really plays: time moves on, from our own file, with no other host contacted.
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  expect(await player.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname)).toMatch(/^\/tour\/tour\.(webm|mp4)$/);
  expect(elsewhere).toEqual([]);
});

test("the arrow keys move the focused carousel", async ({ page, home }) => {
  await openHydrated(page);
  await home.carouselViewport.focus();
  await expect(home.carouselViewport).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(home.counter).toHaveText("2 / 7");
  await page.keyboard.press("ArrowLeft");
  await expect(home.counter).toHaveText("1 / 7");
  await page.keyboard.press("ArrowLeft");
  await expect(home.counter).toHaveText("7 / 7");
});

test("in Arabic the arrow keys are mirrored: ArrowLeft goes forward", async ({ page, home }) => {
  await openHydrated(page, { lang: "ar" });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await home.carouselViewport.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(home.counter).toHaveText("2 / 7");
  await page.keyboard.press("ArrowRight");
  await expect(home.counter).toHaveText("1 / 7");
  await expect(home.slideDots.first()).toHaveAccessibleName(messages("ar").hero.goTo.replace("{number}", "1"));
});

test("a swipe moves the carousel", async ({ page, home }) => {
  await openHydrated(page);
  await swipe(page, home, -150);
  await expect(home.counter).toHaveText("2 / 7");
  await swipe(page, home, 150);
  await expect(home.counter).toHaveText("1 / 7");
  // A short drag is not a swipe.
  await swipe(page, home, -20);
  await expect(home.counter).toHaveText("1 / 7");
});

test("with reduced motion it does not advance by itself, until the visitor presses play", async ({ page, home }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/?intro=0");
  // The built page says "Pause"; the hydrated one has read the preference.
  await expect(home.carouselToggle).toHaveAccessibleName(en.hero.play);
  await page.clock.runFor(20_000);
  await expect(home.counter).toHaveText("1 / 7");
  expect(await carouselTimerScheduled(page), "no auto-advance timer at all").toBe(false);
  await expect(page.getByTestId("slide-1")).toHaveCSS("transition-duration", "0s");

  // Pressing play is the visitor's own choice, which the preference does not overrule.
  await home.carouselToggle.click();
  await expect(home.carouselToggle).toHaveAccessibleName(en.hero.pause);
  await leaveCarousel(page, home);
  await page.clock.runFor(5000);
  await expect(home.counter).toHaveText("2 / 7");
});

test("a visible pause button stops the slideshow and a play button restarts it", async ({ page, home }) => {
  await openHydrated(page);
  await expect(home.carouselToggle).toBeVisible();
  await expect(home.carouselToggle).toHaveAccessibleName(en.hero.pause);
  await expect(home.carouselToggle).toHaveText(en.hero.pause);
  await expect(home.carousel).toHaveAttribute("data-playing", "true");

  await home.carouselToggle.click();
  await expect(home.carouselToggle).toHaveAccessibleName(en.hero.play);
  await expect(home.carousel).toHaveAttribute("data-playing", "false");
  await leaveCarousel(page, home);
  await page.clock.runFor(30_000);
  await expect(home.counter).toHaveText("1 / 7");

  // The keyboard works it too.
  await home.carouselToggle.focus();
  await page.keyboard.press("Enter");
  await expect(home.carouselToggle).toHaveAccessibleName(en.hero.pause);
  await leaveCarousel(page, home);
  await page.clock.runFor(4999);
  await expect(home.counter).toHaveText("1 / 7");
  await page.clock.runFor(1);
  await expect(home.counter).toHaveText("2 / 7");
});

test("the pause and play labels are translated in every language", async ({ page, home }) => {
  // Nine pages, each opened and drawn in turn: three times the time of a test of one page.
  test.slow();
  for (const { code } of LANGUAGES) {
    await openHydrated(page, { lang: code });
    const { hero } = messages(code);
    await expect(home.carouselToggle, code).toHaveAccessibleName(hero.pause);
    await home.carouselToggle.click();
    await expect(home.carouselToggle, code).toHaveAccessibleName(hero.play);
    if (code !== "en") expect(hero.pause, code).not.toBe(en.hero.pause);
  }
});

test("stands still while the mouse rests on it, and goes on 5 s after it leaves", async ({ page, home }) => {
  await openHydrated(page);
  await page.clock.runFor(3000);
  const box = await home.carouselViewport.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.clock.runFor(20_000);
  await expect(home.counter).toHaveText("1 / 7");

  await page.mouse.move(1, 1);
  await page.clock.runFor(4999);
  await expect(home.counter).toHaveText("1 / 7");
  await page.clock.runFor(1);
  await expect(home.counter).toHaveText("2 / 7");
});

test("stands still while focus is inside it, and goes on once focus leaves", async ({ page, home }) => {
  await openHydrated(page);
  await home.slideDots.nth(2).focus();
  await expect(home.slideDots.nth(2)).toBeFocused();
  await page.clock.runFor(20_000);
  await expect(home.counter).toHaveText("1 / 7");
  // Moving focus within the carousel keeps it still.
  await page.keyboard.press("Tab");
  await page.clock.runFor(20_000);
  await expect(home.counter).toHaveText("1 / 7");

  await leaveCarousel(page, home);
  await page.clock.runFor(5000);
  await expect(home.counter).toHaveText("2 / 7");
});

test("the counter is not a live region: only the visitor's own moves are announced", async ({ page, home }) => {
  await openHydrated(page);
  await expect(home.counter).not.toHaveAttribute("aria-live", /.*/);
  await expect(
    page.locator("[aria-live]:has([data-testid='carousel-counter']), [role='status']:has([data-testid='carousel-counter'])"),
  ).toHaveCount(0);
  await expect(home.carouselAnnouncer).toHaveRole("status");
  await expect(home.carouselAnnouncer).toHaveText("");

  // The timer's moves are silent.
  await page.clock.runFor(5000);
  await expect(home.counter).toHaveText("2 / 7");
  await expect(home.carouselAnnouncer).toHaveText("");

  // The visitor's are read out, with the slide's name.
  await page.getByRole("button", { name: en.hero.next }).click();
  await expect(home.counter).toHaveText("3 / 7");
  await expect(home.carouselAnnouncer).toHaveText(`3 / 7: ${en.hero.ground}`);
  await home.slideDots.nth(5).click();
  await expect(home.carouselAnnouncer).toHaveText(`6 / 7: ${en.hero.floorPlan}`);

  // Once the timer moves on, the last announcement is withdrawn rather than left stale.
  await leaveCarousel(page, home);
  await page.clock.runFor(5000);
  await expect(home.counter).toHaveText("7 / 7");
  await expect(home.carouselAnnouncer).toHaveText("");
});

test("waits behind the splash and starts at the first slide when it leaves", async ({ page, home }) => {
  await page.goto("/");
  await expect(home.splash).toBeVisible();
  await expectTimerScheduled(page, 800);
  // Through the boot, the check, the enter button and its automatic press: over 8 s.
  await page.clock.runFor(7 * 800);
  await expect(home.splashStatus).toHaveAttribute("data-status", "connected");
  await page.clock.runFor(2000);
  await expect(home.enterButton).toBeVisible();
  expect(await carouselTimerScheduled(page), "no auto-advance behind the splash").toBe(false);
  await page.clock.runFor(1000);
  await expect(page.getByTestId("site")).not.toHaveAttribute("inert", /.*/);

  await expect(home.counter).toHaveText("1 / 7");
  await expect(page.getByTestId("slide-1")).toHaveAttribute("data-active", "true");
  await page.clock.runFor(4999);
  await expect(home.counter).toHaveText("1 / 7");
  await page.clock.runFor(1);
  await expect(home.counter).toHaveText("2 / 7");
});

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`on ${viewport.name}, neither controls nor counter cover a slide, and every dot is a 24 px target drawn at 3:1`, async ({
    page,
    home,
  }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page);
    await home.slideDots.nth(5).click();
    await expect(page.getByTestId("slide-6")).toHaveAttribute("data-active", "true");

    const slides = await home.carouselViewport.boundingBox();
    expect(slides).not.toBeNull();
    for (const name of [en.hero.previous, en.hero.next, en.hero.pause]) {
      const control = page.getByRole("button", { name });
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(box.y, `${name} sits below the slides`).toBeGreaterThanOrEqual(slides!.y + slides!.height);
    }
    expect((await home.counter.boundingBox())!.y, "the counter sits below the slides").toBeGreaterThanOrEqual(slides!.y + slides!.height);

    await expect(home.slideDots).toHaveCount(7);
    for (let i = 0; i < 7; i++) {
      const box = (await home.slideDots.nth(i).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    // axe waits on timers of its own, which the stopped clock would never fire.
    await page.clock.resume();
    const axe = await new AxeBuilder({ page }).include("[data-testid='carousel']").withRules(["target-size"]).analyze();
    expect(axe.violations).toEqual([]);

    // The drawn dots, current and not, against the page behind them.
    const ratios = await home.slideDots.evaluateAll((dots) => {
      const luminance = (css: string) => {
        const [r, g, b] = css
          .match(/\d+(\.\d+)?/g)!
          .slice(0, 3)
          .map((v) => {
            const c = Number(v) / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const page = luminance(getComputedStyle(document.body).backgroundColor);
      return dots.map((dot) => {
        const drawn = luminance(getComputedStyle(dot, "::before").backgroundColor);
        return (Math.max(page, drawn) + 0.05) / (Math.min(page, drawn) + 0.05);
      });
    });
    for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(3);
  });
}

test("the first slide is preloaded and served as a modern image format", async ({ page, home }) => {
  const firstImage = page.waitForResponse((r) => r.url().includes("/_next/image?url=%2Fslides%2Fexterior.jpg"));
  await page.goto("/?intro=0");
  const response = await firstImage;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);

  const preload = page.locator("head link[rel='preload'][as='image']");
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("imagesrcset", /\/_next\/image\?url=%2Fslides%2Fexterior\.jpg/);
  await expect(preload).toHaveAttribute("fetchpriority", "high");

  const image = page.getByTestId("slide-1").getByRole("img", { name: en.hero.exterior });
  await expect(image).toHaveAttribute("src", /^\/_next\/image\?url=%2Fslides%2Fexterior\.jpg/);
  await expect(image).toHaveJSProperty("complete", true);
  // Slides further on are not fetched with the page.
  await expect(page.getByTestId("slide-4").locator("img")).toHaveCount(0);
  await expect(home.counter).toHaveText("1 / 7");
});

// Each screen takes the smallest picture that is sharp on it: on a phone, a third to half the bytes of one sized for
// the whole window.
for (const screen of [
  { name: "an Android phone (412 px, 1.75 device pixels a px)", viewport: { width: 412, height: 915 }, deviceScaleFactor: 1.75 },
  { name: "an iPhone (390 px, 3 device pixels a px)", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: "a laptop (1440 px)", viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
]) {
  test(`on ${screen.name}, the first slide is the smallest picture sharp at its drawn size`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });
    const page = await context.newPage();
    await page.goto("/?intro=0");
    const image = page.getByTestId("slide-1").getByRole("img", { name: en.hero.exterior });
    await expect(image).toHaveJSProperty("complete", true);
    const { currentSrc, srcset, needed } = await image.evaluate((img: HTMLImageElement) => ({
      currentSrc: img.currentSrc,
      srcset: img.srcset,
      needed: img.getBoundingClientRect().width * devicePixelRatio,
    }));
    const widths = [...srcset.matchAll(/ (\d+)w/g)].map(([, w]) => Number(w)).sort((a, b) => a - b);
    const smallestSharp = widths.find((w) => w >= needed) ?? widths.at(-1);
    expect(new URL(currentSrc).searchParams.get("w")).toBe(String(smallestSharp));
    await context.close();
  });
}

test("the first picture is in the built page itself, and nothing else of the carousel's is fetched before the page has loaded", async ({
  page,
  request,
  home,
}) => {
  const html = await (await request.get("/")).text();
  // The largest paint needs no script: its <img> and the head's one preload for it are in the HTML.
  const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g);
  expect(preloads).toHaveLength(1);
  for (const attribute of [
    'imageSrcSet="/_next/image?url=%2Fslides%2Fexterior.jpg&amp;w=640',
    'imageSizes="(max-width: 1280px) calc( 100vw - 2.5rem), 1240px"',
    'fetchPriority="high"',
  ]) {
    expect(preloads![0]).toContain(attribute);
  }
  const pictures = html.match(/<img[^>]*(%2Fslides%2F|%2Ftour%2F)[^>]*>/g);
  expect(pictures).toHaveLength(1);
  for (const attribute of [
    "url=%2Fslides%2Fexterior.jpg",
    'fetchPriority="high"',
    'loading="eager"',
    'decoding="async"',
    'sizes="(max-width: 1280px) calc( 100vw - 2.5rem), 1240px"',
    `alt="${en.hero.exterior}"`,
  ]) {
    expect(pictures![0]).toContain(attribute);
  }

  // Notes how far the page had loaded when the second slide's picture entered the document.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __buildingAdded: string[] }).__buildingAdded = []);
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          const images = node instanceof Element ? [node, ...node.querySelectorAll("img")] : [];
          if (images.some((img) => img.getAttribute("srcset")?.includes("url=%2Fslides%2Fbuilding.jpg"))) seen.push(document.readyState);
        }
    }).observe(document, { childList: true, subtree: true });
  });
  await openHydrated(page);
  // After the load event, the next slide's picture is fetched ahead of its turn, and only then.
  const next = page.getByTestId("slide-2").getByRole("img", { name: en.hero.building, includeHidden: true });
  await expect(next).toHaveJSProperty("complete", true);
  expect(await page.evaluate(() => (window as unknown as { __buildingAdded: string[] }).__buildingAdded)).toEqual(["complete"]);
  await expect(page.getByTestId("slide-3").locator("img")).toHaveCount(0);
  await expect(home.counter).toHaveText("1 / 7");

  // A move of the visitor's draws the slide it lands on and the one after.
  await home.slideDots.nth(3).click();
  await expect(page.getByTestId("slide-4").getByRole("img", { name: en.hero.pool })).toBeVisible();
  await expect(page.getByTestId("slide-5").getByRole("img", { name: en.hero.rooftop, includeHidden: true })).toHaveCount(1);
  await expect(page.getByTestId("slide-3").locator("img")).toHaveCount(0);
});
