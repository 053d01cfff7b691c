/**
 * Lighthouse (mobile, simulated throttling, as PageSpeed runs it) on the home
 * page in English, Chinese and Arabic with the splash skipped, beside a bare
 * App Router page of the same Next and React versions (bench/bare-app).
 * Prints the median of RUNS (default 5) per page, taken in rounds across the
 * pages, and each figure's ratio to the bare page's. Uses Debian's Chromium; builds the bare page if needed.
 *   npm run build && npm run bench:lighthouse
 * NEXT_DIST_DIR picks another build of this checkout; BENCH_PORT the site's port (default 3193, the bare page's is the next).
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { aptInstall, assertPortFree, CHROMIUM_FLAGS, CHROMIUM_PATH, median, print, startSite, whenAnswering } from "./support";

// tsx compiles Lighthouse's own files as well, keeping function names with esbuild's `__name` helper, which the
// functions Lighthouse sends to the browser then call. Lighthouse defines the helper there only when it knows
// itself bundled; here it does not, and its first call in the browser fails ("__name is not defined").
const functions = pageFunctions as { esbuildFunctionWrapperString: string };
functions.esbuildFunctionWrapperString ||=
  "function __name(f,n){try{Object.defineProperty(f,'name',{value:n,configurable:true})}catch(e){}return f}";

const RUNS = Number(process.env.RUNS ?? 5);
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
// The language pages, each at its own path.
const PAGES = [
  ["en", "/?intro=0"],
  ["zh", "/zh?intro=0"],
  ["ar", "/ar?intro=0"],
] as const;
const BARE_DIR = path.join(process.cwd(), "bench", "bare-app");
/**
 * Every run is a first visit, as PageSpeed's, which opens each page in a new profile. Lighthouse clears the HTTP cache
 * and a few stores between runs in one browser, but by default keeps cookies and local storage: the runs after the
 * first were returning visitors whose fonts were recorded as fetched but were no longer cached, and who fetched them
 * while the picture loaded.
 */
const FIRST_VISIT: NonNullable<Parameters<typeof lighthouse>[1]>["clearStorageTypes"] = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "cookies",
  "local_storage",
  "indexeddb",
];

interface Figures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
}

interface Run extends Figures {
  /** When Chromium itself, unthrottled, saw the largest paint: where the simulation cuts its graph. */
  observedLcpMs: number;
  /** The requests the simulated LCP waited for: those that ended before the paint Chromium observed. */
  lcpRequests: string[];
  /** The long tasks of the run, by what ran them (a script's address, or the page's own work), longest first. */
  longTasks: string[];
}

/**
 * What the last run's simulated LCP counted. Lighthouse simulates a phone's load from the requests
 * (and script runs) that finished before the paint it saw unthrottled, so these are what stands
 * between the document and the largest paint on a slow network.
 */
async function lcpRequests(): Promise<string[]> {
  // Imported as Lighthouse imports it, at run time: a static import here is compiled to a require of a second copy,
  // whose record of simulations stays empty.
  const Lantern = await import("lighthouse/core/lib/lantern/lantern.js");
  const counted = new Map<string, number>();
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/LargestContentfulPaint/.test(label)) continue;
    for (const node of timings.keys()) {
      if (node.type !== "network" || node.request.url.startsWith("data:")) continue;
      const { pathname, search } = new URL(node.request.url);
      counted.set(`${pathname}${search}`.slice(0, 48), node.request.transferSize);
    }
  }
  return [...counted].map(([url, bytes]) => `${url} ${(bytes / 1024).toFixed(0)} kB`);
}

/** "main-app.js 2×, 310 ms": the long tasks Lighthouse saw, summed by what ran them. */
function longTasksOf(details: { items?: { url?: string; duration?: number }[] } | undefined): string[] {
  const by = new Map<string, { count: number; ms: number }>();
  for (const item of details?.items ?? []) {
    // Lighthouse names a task by its script's address, or "Unattributable" for the page's own work.
    const name = item.url && URL.canParse(item.url) ? (new URL(item.url).pathname.split("/").pop() ?? item.url) : (item.url ?? "page");
    const entry = by.get(name) ?? { count: 0, ms: 0 };
    by.set(name, { count: entry.count + 1, ms: entry.ms + (item.duration ?? 0) });
  }
  return [...by].sort((a, b) => b[1].ms - a[1].ms).map(([name, { count, ms }]) => `${name.slice(0, 40)} ${count}×, ${Math.round(ms)} ms`);
}

/** One Lighthouse run's figures, or why it gave none (a metric it could not compute, say). */
async function audit(url: string, port: number): Promise<Run | { failed: string }> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    clearStorageTypes: FIRST_VISIT,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { audits, categories } = result.lhr;
  const missing = ["largest-contentful-paint", "cumulative-layout-shift", "total-blocking-time"].find(
    (id) => !Number.isFinite(audits[id].numericValue),
  );
  if (result.lhr.runtimeError || missing) {
    return { failed: result.lhr.runtimeError?.message ?? `${missing}: ${audits[missing!].errorMessage ?? "no value"}` };
  }
  const requests = (audits["network-requests"].details as { items: { resourceType?: string; transferSize?: number }[] }).items;
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"].numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"].numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"].numericValue ?? NaN,
    scriptKb: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    observedLcpMs:
      (audits.metrics.details as { items: { observedLargestContentfulPaint?: number }[] }).items[0]?.observedLargestContentfulPaint ?? NaN,
    lcpRequests: await lcpRequests(),
    longTasks: longTasksOf(audits["long-tasks"]?.details as { items?: { url?: string; duration?: number }[] } | undefined),
  };
}

/**
 * Every page's runs, taken in rounds (the bare page, then each language, then again) rather than one page's five in a
 * row: a machine that slows down for a minute slows every page alike, and the ratios stay honest.
 */
async function medianOfEach(urls: readonly string[], port: number): Promise<Run[]> {
  for (const url of urls) await fetch(url); // warm the server, as a CDN-cached page would be
  const runs: Run[][] = urls.map(() => []);
  // A run Lighthouse could not measure is reported and replaced, up to as many again.
  for (let round = 0; round < 2 * RUNS && runs.some((r) => r.length < RUNS); round++) {
    for (const [i, url] of urls.entries()) {
      if (runs[i].length >= RUNS) continue;
      const run = await audit(url, port);
      if ("failed" in run) print(`  (a run of ${url} gave no figures: ${run.failed})`);
      else runs[i].push(run);
    }
  }
  return runs.map((r, i) => medianRun(r, urls[i]));
}

function medianRun(runs: readonly Run[], url: string): Run {
  if (runs.length === 0) throw new Error(`Lighthouse measured no run of ${url}`);
  const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
  const lcpMs = pick("lcpMs");
  // The requests of the run whose LCP is nearest the median.
  const typical = runs.reduce((best, r) => (Math.abs(r.lcpMs - lcpMs) < Math.abs(best.lcpMs - lcpMs) ? r : best));
  return {
    performance: pick("performance"),
    lcpMs,
    cls: pick("cls"),
    tbtMs: pick("tbtMs"),
    scriptKb: pick("scriptKb"),
    observedLcpMs: typical.observedLcpMs,
    lcpRequests: typical.lcpRequests,
    longTasks: typical.longTasks,
  };
}

async function startBare(port: number): Promise<{ url: string; stop(): void }> {
  await assertPortFree(port);
  if (!fs.existsSync(path.join(BARE_DIR, ".next", "BUILD_ID"))) {
    print("Building the bare page (bench/bare-app)…");
    execFileSync("npx", ["next", "build", BARE_DIR], { stdio: "ignore" });
  }
  const child = spawn("npx", ["next", "start", BARE_DIR, "-p", String(port), "-H", "127.0.0.1"], { stdio: "ignore", detached: true });
  return whenAnswering(child, `http://127.0.0.1:${port}`);
}

const row = (label: string, f: Figures, bare?: Figures) => {
  const ratio = (a: number, b: number) => (bare ? ` (${(a / b).toFixed(2)}×)` : "");
  return `  ${label.padEnd(12)} performance ${String(f.performance).padStart(3)}   LCP ${(f.lcpMs / 1000).toFixed(2)} s${bare ? ratio(f.lcpMs, bare.lcpMs) : ""}   CLS ${f.cls.toFixed(3)}   TBT ${Math.round(f.tbtMs)} ms   JS ${f.scriptKb.toFixed(1)} kB${bare ? ratio(f.scriptKb, bare.scriptKb) : ""}`;
};

/**
 * Chinese readers' phones always have a Chinese font; a machine without one draws boxes, whose
 * widths shift when the Latin web font arrives. Debian's Noto CJK is installed when missing.
 */
function ensureChineseFont() {
  if (execFileSync("fc-list", [":lang=zh", "family"], { encoding: "utf8" }).trim()) return;
  aptInstall("fonts-noto-cjk");
}

async function main() {
  ensureChineseFont();
  // Another checkout's bench may hold the usual ports: BENCH_PORT moves both (the bare page takes the next one).
  const port = Number(process.env.BENCH_PORT ?? 3193);
  const site = await startSite(port);
  const bare = await startBare(port + 1);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const [baseline, ...pages] = await medianOfEach([`${bare.url}/`, ...PAGES.map(([, p]) => `${site.url}${p}`)], chrome.port);
    print(`Lighthouse, mobile with simulated throttling, median of ${RUNS} taken in rounds (ratios to the bare page)`);
    const counted = (label: string, run: Run) => {
      print(
        `  ${"".padEnd(12)} ${label}'s LCP counted (seen at ${Math.round(run.observedLcpMs)} ms unthrottled): ${run.lcpRequests.join(", ")}`,
      );
      print(`  ${"".padEnd(12)} ${label}'s long tasks: ${run.longTasks.join(", ") || "none"}`);
    };
    print(row("bare page", baseline));
    counted("bare page", baseline);
    for (const [i, [label]] of PAGES.entries()) {
      print(row(label, pages[i], baseline));
      counted(label, pages[i]);
    }
  } finally {
    chrome.kill();
    site.stop();
    bare.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
