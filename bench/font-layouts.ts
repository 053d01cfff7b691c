/**
 * How often the home page lays out all its text again after the first paint, per language, and how
 * long those layouts take: each web font face that arrives on its own costs one, a long task on a
 * phone (lib/shared/ui/paint-first.ts hands the faces over together). Also the woff2 files fetched.
 * Median of RUNS (default 5) fresh loads in Chromium's trace, at a phone's viewport, CPU unthrottled.
 *   npm run build && npm run bench:font-layouts
 */
import { launchChromium, median, print, startSite } from "./support";

const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = ["/", "/ar", "/hi", "/ru", "/zh"];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { url?: string; totalObjects?: number; dirtyObjects?: number } };
}

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 3195);
  const site = await startSite(port);
  const browser = await launchChromium();
  try {
    print(`Full layouts of the home page after its first paint, median of ${RUNS} loads`);
    for (const path of PAGES) {
      const counts: number[] = [];
      const millis: number[] = [];
      const fonts: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
        const page = await context.newPage();
        let woff2 = 0;
        page.on("request", (request) => {
          if (request.url().endsWith(".woff2")) woff2++;
        });
        await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
        await page.goto(`${site.url}${path}?intro=0`, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(2000);
        const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        const parse = traceEvents.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.includes(`:${port}`));
        if (!parse) throw new Error(`no parse of ${path} in the trace`);
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
        counts.push(full.length);
        millis.push(full.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000);
        fonts.push(woff2);
        await context.close();
      }
      print(
        `  ${path.padEnd(4)} layouts ${median(counts)} (${counts.join(" ")})   ${median(millis).toFixed(0)} ms   woff2 files ${median(fonts)}`,
      );
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
