/**
 * Requests per second for the language pages' HTML, as `npm start` serves it
 * (or plain `next start`, with --next-start), measured by wrk from a second
 * process (Debian's `wrk`, installed if missing). Three runs per page (the
 * median is printed), 10 connections on 2 threads. With --baseline DIR, the
 * same for another built checkout, and the ratios.
 *   npm run build && npm run bench:throughput [-- --next-start] [-- --baseline /path/to/other/checkout]
 */
import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { parseArgs } from "node:util";

const run = promisify(execFile);
import { aptInstall, median, print, startSite } from "./support";

const PAGES = ["/?intro=0", "/zh?intro=0", "/ar?intro=0"];
const RUNS = Number(process.env.RUNS ?? 3);
const SECONDS = Number(process.env.SECONDS_PER_RUN ?? 5);

function ensureWrk() {
  if (spawnSync("wrk", ["--version"]).error === undefined) return;
  aptInstall("wrk");
}

// Asynchronous, so this process notices the server closing its idle keep-alive connections meanwhile.
async function requestsPerSecond(url: string): Promise<number> {
  // As a browser asks: every current one takes Brotli.
  const { stdout: out } = await run("wrk", ["-t2", "-c10", `-d${SECONDS}s`, "-H", "Accept-Encoding: gzip, deflate, br", url], {
    encoding: "utf8",
  });
  if (/Non-2xx or 3xx responses/.test(out)) throw new Error(`${url} answered errors under load:\n${out}`);
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
}

async function measure(root: string, port: number, nextStart: boolean): Promise<Map<string, number>> {
  const site = await startSite(port, {}, root, { nextStart });
  try {
    const results = new Map<string, number>();
    for (const page of PAGES) {
      await (await fetch(`${site.url}${page}`)).text(); // the first visit, as a CDN's first miss
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await requestsPerSecond(`${site.url}${page}`));
      results.set(page, median(runs));
    }
    return results;
  } finally {
    site.stop();
  }
}

async function main() {
  const { values } = parseArgs({ options: { baseline: { type: "string" }, "next-start": { type: "boolean", default: false } } });
  const nextStart = values["next-start"]!;
  ensureWrk();
  print(
    `Language pages' HTML through ${nextStart ? "next start" : "npm start"}, requests per second (wrk -t2 -c10 -d${SECONDS}s, median of ${RUNS})`,
  );
  const now = await measure(process.cwd(), 3194, nextStart);
  const before = values.baseline ? await measure(values.baseline, 3195, nextStart) : undefined;
  for (const page of PAGES) {
    const line = `  ${page.padEnd(12)} ${now.get(page)!.toFixed(0).padStart(8)} req/s`;
    print(
      before
        ? `${line}   baseline ${before.get(page)!.toFixed(0).padStart(6)} req/s   ratio ${(now.get(page)! / before.get(page)!).toFixed(1)}×`
        : line,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
