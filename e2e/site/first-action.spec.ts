import type { Page } from "@playwright/test";
import en from "../../messages/en.json";
import { fakes, installVoiceFakes } from "../chat/fakes";
import type { HomePage } from "../pages/home-page";
import { expect, test } from "../support/fixtures";
import { emulateSlowPhone, firstPaint } from "../support/slow-phone";
import { exactly } from "./helpers";

/*
 * A new visitor on a slow phone who acts at once (lib/shared/ui/first-action.ts): the page is
 * drawn seconds before its framework runs and the live chat arrives later still, and whatever is
 * pressed in between takes effect, once. Nothing is pressed, scrolled or waited for before the
 * action but the first paint and the delay; the window is tall enough that no control needs a scroll.
 */

// The slow phone makes each page take seconds, and the machine may be busy with other work: the live chat has been
// seen to take 30 s to answer a first press on a two-core machine running two of these pages at once.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 2300 } });

const DELAYS = [0, 300, 1500];

/** Opens the page on the slow phone and waits for its first paint, then `delayMs` more. */
async function openAndWait(home: HomePage, delayMs: number, path = "/?intro=0") {
  await emulateSlowPhone(home.page);
  await home.page.goto(path, { waitUntil: "commit" });
  await firstPaint(home.page);
  if (delayMs) await home.page.waitForTimeout(delayMs);
}

const QUESTION = "How big is Blitz?";

/** The visitor's question as the conversation shows it: drawn by the page's script before the live chat, or the live chat's. */
function shownAsSent(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const drawn = document.querySelector('[data-testid="chat-drawn-question"]:not([hidden]) [data-drawn-question]');
    if (drawn) return getComputedStyle(drawn, "::before").content;
    return document.querySelector('[data-testid="chat-message"][data-sender="user"]')?.textContent ?? null;
  });
}

/** The messages the page posts to the chat, as the server receives them. */
function chatPosts(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/chat.php") sent.push(request.postDataJSON().message);
  });
  return sent;
}

for (const delay of DELAYS) {
  test.describe(`${delay} ms after the first paint`, () => {
    const sendWays = {
      Enter: (home: HomePage) => home.page.keyboard.press("Enter"),
      "the send button": (home: HomePage) => home.sendButton.click(),
    };
    for (const [way, send] of Object.entries(sendWays)) {
      test(`a question typed and sent with ${way} is sent once, with no line break`, async ({ home, page }) => {
        const sent = chatPosts(page);
        await openAndWait(home, delay);
        await home.chatInput.click();
        await page.keyboard.type(QUESTION);
        await send(home);
        // Shown as sent at once: by the page's own script, which draws it in the drawn chat, or by the live chat if it is there.
        await expect.poll(() => shownAsSent(page), { timeout: 5_000 }).toContain(QUESTION);
        await expect(home.userMessages()).toHaveCount(1, { timeout: 60_000 });
        await expect(home.userMessages().first()).toContainText(QUESTION);
        await expect(home.assistantMessages()).toHaveCount(2, { timeout: 60_000 });
        await expect(home.chatInput).toHaveValue("");
        await expect(home.userMessages()).toHaveCount(1);
        // Once, as typed: no line break from the Enter, no letter out of place.
        expect(sent).toEqual([QUESTION]);
      });
    }

    test('"Enable Voice Assistant" asks for the microphone in the press and turns voice on', async ({ home, page }) => {
      await installVoiceFakes(page);
      await openAndWait(home, delay);
      await home.voiceButton.click();
      // Taken at once: the drawn button turns busy, unless the live chat is already there and setting voice up.
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const button = document.querySelector("[data-testid=voice-button]");
              return button?.getAttribute("aria-busy") === "true" || button?.getAttribute("data-state") !== "off";
            }),
          { timeout: 5_000 },
        )
        .toBe(true);
      await expect(home.toast.filter({ hasText: en.toasts.permissionsGrantedTitle })).toBeVisible({ timeout: 60_000 });
      await expect(home.voiceButton).toHaveAttribute("data-state", "ready");
      await expect(home.voiceButton).toHaveText(en.site.startConversation);
      expect(await fakes.micRequests(page)).toHaveLength(1);
      await expect.poll(() => fakes.unlockPlays(page).then((plays) => plays.length)).toBe(1);
    });

    test("Play on the welcome points to the voice button", async ({ home, page }) => {
      await installVoiceFakes(page);
      await openAndWait(home, delay);
      await home.page.getByTestId("play-button").filter({ visible: true }).click();
      // The highlight lasts 5 s from the press's answer; the toast, whose code may still be on its way over the slow
      // connection, can come later: each is looked for on its own, from the press.
      const highlight = expect(page.getByTestId("voice-highlight")).toBeVisible({ timeout: 60_000 });
      const toast = expect(home.toast.filter({ hasText: en.toasts.enableVoiceFirstTitle })).toBeVisible({ timeout: 60_000 });
      await Promise.all([highlight, toast]);
    });

    test('"Discuss with AI" takes the visitor to the chat with the question in the box', async ({ home, page }) => {
      await openAndWait(home, delay);
      await home.unitCard("typeB").getByRole("link", { name: en.site.discussWithAI }).click();
      await expect(page).toHaveURL(/#chat$/);
      await expect(home.chatInput).toHaveValue(/^Tell me about the .+ unit\.$/, { timeout: 60_000 });
      await expect(home.chatInput).toBeFocused();
      await expect(home.userMessages()).toHaveCount(0);
    });

    test("the objection to training is sent once and confirmed", async ({ home, page }) => {
      const sent = chatPosts(page);
      await openAndWait(home, delay);
      await page.getByRole("button", { name: en.chat.trainingObjection }).click();
      await expect(page.getByTestId("training-objected")).toHaveText(en.chat.trainingObjected, { timeout: 60_000 });
      await expect(home.userMessages()).toHaveCount(1);
      await expect(home.userMessages().first()).toContainText(en.chat.trainingObjection);
      expect(sent).toEqual([en.chat.trainingObjection]);
    });

    test("the carousel's next arrow moves one slide", async ({ home }) => {
      await openAndWait(home, delay);
      await home.carousel.getByRole("button", { name: en.hero.next, exact: true }).click();
      // Shown at once, by the page's own script if the framework is not there yet.
      await expect(home.page.getByTestId("slide-2")).toHaveAttribute("data-active", "true", { timeout: 5_000 });
      await expect(home.counter).toHaveText("2 / 7", { timeout: 60_000 });
      await expect(home.page.getByTestId("slide-2")).toHaveAttribute("data-active", "true");
    });

    test("the carousel's previous arrow and a dot each move it once", async ({ home }) => {
      await openAndWait(home, delay);
      await home.slideDots.nth(3).click();
      await home.carousel.getByRole("button", { name: en.hero.previous, exact: true }).click();
      await expect(home.page.getByTestId("slide-3")).toHaveAttribute("data-active", "true", { timeout: 5_000 });
      await expect(home.counter).toHaveText("3 / 7", { timeout: 60_000 });
      await expect(home.page.getByTestId("slide-3")).toHaveAttribute("data-active", "true");
    });

    test("the carousel's pause stops the slideshow", async ({ home }) => {
      await openAndWait(home, delay);
      await home.carouselToggle.click();
      await expect(home.carouselToggle).toHaveAccessibleName(en.hero.play, { timeout: 60_000 });
      await expect(home.carousel).toHaveAttribute("data-playing", "false");
    });

    test("the language menu opens", async ({ home }) => {
      await openAndWait(home, delay);
      await home.languageSelect.click();
      await expect(home.languageSelect).toHaveAttribute("aria-expanded", "true", { timeout: 60_000 });
      await expect(home.languageOption("ar")).toBeVisible();
      await home.languageOption("ar").click();
      await expect(home.page.locator("html")).toHaveAttribute("data-locale", "ar", { timeout: 60_000 });
    });

    test('"Skip intro" leaves the splash with the focus on the main heading', async ({ home }) => {
      await openAndWait(home, delay, "/");
      await home.skipIntro.click();
      await expect(home.splash).toBeHidden({ timeout: 60_000 });
      await expect(home.mainHeading).toBeFocused();
      await expect(home.mainHeading).toHaveText(exactly(en.site.projectTitle));
    });
  });
}

test("a question and then the objection to training, both pressed at once, are both sent, in that order", async ({ home, page }) => {
  const sent = chatPosts(page);
  await openAndWait(home, 0);
  await home.chatInput.click();
  await page.keyboard.type(QUESTION);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: en.chat.trainingObjection }).click();
  await expect(page.getByTestId("training-objected")).toHaveText(en.chat.trainingObjected, { timeout: 60_000 });
  await expect(home.userMessages()).toHaveCount(2);
  await expect(home.page.getByTestId("chat-refusal")).toHaveCount(0);
  expect(sent).toEqual([QUESTION, en.chat.trainingObjection]);
});

test("the carousel's arrows and dots show their slide before the framework runs, which then takes over from that slide", async ({
  home,
  page,
  consoleErrors,
}) => {
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  // Scripts only: the stylesheets block the parser, which would then never reach the pre-paint scripts.
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto("/?intro=0", { waitUntil: "domcontentloaded" });
  const active = page.locator("[aria-roledescription=slide][data-active]");
  const next = home.carousel.getByRole("button", { name: en.hero.next, exact: true });
  await next.click();
  await expect(page.getByTestId("slide-2")).toHaveAttribute("data-active", "true");
  await expect(page.getByTestId("slide-2")).toHaveAttribute("aria-hidden", "false");
  await expect(page.getByTestId("slide-1")).toHaveAttribute("aria-hidden", "true");
  await expect(active).toHaveCount(1);
  // The counter is the framework's text: it waits hidden rather than name the first slide.
  await expect(home.counter).toBeHidden();
  await home.slideDots.nth(3).click();
  await home.carousel.getByRole("button", { name: en.hero.previous, exact: true }).click();
  await expect(page.getByTestId("slide-3")).toHaveAttribute("data-active", "true");
  await expect(home.slideDots.nth(2)).toHaveAttribute("aria-current", "true");
  await expect(active).toHaveCount(1);

  releaseScripts();
  // The framework replays the three presses, once each, and lands where the page already is.
  await expect(home.counter).toHaveText("3 / 7", { timeout: 60_000 });
  await expect(home.counter).toBeVisible();
  await expect(page.getByTestId("slide-3")).toHaveAttribute("data-active", "true");
  await expect(active).toHaveCount(1);
  await next.click();
  await expect(home.counter).toHaveText("4 / 7");
  await expect(page.getByTestId("slide-4")).toHaveAttribute("data-active", "true");
  await expect(active).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});
