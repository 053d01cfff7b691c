// Captures the page as a visitor sees it: `node scripts/screenshot.mjs <url> <out.png> [width] [height] [fullPage]`.
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../test/support/chromium.mjs";

const [url = "http://localhost:3000/?intro=0", out = "screenshot.png", width = "1440", height = "900", full = "1"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on("console", (m) => console.log(`[console.${m.type()}] ${m.text()}`));
page.on("pageerror", (e) => console.log(`[pageerror] ${e.message}`));
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(Number(process.env.WAIT_MS ?? 800));
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
