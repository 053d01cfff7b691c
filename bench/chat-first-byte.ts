/**
 * Time to a chat request's first byte of reply (the first streamed piece),
 * from the offline consultant, with every check a request passes on the way:
 * origin, rate limit (each request from its own loopback address, so none is
 * refused), conversation lookup, lead detection. Printed beside another
 * checkout's figure (an older commit built in its own directory) when given.
 *   npm run build && npm run bench:chat-first-byte [-- --baseline /path/to/other/checkout]
 */
import http from "node:http";
import { parseArgs } from "node:util";
import { median, print, startSite } from "./support";

const RUNS = Number(process.env.RUNS ?? 50);
const WARMUP = 5;

function firstByte(
  url: string,
  localAddress: string,
  cookie: string | undefined,
  message: string,
): Promise<{ ms: number; cookie?: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ message, assistantId: "aurelia-consultant-en", language: "en" });
    const started = performance.now();
    const request = http.request(
      `${url}/api/chat.php`,
      {
        method: "POST",
        localAddress,
        headers: {
          "content-type": "application/json",
          accept: "application/x-ndjson",
          origin: url,
          "sec-fetch-site": "same-origin",
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`chat answered ${response.statusCode}`));
        const setCookie = response.headers["set-cookie"]?.[0]?.split(";")[0];
        response.once("data", () => {
          const ms = performance.now() - started;
          response.resume();
          response.on("end", () => resolve({ ms, cookie: setCookie ?? cookie }));
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function measure(root: string, port: number): Promise<number> {
  // Limits on: the rate check is part of what a request costs.
  const site = await startSite(port, { RATE_LIMIT: "" }, root);
  try {
    const times: number[] = [];
    let cookie: string | undefined;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const address = `127.0.${Math.floor(i / 250) + 1}.${(i % 250) + 1}`;
      const result = await firstByte(site.url, address, cookie, `Question ${i}: how big is Blitz?`);
      cookie = result.cookie;
      if (i >= WARMUP) times.push(result.ms);
    }
    return median(times);
  } finally {
    site.stop();
  }
}

async function main() {
  const { values } = parseArgs({ options: { baseline: { type: "string" } } });
  const now = await measure(process.cwd(), 3191);
  print(`Chat first byte, offline consultant, median of ${RUNS} (each request from its own loopback address)`);
  print(`  this checkout       : ${now.toFixed(2)} ms`);
  if (values.baseline) {
    const before = await measure(values.baseline, 3192);
    print(`  ${values.baseline.padEnd(19)} : ${before.toFixed(2)} ms`);
    print(`  ratio               : ${(now / before).toFixed(3)}`);
    print(`  difference          : ${(now - before).toFixed(2)} ms`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
