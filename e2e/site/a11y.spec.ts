import AxeBuilder from "@axe-core/playwright";
import { devices, type Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { holdRoute } from "../support/hold-route";
import type { HomePage } from "../pages/home-page";
import {
  CAROUSEL_TIMER_MS,
  LANGUAGES,
  type LanguageCode,
  exactly,
  expectTimerScheduled,
  languagePath,
  messages,
  startInteracting,
  trackTimeouts,
} from "./helpers";
import { B, int } from "../../test/support/property";

/** Serious and critical axe findings (in the part of the page matching `scope`, or all of it), one readable line each. */
async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  // The units and the footer are drawn only near the viewport (content-visibility): axe, which reads
  // colours off what is painted, would judge their text against nothing. Drawn, they are judged as a
  // visitor sees them when scrolled to.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(" ")} — ${v.help}`));
}

/** A question each language's visitor might type; the consultant answers all of them about Blitz. */
const QUESTIONS: Record<LanguageCode, string> = {
  en: "How big is Blitz?",
  ms: "Berapa besar Blitz?",
  zh: "Blitz 有多大？",
  hi: "Blitz कितना बड़ा है?",
  ru: "Какая площадь у Blitz?",
  es: "¿Qué tamaño tiene Blitz?",
  fr: "Quelle est la surface de Blitz ?",
  de: "Wie groß ist Blitz?",
  ar: "ما مساحة Blitz؟",
};

const VIEWPORTS = [
  { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  {
    name: "phone",
    // An Android phone's size and input, in the Chromium the suite runs: touch, a mobile user agent (which asks for a tap to play).
    use: {
      viewport: { width: 390, height: 844 },
      screen: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      userAgent: devices["Pixel 7"].userAgent,
    },
  },
] as const;

/** The chat with its welcome, scrolled into view. */
async function expectChatReady(page: Page, home: HomePage, code: LanguageCode) {
  const section = page.locator("#chat");
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(exactly(messages(code).site.chatTitle));
  await expect(home.chatInput).toBeEnabled();
  await expect(home.assistantMessages()).toHaveCount(1);
  await expect(home.playButton(home.assistantMessages().first()).filter({ visible: true })).toHaveCount(1);
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use(viewport.use);
    // Each test loads a page, waits for a reply and scans four times.
    test.describe.configure({ timeout: 90_000 });

    for (const { code, dir } of LANGUAGES) {
      test(`no serious or critical accessibility violation in ${code} (${viewport.name}): idle, reply pending, conversation`, async ({
        page,
        home,
      }) => {
        await trackTimeouts(page);
        const release = await holdRoute(page, "**/api/chat.php");
        await page.goto(`${languagePath(code)}?intro=0`);
        await expectTimerScheduled(page, CAROUSEL_TIMER_MS);
        await expect(page.locator("html")).toHaveAttribute("lang", code);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(home.splash).toHaveCount(0);
        await expect(home.carouselToggle).toBeVisible();

        // Idle: the chat as the page draws it before the visitor has done anything, then the whole page
        // once it has come alive. Only the chat changes from here on: the reply pending is scanned there.
        await expect(home.assistantMessages()).toHaveCount(1);
        expect(await seriousViolations(page, "#chat"), "idle, the chat as loaded").toEqual([]);
        await startInteracting(page);
        await expectChatReady(page, home, code);
        expect(await seriousViolations(page), "idle").toEqual([]);

        // A question sent, its reply held back: the typing indicator shows and the composer waits.
        await home.send(QUESTIONS[code]);
        await expect(home.userMessages()).toHaveCount(1);
        await expect(home.typing).toBeVisible();
        await expect(home.chatInput).toBeDisabled();

        expect(await seriousViolations(page, "#chat"), "reply pending").toEqual([]);

        // The reply in: a question and its answer, each reply with its play button.
        release();
        await expect(home.assistantMessages()).toHaveCount(2);
        await expect(home.assistantMessages().last()).toContainText(int(B.sizeSqft));
        await expect(home.typing).toHaveCount(0);
        await expect(home.playButton()).toBeVisible();
        await expect(home.chatInput).toBeEnabled();
        // New messages rise in from transparent: judged mid-way, their colours would be half-drawn.
        await expect
          .poll(() =>
            page
              .getByTestId("chat-messages")
              .evaluate(
                (list) =>
                  list
                    .getAnimations({ subtree: true })
                    .filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity).length,
              ),
          )
          .toBe(0);

        expect(await seriousViolations(page), "conversation").toEqual([]);
      });
    }
  });
}

test("no serious or critical accessibility violation on the splash", async ({ page, home }) => {
  await page.goto("/");
  await expect(home.splash).toBeVisible();
  await expect(home.splashLines.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("no serious or critical accessibility violation on the not-found page", async ({ page }) => {
  await page.goto("/nope");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  expect(await seriousViolations(page)).toEqual([]);
});
