import "server-only";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { LOCALE_COOKIE } from "@/lib/shared/i18n/locales";
import compression from "next/dist/compiled/compression";
import { LANGUAGE_COOKIE, createPageCache, servedEncoding } from "./page-cache.mjs";

/**
 * A real HTTP server answering as Next does for a built page (and otherwise),
 * behind the page cache as server.mjs puts it; `renders` counts what reached
 * the server behind the cache.
 */
async function startServer(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void, options?: Parameters<typeof createPageCache>[0]) {
  const cache = createPageCache(options);
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

// Above the kilobyte below which Next's compression leaves an answer as it is.
const PAGE = `<!DOCTYPE html><html lang=ar><body>${"مرحبا ".repeat(200)}</body></html>`;

// The compression Next's server runs every answer through, so the encodings are the ones Next picks.
const nextCompression = compression();

/** Next's answer for a built page: streamed in pieces, marked prerendered, compressed as Next's server does. */
function builtPage(req: http.IncomingMessage, res: http.ServerResponse) {
  nextCompression(req, res, () => {
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Content-Security-Policy", "script-src 'self' 'sha256-abc='");
    res.setHeader("x-nextjs-prerender", ["1", "1"]);
    res.setHeader("Cache-Control", "s-maxage=31536000");
    res.setHeader("ETag", '"v1"');
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    const body = Buffer.from(PAGE);
    res.write(body.subarray(0, 10));
    res.end(body.subarray(10));
  });
}

/** A GET with exactly these headers, its body as sent (fetch would add an Accept-Encoding and decode). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status?: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c)).on("end", () => resolve({ status: res.statusCode, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const decoded = ({ encoding, body }: { encoding?: string; body: Buffer }) =>
  (encoding === "gzip" ? zlib.gunzipSync(body) : encoding === "deflate" ? zlib.inflateSync(body) : body).toString();

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
    const gzip = await get(`${server.base}/ar`, { "accept-encoding": "gzip" });
    expect(server.state.renders).toBe(2);
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE);
    const again = await get(`${server.base}/ar`, { "accept-encoding": "gzip" });
    expect(server.state.renders).toBe(2);
    expect(again.encoding).toBe("gzip");
    expect(decoded(again)).toBe(PAGE);
  });

  // Each header as a browser, a tool or an attacker might write it.
  const ACCEPT_ENCODINGS = ["", "gzip", "deflate", "br", "identity", "gzip, deflate, br, zstd", "GZIP", "x-gzip", "*", "*;q=0",
    "*;q=0, identity", "identity;q=0", "gzip;q=0", "gzip;q=0, deflate", "deflate, gzip;q=0.5", "gzip;q=0.5, deflate;q=0.9",
    "br;q=1, gzip;q=0.8", "*;q=0.1, gzip;q=0", "gzip;q=abc", "gzip;Q=0", "deflate;q=0.3, identity;q=0.3", " gzip ; q=0.2 , deflate ; q=0.1", ",,;", "gzip;level=9;q=0"];

  it.each(ACCEPT_ENCODINGS)("reads Accept-Encoding %j as Next's compression does", async (header) => {
    server = await startServer(builtPage);
    const fresh = await get(`${server.base}/ar`, { "accept-encoding": header });
    expect(fresh.encoding ?? "identity").toBe(servedEncoding(header));
    const kept = await get(`${server.base}/ar`, { "accept-encoding": header });
    expect(server.state.renders).toBe(1);
    expect(kept.encoding).toBe(fresh.encoding);
    expect(decoded(kept)).toBe(PAGE);
  });

  it("stays within a few entries however many junk header values arrive, and the real visit still hits", async () => {
    server = await startServer(builtPage);
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    await get(`${server.base}/ar`, browser);
    for (let i = 0; i < 1_000; i++) {
      await get(`${server.base}/ar`, {
        "accept-encoding": [`junk-${i}`, `gzip;q=0.${i}`, `br, x${i};q=1`, `identity;q=${i}, deflate;q=0.${i}`][i % 4],
        "x-forwarded-proto": [`https-${i}`, `http, junk${i}`, `https, x${i}`, `${i}`][i % 4],
      });
    }
    // Three encodings over two schemes at most.
    expect(server.cache.size).toBeLessThanOrEqual(6);
    expect(server.state.renders).toBeLessThanOrEqual(6);
    const renders = server.state.renders;
    const real = await get(`${server.base}/ar`, browser);
    expect(server.state.renders).toBe(renders);
    expect(real.encoding).toBe("gzip");
    expect(decoded(real)).toBe(PAGE);
  });

  it("keeps its bytes under the bound by dropping the page least recently used", async () => {
    server = await startServer(builtPage);
    await get(`${server.base}/ar`);
    const pageBytes = server.cache.bytes;
    await server.close();
    // Room for two pages, not three.
    server = await startServer(builtPage, { maxBytes: pageBytes * 2 + pageBytes / 2 });
    for (const path of ["/ar", "/zh", "/ar", "/ms"]) await get(`${server.base}${path}`);
    expect(server.state.renders).toBe(3);
    expect(server.cache.size).toBe(2);
    expect(server.cache.bytes).toBeLessThanOrEqual(pageBytes * 2.5);
    // `/ar` was used after `/zh`, so `/zh` made room for `/ms`.
    await get(`${server.base}/ar`);
    await get(`${server.base}/ms`);
    expect(server.state.renders).toBe(3);
    await get(`${server.base}/zh`);
    expect(server.state.renders).toBe(4);
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
    ["a path spelt out with escapes", "/%61r", {}],
    ["a path with an empty segment", "//ar", {}],
  ])("never answers %s from memory", async (_what, path, headers: Record<string, string>) => {
    server = await startServer(builtPage);
    await get(`${server.base}${path}`, headers);
    await get(`${server.base}${path}`, headers);
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
