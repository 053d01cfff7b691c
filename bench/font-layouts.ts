/**
 * How often the home page lays out all its text again after the first paint, per language, and how
 * long those layouts take: a web font face handed to a page already laid out costs one, a long task
 * on a phone. lib/shared/ui/paint-first.ts hands faces over only under the splash, or before the
 * first layout of a later visit, from the cache. Three visits are measured:
 * - a first visit with the splash skipped (`?intro=0`): the page in use, which should keep its layout;
 * - the next visit, splash skipped: the faces from the cache before the first layout;
 * - a first visit with the splash: the faces handed over under it.
 * Also the woff2 files asked for, and how many of them came over the network rather than the cache.
 * Median of RUNS (default 5) loads in Chromium's trace, at a phone's viewport, CPU unthrottled.
 *   npm run build && npm run bench:font-layouts
 */
import type { BrowserContext } from "@playwright/test";
import { FACES_FETCHED_KEY } from "@/lib/shared/ui/paint-first";
import { launchChromium, median, print, startSite } from "./support";

const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = ["/", "/ar", "/hi", "/ru", "/zh"];
const VISITS = ["first, splash skipped", "next, splash skipped", "first, with the splash"] as const;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { url?: string; totalObjects?: number; dirtyObjects?: number } };
}

interface Load {
  layouts: number;
  millis: number;
  woff2: number;
  overNetwork: number;
}

/** One traced load of a path in a context: the full layouts after the first paint, and the font files asked for. */
async function tracedLoad(context: BrowserContext, url: string, port: number): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  let woff2 = 0;
  let overNetwork = 0;
  cdp.on("Network.responseReceived", ({ response }) => {
    if (!response.url.endsWith(".woff2")) return;
    woff2++;
    if (!response.fromDiskCache && !response.fromPrefetchCache) overNetwork++;
  });
  const browser = context.browser()!;
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await page.goto(url, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(2000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await page.close();
  const parse = traceEvents.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.includes(`:${port}`));
  if (!parse) throw new Error(`no parse of ${url} in the trace`);
  const paint = traceEvents.find((e) => e.name === "firstContentfulPaint" && e.ts >= parse.ts)?.ts ?? parse.ts;
  // A layout of (nearly) every object on the page, on the page's own thread, after it was first drawn.
  const full = traceEvents.filter((e) => {
    const data = e.args?.beginData;
    return (
      e.name === "Layout" &&
      e.pid === parse.pid &&
      e.tid === parse.tid &&
      e.ts > paint &&
      (data?.totalObjects ?? 0) > 100 &&
      (data?.dirtyObjects ?? 0) >= 0.9 * (data?.totalObjects ?? Infinity)
    );
  });
  return { layouts: full.length, millis: full.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000, woff2, overNetwork };
}

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 3195);
  const site = await startSite(port);
  const browser = await launchChromium();
  try {
    print(`Full layouts of the home page after its first paint, median of ${RUNS} loads per visit`);
    for (const path of PAGES) {
      for (const visit of VISITS) {
        const loads: Load[] = [];
        for (let i = 0; i < RUNS; i++) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
          const skipped = `${site.url}${path}?intro=0`;
          if (visit.startsWith("next")) {
            // The first visit, untraced, until it has recorded the faces it fetched.
            const first = await context.newPage();
            await first.goto(skipped, { waitUntil: "load" });
            await first.waitForFunction((prefix) => Object.keys(localStorage).some((key) => key.startsWith(prefix)), FACES_FETCHED_KEY);
            await first.close();
          }
          loads.push(await tracedLoad(context, visit.endsWith("splash") ? `${site.url}${path}` : skipped, port));
          await context.close();
        }
        const counts = loads.map((l) => l.layouts);
        print(
          `  ${path.padEnd(4)} ${visit.padEnd(23)} layouts ${median(counts)} (${counts.join(" ")})   ${median(loads.map((l) => l.millis)).toFixed(0)} ms   woff2 files ${median(loads.map((l) => l.woff2))}, over the network ${median(loads.map((l) => l.overNetwork))}`,
        );
      }
    }
  } finally {
    await browser.close();
    site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
