import type { Page } from "@playwright/test";
import type { HomePage } from "../pages/home-page";
import { expect, test } from "../support/fixtures";
import { en, freezeClock, messages, openHydrated } from "./helpers";

const VIDEO_HOST = "https://www.youtube-nocookie.com";

test.beforeEach(async ({ page }) => {
  // The clock stands still unless a test runs it, so auto-advance never races a click.
  await freezeClock(page);
});

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
  await page.clock.runFor(5000);
  await expect(home.counter).toHaveText("2 / 7");
});

test("loads the video player only when its play button is pressed", async ({ page, home }) => {
  const videoRequests: string[] = [];
  await page.route(`${VIDEO_HOST}/**`, (route) => {
    videoRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>stub</title><p>Video stub</p>" });
  });
  await openHydrated(page);
  await expect(page.locator("iframe")).toHaveCount(0);

  await home.slideDots.nth(6).click();
  await expect(home.counter).toHaveText("7 / 7");
  const slide = page.getByTestId("slide-7");
  await expect(slide.getByRole("img", { name: en.hero.videoTour })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(videoRequests).toEqual([]);

  await slide.getByRole("button", { name: en.hero.playVideo }).click();
  const frame = page.getByTestId("video-frame");
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(frame).toHaveAttribute("title", en.hero.videoTour);
  await expect(page.frameLocator("[data-testid='video-frame']").getByText("Video stub")).toBeVisible();
  expect(videoRequests).toHaveLength(1);
  expect(videoRequests[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
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

test("with reduced motion it does not advance by itself", async ({ page, home }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHydrated(page);
  await page.getByRole("button", { name: en.hero.next }).click();
  await expect(home.counter).toHaveText("2 / 7");
  await page.clock.runFor(20_000);
  await expect(home.counter).toHaveText("2 / 7");
  await expect(page.getByTestId("slide-2")).toHaveCSS("transition-duration", "0s");
});

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
