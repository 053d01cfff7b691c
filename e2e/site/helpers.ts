import fs from "node:fs";
import path from "node:path";
import { expect, type Page, type Request } from "@playwright/test";

/** The nine interface languages: tag (URL segment and `<html lang>`), the API's code, direction, dropdown text. */
export const LANGUAGES = [
  { code: "en", apiCode: "en", dir: "ltr", option: "English" },
  { code: "ms", apiCode: "my", dir: "ltr", option: "Bahasa Malaysia" },
  { code: "zh", apiCode: "zh", dir: "ltr", option: "中文" },
  { code: "hi", apiCode: "hi", dir: "ltr", option: "हिन्दी" },
  { code: "ru", apiCode: "ru", dir: "ltr", option: "Русский" },
  { code: "es", apiCode: "es", dir: "ltr", option: "Español" },
  { code: "fr", apiCode: "fr", dir: "ltr", option: "Français" },
  { code: "de", apiCode: "de", dir: "ltr", option: "Deutsch" },
  { code: "ar", apiCode: "ar", dir: "rtl", option: "العربية" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];

// The dictionaries are read as files, so a test compares the page with what marketers wrote.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Messages = Record<string, any>;
const cache = new Map<string, Messages>();
export function messages(code: LanguageCode): Messages {
  if (!cache.has(code)) {
    const file = path.join(__dirname, "..", "..", "messages", `${code}.json`);
    cache.set(code, JSON.parse(fs.readFileSync(file, "utf8")));
  }
  return cache.get(code)!;
}

export const en = messages("en");

/** Exact whole-text match for a literal string (regular-expression characters escaped). */
export function exactly(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}$`);
}

/** Matches any one of the given texts inside a longer text. */
export function oneOf(texts: string[]): RegExp {
  return new RegExp(texts.map(escapeRegExp).join("|"));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const START = new Date("2026-06-01T09:00:00+08:00").getTime();

/**
 * Installs the fake clock and stops it, before the page loads: from then on no
 * timer of the page fires unless the test runs the clock. Also records the
 * delay of every `setTimeout` the page schedules (see `expectTimerScheduled`).
 */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
  await trackTimeouts(page);
}

/**
 * Records `setTimeout` delays in `window.__e2eTimeouts`. The clock's own script
 * is installed first, so this wraps the fake. A component's first timer being
 * scheduled tells the test that the component has hydrated and its effects ran.
 */
export async function trackTimeouts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Schedule = (this: unknown, ...args: unknown[]) => number;
    const w = window as unknown as { __e2eTimeouts?: number[]; setTimeout: Schedule };
    if (w.__e2eTimeouts) return;
    const delays: number[] = [];
    w.__e2eTimeouts = delays;
    const original = w.setTimeout;
    w.setTimeout = function (this: unknown, ...args: unknown[]) {
      delays.push(typeof args[1] === "number" ? args[1] : 0);
      return original.apply(this, args);
    };
  });
}

export async function expectTimerScheduled(page: Page, delayMs: number): Promise<void> {
  await expect
    .poll(() => page.evaluate((ms) => (window as unknown as { __e2eTimeouts?: number[] }).__e2eTimeouts?.includes(ms) ?? false, delayMs), {
      message: `a ${delayMs} ms timer is scheduled`,
    })
    .toBe(true);
}

/** The carousel schedules its 5 s auto-advance as soon as the page has hydrated. */
export const CAROUSEL_TIMER_MS = 5000;

/** The page's path in a language: English at `/`, the others under their tag (Malay at `/ms`). */
export function languagePath(code: string, page = "/"): string {
  const rest = page === "/" ? "" : page;
  return code === "en" ? page : `/${code}${rest}`;
}

/**
 * Opens the main page (splash skipped unless asked) and waits until it has
 * hydrated, for a test of what the page's own timers do (the carousel's, the
 * splash's). Needs `freezeClock` or `trackTimeouts` first. The visitor has
 * done nothing yet: the live chat and the toasts' library are still to come.
 */
export async function openHydrated(page: Page, options: { lang?: string; intro?: boolean } = {}): Promise<void> {
  await page.goto(`${languagePath(options.lang ?? "en")}${options.intro ? "" : "?intro=0"}`);
  await expectTimerScheduled(page, CAROUSEL_TIMER_MS);
}

/**
 * The visitor does something (a key press that moves nothing), which fetches the toasts' library
 * and the live chat (lib/client/ui/first-interaction.ts), and the test goes on once both are in place:
 * only for a test whose subject is the page as it is after that first interaction.
 */
export async function startInteracting(page: Page): Promise<void> {
  // A key pressed before the page's scripts have run is nobody's to hear, as for a visitor: press again.
  await expect(async () => {
    await page.keyboard.press("Shift");
    await expect(page.getByTestId("chat-shell")).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await expect(page.getByTestId("chat-panel")).toHaveCount(1);
  await expect(page.locator("section[data-toasts='loading']")).toHaveCount(0);
}

/**
 * Waits until the framework's scripts have run: on the home page they are asked for once the hero
 * picture is drawn, with the web fonts (lib/shared/ui/paint-first.ts).
 */
export async function expectFrameworkRunning(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next), { message: "the framework has run" })
    .toBe("object");
}

/** Counts the page's requests to one API path. */
export function countRequests(page: Page, pathname: string): { readonly count: number; readonly requests: Request[] } {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === pathname) requests.push(request);
  });
  return {
    get count() {
      return requests.length;
    },
    requests,
  };
}

export const HEALTH_PATH = "/api/health.php";

/** The header dot's colours (components/header/header.module.css). */
export const DOT = {
  checking: "rgb(250, 204, 21)",
  connected: "rgb(34, 197, 94)",
  disconnected: "rgb(239, 68, 68)",
} as const;

export const OFFLINE_PROVIDER = "Aurelia Offline Consultant";

/** The splash fades out (components/site/site-shell.tsx, 0.45 s) before it leaves the DOM; run a little past it. */
export const SPLASH_EXIT_MS = 500;
