/**
 * What the home route costs a visitor: JavaScript, CSS and images as
 * transferred (compressed), measured in Chromium, median of several loads.
 *   npm run build && npm run bench:page-weight
 */
import { launchChromium, median, print, startSite } from "./support";

const RUNS = Number(process.env.RUNS ?? 5);

async function main() {
  const site = await startSite(3191);
  const browser = await launchChromium();
  try {
    const totals: Record<string, number[]> = { script: [], stylesheet: [], image: [], font: [], document: [] };
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      const types = new Map<string, string>();
      const bytes: Record<string, number> = { script: 0, stylesheet: 0, image: 0, font: 0, document: 0 };
      cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type.toLowerCase()));
      cdp.on("Network.loadingFinished", (e) => {
        const type = types.get(e.requestId);
        if (type && type in bytes) bytes[type] += e.encodedDataLength;
      });
      await page.goto(`${site.url}/?intro=0`, { waitUntil: "networkidle" });
      for (const key of Object.keys(bytes)) totals[key].push(bytes[key]);
      await context.close();
    }
    print(`Home route as transferred, median of ${RUNS} cold loads`);
    for (const [type, values] of Object.entries(totals)) print(`  ${type.padEnd(10)} ${(median(values) / 1024).toFixed(1)} kB`);
  } finally {
    await browser.close();
    site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
