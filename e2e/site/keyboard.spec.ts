import type { Locator, Page } from "@playwright/test";
import type { HomePage } from "../pages/home-page";
import { expect, test } from "../support/fixtures";
import { contrastRatio, focusIndicator, parseColor, recordUnfocusedLook } from "./contrast";
import { type LanguageCode, exactly, freezeClock, languagePath, messages, openHydrated, trackTimeouts } from "./helpers";
import { B, int, sqft } from "../../test/support/property";

/**
 * The page worked with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11, 1.4.11): Tab reaches every
 * control in reading order, each shows a focus indicator of at least 3:1 against what lies beneath it,
 * and Enter or Space does what a click does.
 */

test.use({ viewport: { width: 1280, height: 800 } });

/** The page's parts, found by their roles and translated names. */
function parts(page: Page, home: HomePage, code: LanguageCode) {
  const m = messages(code);
  return {
    m,
    header: page.getByRole("banner"),
    carousel: home.carousel,
    previous: home.carousel.getByRole("button", { name: exactly(m.hero.previous) }),
    next: home.carousel.getByRole("button", { name: exactly(m.hero.next) }),
    chat: page.getByRole("region", { name: exactly(m.site.chatTitle) }),
    units: page.getByRole("region", { name: exactly(m.site.propertyCards) }),
    discuss: page.getByRole("link", { name: exactly(m.site.discussWithAI) }),
    footer: page.getByRole("contentinfo"),
  };
}

/** The focused element shows a focus indicator: drawn whole, not covered, at least 3:1 against its background. */
async function expectVisibleFocus(page: Page): Promise<void> {
  let ratio = 0;
  await expect
    .poll(
      async () => {
        const indicator = await focusIndicator(page);
        ratio = indicator.ratio;
        return indicator.problems;
      },
      { message: "the focused element has a visible focus indicator" },
    )
    .toEqual([]);
  expect(ratio).toBeGreaterThanOrEqual(3);
}

/**
 * Presses `key` until `target` has focus, at most `max` times, checking the focus indicator at every
 * stop; the stops passed on the way must lie inside `within`, so the order is the one asked for.
 */
async function tabTo(page: Page, target: Locator, within: Locator, { max = 1, key = "Tab" }: { max?: number; key?: string } = {}) {
  const focused = page.locator(":focus");
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    if ((await target.and(focused).count()) === 1) break;
    await expect(within.locator(":focus"), `stop ${i + 1} on the way lies in the expected part of the page`).toHaveCount(1);
  }
  await expect(target).toBeFocused();
}

test("the WCAG contrast helper agrees with the reference figures", () => {
  const color = (css: string) => parseColor(css)!;
  expect(contrastRatio(color("rgb(0, 0, 0)"), color("rgb(255, 255, 255)"))).toBeCloseTo(21, 5);
  expect(contrastRatio(color("rgb(118, 118, 118)"), color("rgb(255, 255, 255)"))).toBeCloseTo(4.54, 2);
  expect(contrastRatio(color("rgb(255, 255, 255)"), color("rgb(255, 255, 255)"))).toBe(1);
  // The site's focus ring on white and on its dark navy.
  expect(contrastRatio(color("rgb(16, 143, 133)"), color("rgb(255, 255, 255)"))).toBeGreaterThanOrEqual(3);
  expect(contrastRatio(color("rgb(16, 143, 133)"), color("rgb(6, 18, 31)"))).toBeGreaterThanOrEqual(3);
  expect(parseColor("rgba(20, 184, 166, 0.2)")).toEqual({ r: 20, g: 184, b: 166, a: 0.2 });
});

for (const code of ["en", "ar"] as const) {
  test(`Tab walks the page in reading order in ${code}, with a visible focus indicator at every stop`, async ({ page, home }) => {
    // The slideshow stands still, so the slides (and their stops) stay those of slide 1.
    await freezeClock(page);
    await openHydrated(page, { lang: code });
    const { m, header, carousel, previous, next, chat, units, discuss, footer } = parts(page, home, code);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(discuss).toHaveCount(3);
    expect(await recordUnfocusedLook(page)).toBeGreaterThan(20);

    // Each stop asked for, in order, to walk back through afterwards.
    const reached: Locator[] = [];
    const forward = async (target: Locator, within: Locator, max = 1) => {
      await tabTo(page, target, within, { max });
      reached.push(target);
    };

    // The header: the language menu first, then the AI badge.
    await forward(home.languageSelect, header);
    await forward(home.badge, header);

    // The carousel: its slide area, then previous, one dot per slide, next, and pause.
    await forward(previous, carousel, 2);
    await expect(home.slideDots).toHaveCount(7);
    for (let i = 0; i < 7; i++) await forward(home.slideDots.nth(i), carousel);
    await forward(next, carousel);
    await forward(home.carouselToggle, carousel);
    await expect(home.carouselToggle).toHaveAccessibleName(m.hero.pause);

    // The chat: the conversation and its play button on the way to the text box; the send button
    // takes focus once there is something to send.
    await forward(home.chatInput, chat, 4);
    await page.keyboard.type("How big is Blitz?");
    await expect(home.chatInput).toHaveValue("How big is Blitz?");
    await forward(home.sendButton, chat);
    await expect(home.sendButton).toBeEnabled();

    // Past the voice button and the privacy note, the three unit cards' "Discuss with AI".
    await forward(discuss.nth(0), chat.or(units), 4);
    await expect(discuss.nth(0)).toHaveAttribute("href", "#chat");
    await forward(discuss.nth(1), units);
    await forward(discuss.nth(2), units);

    // WhatsApp, then every link of the footer in turn.
    const footerLinks = footer.getByRole("link");
    await expect(footerLinks).toHaveCount(2);
    await forward(home.whatsapp, units);
    await forward(footerLinks.nth(0), footer);
    await forward(footerLinks.nth(1), footer);
    await expect(footerLinks.nth(1)).toHaveAccessibleName(m.footer.privacy);

    // Shift+Tab goes back the same way to the top. Scrolled into view from above, no stop may end up
    // beneath the pinned header.
    for (const target of reached.slice(0, -1).reverse()) await tabTo(page, target, page.locator("body"), { key: "Shift+Tab", max: 4 });
    await expect(home.languageSelect).toBeFocused();
  });
}

test("the keyboard pauses the slideshow with Enter or Space and changes slides", async ({ page, home }) => {
  await freezeClock(page);
  await openHydrated(page);
  const { m, header, carousel, previous, next, chat } = parts(page, home, "en");
  await recordUnfocusedLook(page);
  await tabTo(page, previous, header.or(carousel), { max: 4 });
  await tabTo(page, home.carouselToggle, carousel, { max: 9 });
  await expect(home.counter).toHaveText("1 / 7");

  await expect(home.carouselToggle).toHaveAccessibleName(m.hero.pause);
  await page.keyboard.press("Enter");
  await expect(home.carouselToggle).toHaveAccessibleName(m.hero.play);
  await expect(home.carousel).toHaveAttribute("data-playing", "false");
  await page.keyboard.press("Space");
  await expect(home.carouselToggle).toHaveAccessibleName(m.hero.pause);
  await expect(home.carousel).toHaveAttribute("data-playing", "true");
  await page.keyboard.press("Space");
  await expect(home.carouselToggle).toHaveAccessibleName(m.hero.play);
  await expect(home.carouselToggle).toBeFocused();

  // Next with Enter and Space; a dot and previous with Enter; each move is read out.
  await tabTo(page, next, carousel, { key: "Shift+Tab" });
  await page.keyboard.press("Enter");
  await expect(home.counter).toHaveText("2 / 7");
  await expect(home.carouselAnnouncer).toHaveText(`2 / 7: ${m.hero.building}`);
  await page.keyboard.press("Space");
  await expect(home.counter).toHaveText("3 / 7");
  await tabTo(page, home.slideDots.nth(4), carousel, { key: "Shift+Tab", max: 3 });
  await page.keyboard.press("Enter");
  await expect(home.counter).toHaveText("5 / 7");
  await expect(home.slideDots.nth(4)).toHaveAttribute("aria-current", "true");
  await expect(home.carouselAnnouncer).toHaveText(`5 / 7: ${m.hero.rooftop}`);
  await tabTo(page, previous, carousel, { key: "Shift+Tab", max: 5 });
  await page.keyboard.press("Enter");
  await expect(home.counter).toHaveText("4 / 7");

  // Paused by the keyboard, it stays put after focus has moved on.
  await tabTo(page, home.chatInput, carousel.or(chat), { max: 14 });
  await expect(home.carousel.locator(":focus")).toHaveCount(0);
  await page.clock.runFor(30_000);
  await expect(home.counter).toHaveText("4 / 7");
  await expect(home.carousel).toHaveAttribute("data-playing", "false");
});

test("the language menu opens with Enter or Space and a language is picked with Tab and Enter", async ({ page, home }) => {
  await trackTimeouts(page);
  await openHydrated(page);
  const { header } = parts(page, home, "en");
  await recordUnfocusedLook(page);
  const options = page.getByTestId("language-option");

  await tabTo(page, home.languageSelect, header);
  await page.keyboard.press("Enter");
  await expect(home.languageSelect).toHaveAttribute("aria-expanded", "true");
  await expect(options).toHaveCount(9);
  await expect(options.first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(options.first()).toBeHidden();
  await expect(home.languageSelect).toBeFocused();
  await page.keyboard.press("Space");
  await expect(home.languageSelect).toHaveAttribute("aria-expanded", "true");

  // A menu of links: Tab goes down it (nothing changes on the way), Enter follows one.
  await tabTo(page, home.languageOption("en"), header);
  await expect(home.languageOption("en")).toHaveAttribute("aria-current", "true");
  await tabTo(page, home.languageOption("de"), header, { max: 8 });
  await expect(page).toHaveURL(/\/\?intro=0$/);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`${languagePath("de")}(\\?|$)`));
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(home.languageSelect).toHaveAttribute("data-value", "de");
  await expect(home.languageSelect).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#chat-title")).toHaveText(exactly(messages("de").site.chatTitle));
});

test("a question typed in the chat box and sent with Enter gets a reply, whose play button the keyboard reaches", async ({
  page,
  home,
}) => {
  await trackTimeouts(page);
  await openHydrated(page);
  const { m, header, carousel, chat } = parts(page, home, "en");
  await recordUnfocusedLook(page);

  await tabTo(page, home.chatInput, header.or(carousel).or(chat), { max: 18 });
  await page.keyboard.type("How big is Blitz?");
  await page.keyboard.press("Enter");

  await expect(home.userMessages()).toHaveCount(1);
  await expect(home.userMessages().first()).toContainText("How big is Blitz?");
  const reply = home.assistantMessages().last();
  await expect(home.assistantMessages()).toHaveCount(2);
  await expect(reply).toContainText(sqft(B));
  // Back in the empty box, ready for the next question.
  await expect(home.chatInput).toBeFocused();
  await expect(home.chatInput).toHaveValue("");
  await expectVisibleFocus(page);

  // The reply's play button is one Shift+Tab away, and Enter presses it: with the voice assistant
  // off, the visitor is told to turn it on first and its button is pointed out.
  await recordUnfocusedLook(page);
  await tabTo(page, home.playButton(reply), chat, { key: "Shift+Tab" });
  await page.keyboard.press("Enter");
  await expect(home.toastTitled(m.toasts.enableVoiceFirstTitle)).toBeVisible();
  await expect(home.voiceHighlight).toBeVisible();
});

for (const code of ["en", "ar"] as const) {
  test(`"Discuss with AI" pressed with Enter puts the question in the chat box in ${code}, and Enter sends it`, async ({ page, home }) => {
    await trackTimeouts(page);
    await openHydrated(page, { lang: code });
    const { m, header, carousel, chat, units, discuss } = parts(page, home, code);
    await recordUnfocusedLook(page);
    const blitz = home.unitCard("typeB").getByRole("link", { name: exactly(m.site.discussWithAI) });
    await expect(blitz).toHaveCount(1);

    await tabTo(page, blitz, header.or(carousel).or(chat).or(units), { max: 24 });
    await expect(discuss.nth(1)).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(home.chatInput).toBeFocused();
    await expect(home.chatInput).toHaveValue(m.chat.askAbout.replace("{unit}", "Blitz"));
    await expect(page).toHaveURL(/#chat$/);
    // The chat's heading lands below the header, the conversation beneath it. (On an 800 px high screen
    // the 700 px panel leaves the box itself just below the fold; its focus ring is checked above.)
    await expect(page.locator("#chat-title")).toBeInViewport();
    await expect(home.chatList).toBeInViewport();

    await page.keyboard.press("Enter");
    await expect(home.userMessages()).toHaveCount(1);
    await expect(home.assistantMessages()).toHaveCount(2);
    await expect(home.assistantMessages().last()).toContainText(int(B.sizeSqft));
    await expect(home.chatInput).toBeFocused();
  });
}
