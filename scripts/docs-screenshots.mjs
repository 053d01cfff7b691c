// The screenshots in docs/screens: the page in English, Arabic, Hindi and Chinese, on a desktop and a
// phone, after one question to the consultant, as a visitor scrolls through it.
//   npm run build && npm start &   node scripts/docs-screenshots.mjs [http://127.0.0.1:3000]
// Needs Debian's chromium and ffmpeg (WebP).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../test/support/chromium.mjs";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = path.join(process.cwd(), "docs", "screens");
const PAGES = [
  { lang: "en", path: "/", question: "How big is Blitz?" },
  { lang: "ar", path: "/ar", question: "ما مساحة Blitz؟" },
  { lang: "hi", path: "/hi", question: "Blitz कितना बड़ा है?" },
  { lang: "zh", path: "/zh", question: "Blitz 有多大？" },
];
const DEVICES = [
  { name: "desktop", viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
];

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS],
});
for (const { lang, path: pagePath, question } of PAGES) {
  for (const { name, ...device } of DEVICES) {
    const context = await browser.newContext({ ...device, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${base}${pagePath}?intro=0`, { waitUntil: "networkidle" });
    // The live chat takes over from the drawn one at the first interaction.
    while (await page.getByTestId("chat-shell").count()) {
      await page.keyboard.press("Shift");
      await page.waitForTimeout(200);
    }
    const box = page.getByTestId("chat-input");
    await box.fill(question);
    await box.press("Enter");
    await page.locator('[data-testid="chat-message"][data-sender="assistant"] [data-testid="play-button"]').nth(1).waitFor();
    // A full-page capture draws beyond the viewport, where sections laid out only near it stay blank.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    const png = path.join(os.tmpdir(), `${lang}-${name}.png`);
    await page.screenshot({ path: png, fullPage: true });
    const webp = path.join(out, `${lang}-${name}.webp`);
    execFileSync("ffmpeg", ["-loglevel", "error", "-y", "-i", png, "-c:v", "libwebp", "-quality", "70", webp]);
    console.log(`${path.relative(process.cwd(), webp)}  ${(fs.statSync(webp).size / 1024).toFixed(0)} kB`);
    await context.close();
  }
}
await browser.close();
