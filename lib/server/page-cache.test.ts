import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { LANGUAGE_COOKIE, createPageCache } from "./page-cache.mjs";

/**
 * A real HTTP server answering as Next does for a built page (and otherwise),
 * behind the page cache as server.mjs puts it; `renders` counts what reached
 * the server behind the cache.
 */
async function startServer(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const cache = createPageCache();
  const state = { renders: 0 };
  const server = http.createServer((req, res) => {
    if (cache.serveOrRecord(req, res)) return;
    state.renders++;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, cache, state, close: () => new Promise((r) => server.close(r)) };
}

const PAGE = "<!DOCTYPE html><html lang=ar><body>مرحبا</body></html>";

/** Next's answer for a built page: streamed in pieces, marked prerendered, gzip when asked. */
function builtPage(req: http.IncomingMessage, res: http.ServerResponse) {
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Content-Security-Policy", "script-src 'self' 'sha256-abc='");
  res.setHeader("x-nextjs-prerender", ["1", "1"]);
  res.setHeader("Cache-Control", "s-maxage=31536000");
  res.setHeader("ETag", '"v1"');
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  const gzip = String(req.headers["accept-encoding"] ?? "").includes("gzip");
  const body = gzip ? zlib.gzipSync(PAGE) : Buffer.from(PAGE);
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.write(body.subarray(0, 10));
  res.end(body.subarray(10));
}

let server: Awaited<ReturnType<typeof startServer>>;
afterEach(async () => server?.close());

describe("the page cache", () => {
  it("answers the second visit from memory with the same status, headers and bytes", async () => {
    server = await startServer(builtPage);
    const first = await fetch(`${server.base}/ar?intro=0`, { headers: { "accept-encoding": "identity" } });
    const second = await fetch(`${server.base}/ar?utm_source=mail`, { headers: { "accept-encoding": "identity" } });
    expect(server.state.renders).toBe(1);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    for (const name of ["content-security-policy", "x-frame-options", "cache-control", "etag", "content-type", "x-nextjs-prerender"]) {
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    }
    expect(second.headers.get("content-length")).toBe(String(Buffer.byteLength(PAGE)));
  });

  it("keeps each encoding apart, and a compressed answer decodes to the page", async () => {
    server = await startServer(builtPage);
    await fetch(`${server.base}/ar`, { headers: { "accept-encoding": "identity" } });
    const gzip = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      http.get(`${server.base}/ar`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c)).on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      });
    });
    expect(server.state.renders).toBe(2);
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE);
    await fetch(`${server.base}/ar`, { headers: { "accept-encoding": "gzip" } });
    expect(server.state.renders).toBe(2);
  });

  it("answers a matching If-None-Match with 304 and a HEAD without a body", async () => {
    server = await startServer(builtPage);
    await fetch(`${server.base}/ar`);
    const notModified = await fetch(`${server.base}/ar`, { headers: { "if-none-match": 'W/"v1"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe('"v1"');
    const head = await fetch(`${server.base}/ar`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(server.state.renders).toBe(1);
  });

  it.each([
    ["an old ?lang= link", "/?lang=ar", {}],
    ["a router payload", "/ar?_rsc=1x2y", {}],
    ["a router payload by its header", "/ar", { rsc: "1" }],
    ["a router prefetch", "/ar", { "next-router-prefetch": "1" }],
    ["a visitor with a saved language", "/", { cookie: `theme=dark; ${LANGUAGE_COOKIE}=ar` }],
    ["a range", "/ar", { range: "bytes=0-10" }],
  ])("never answers %s from memory", async (_what, path, headers: Record<string, string>) => {
    server = await startServer(builtPage);
    await fetch(`${server.base}${path}`, { headers });
    await fetch(`${server.base}${path}`, { headers });
    expect(server.state.renders).toBe(2);
    expect(server.cache.size).toBe(0);
  });

  it("keeps no answer that was not a built page, or that set a cookie or failed", async () => {
    server = await startServer((req, res) => {
      if (req.url === "/rendered") res.end("per request");
      else if (req.url === "/cookie") {
        res.setHeader("x-nextjs-prerender", "1");
        res.setHeader("Set-Cookie", "a=1");
        res.end("x");
      } else {
        res.statusCode = 404;
        res.setHeader("x-nextjs-prerender", "1");
        res.end("missing");
      }
    });
    for (const path of ["/rendered", "/cookie", "/missing"]) {
      await fetch(`${server.base}${path}`);
      await fetch(`${server.base}${path}`);
    }
    expect(server.state.renders).toBe(6);
    expect(server.cache.size).toBe(0);
  });

  it("tells the proxy's language cookie by the same name the proxy uses", () => {
    expect(LANGUAGE_COOKIE).toBe(LOCALE_COOKIE);
  });
});
