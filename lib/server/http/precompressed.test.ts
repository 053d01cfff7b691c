import "server-only";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { compressResponses } from "./compress.mjs";
import {
  createPrecompressedCache,
  readBuildCopies,
  servePrecompressed,
  writeBuildCopies,
  type PrecompressedCache,
} from "./precompressed.mjs";

const PAGE = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Hotel-branded homes by the sea in Kuantan.</p>".repeat(400)}</body></html>`);

interface Served {
  status: number;
  encoding: string | null;
  wireBytes: number;
  body: Buffer;
}

/** A real server wired as server.mjs is, around a handler that answers as Next does for a page built ahead of time. */
async function withServer(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  body: (
    get: (path: string, headers?: Record<string, string>, method?: string) => Promise<Served>,
    cache: PrecompressedCache,
  ) => Promise<void>,
  cache: PrecompressedCache = createPrecompressedCache({ maxEntries: 4 }),
): Promise<void> {
  const precompressed = servePrecompressed(cache);
  const server = http.createServer((req, res) => compressResponses(req, res, () => precompressed(req, res, () => handler(req, res))));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  // node:http rather than fetch: fetch decodes the body and hides how many bytes crossed the wire.
  const get = (path: string, headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br" }, method = "GET") =>
    new Promise<Served>((resolve, reject) => {
      http
        .request({ host: "127.0.0.1", port, path, headers, method }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const wire = Buffer.concat(chunks);
            const encoding = (res.headers["content-encoding"] as string | undefined) ?? null;
            const decoded = encoding === "br" ? zlib.brotliDecompressSync(wire) : encoding === "gzip" ? zlib.gunzipSync(wire) : wire;
            resolve({ status: res.statusCode ?? 0, encoding, wireBytes: wire.length, body: decoded });
          });
        })
        .on("error", reject)
        .end();
    });
  try {
    await body(get, cache);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const nextPage =
  (page: () => Buffer, etag: () => string = () => '"page-1"') =>
  (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("ETag", etag());
    res.setHeader("Content-Length", page().length);
    res.end(page());
  };

const kept = async (cache: PrecompressedCache, size: number) => {
  for (let i = 0; i < 200 && cache.size < size; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(cache.size).toBe(size);
};

const QUALITY_11 = zlib.brotliCompressSync(PAGE, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const QUALITY_5 = zlib.brotliCompressSync(PAGE, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;

describe("servePrecompressed", () => {
  it("answers a page's first request as before, and later ones with its quality-11 copy, whatever their query or headers", async () => {
    expect(QUALITY_11).toBeLessThan(QUALITY_5);
    await withServer(
      nextPage(() => PAGE),
      async (get, cache) => {
        const first = await get("/en");
        expect(first).toMatchObject({ status: 200, encoding: "br", wireBytes: QUALITY_5 });
        expect(first.body.equals(PAGE)).toBe(true);
        await kept(cache, 1);
        for (const [path, headers] of [
          ["/en", {}],
          ["/en?intro=0&junk=1", {}],
          ["/en", { "x-junk": "a".repeat(2000), "accept-language": "zz" }],
        ] as const) {
          const later = await get(path, { "accept-encoding": "gzip, br", ...headers });
          expect(later).toMatchObject({ status: 200, encoding: "br", wireBytes: QUALITY_11 });
          expect(later.body.equals(PAGE)).toBe(true);
        }
      },
    );
  });

  it("keeps the framework's scripts and styles as it keeps pages, streamed from a file as Next sends them, and no font", async () => {
    const script = Buffer.from(`self.__chunk=function(){return "Hotel-branded homes by the sea in Kuantan."};`.repeat(300));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
    fs.writeFileSync(path.join(dir, "chunk.js"), script);
    const types: Record<string, string> = {
      "/_next/static/chunks/chunk.js": "application/javascript; charset=UTF-8",
      "/_next/static/css/page.css": "text/css; charset=UTF-8",
      "/_next/static/media/inter.woff2": "font/woff2",
    };
    const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader("Content-Type", types[req.url ?? ""]);
      res.setHeader("ETag", `W/"${req.url}"`);
      fs.createReadStream(path.join(dir, "chunk.js"), { highWaterMark: 4096 }).pipe(res);
    };
    const quality11 = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    try {
      await withServer(handler, async (get, cache) => {
        for (const [at, url] of ["/_next/static/chunks/chunk.js", "/_next/static/css/page.css"].entries()) {
          const first = await get(url);
          expect(first.encoding).toBe("br");
          expect(first.body.equals(script)).toBe(true);
          await kept(cache, at + 1);
          const later = await get(url);
          expect(later).toMatchObject({ status: 200, encoding: "br", wireBytes: quality11 });
          expect(later.body.equals(script)).toBe(true);
        }
        const font = await get("/_next/static/media/inter.woff2");
        expect(font.body.equals(script)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(cache.size).toBe(2);
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("sends the build's copies of scripts and styles from the first request on, and compresses none of them at run time", async () => {
    const script = Buffer.from(`self.__chunk=function(){return "Hotel-branded homes by the sea in Kuantan."};`.repeat(300));
    const style = Buffer.from(`.hero{color:#c9a96e;font-family:"Playfair Display"}`.repeat(100));
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "build-copies-"));
    const files: Record<string, Buffer> = { "chunks/app.js": script, "css/page.css": style, "media/inter.woff2": script };
    for (const [file, bytes] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(distDir, "static", file)), { recursive: true });
      fs.writeFileSync(path.join(distDir, "static", file), bytes);
    }
    const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
      const file = String(req.url).split("?")[0].slice("/_next/static/".length);
      res.setHeader("Content-Type", file.endsWith(".css") ? "text/css; charset=UTF-8" : "application/javascript; charset=UTF-8");
      res.setHeader("ETag", `W/"${file}"`);
      fs.createReadStream(path.join(distDir, "static", file), { highWaterMark: 4096 }).pipe(res);
    };
    const quality11 = (bytes: Buffer) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    try {
      expect(writeBuildCopies(distDir).map((copy) => copy.file.split(path.sep).join("/"))).toEqual(
        expect.arrayContaining(["chunks/app.js", "css/page.css"]),
      );
      expect(fs.existsSync(path.join(distDir, "static/media/inter.woff2.br"))).toBe(false);
      // A copy that no longer matches its file (a file rebuilt without its copy) is not loaded.
      fs.writeFileSync(path.join(distDir, "static/chunks/stale.js"), "self.__stale=1;".repeat(200));
      fs.writeFileSync(path.join(distDir, "static/chunks/stale.js.br"), zlib.brotliCompressSync(Buffer.from("self.__old=1;")));
      const built = readBuildCopies(distDir);
      expect([...built.keys()].sort()).toEqual(["/_next/static/chunks/app.js", "/_next/static/css/page.css"]);
      const cache = createPrecompressedCache({ maxEntries: 4, built });
      await withServer(
        handler,
        async (get) => {
          for (const [url, bytes] of [
            ["/_next/static/chunks/app.js", script],
            ["/_next/static/chunks/app.js?junk=1", script],
            ["/_next/static/css/page.css", style],
          ] as const) {
            const first = await get(url);
            expect(first).toMatchObject({ status: 200, encoding: "br", wireBytes: quality11(bytes) });
            expect(first.body.equals(bytes)).toBe(true);
          }
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(cache.size).toBe(0);
          // Other bytes under a built path (a file changed after the build) are sent as they are, never the copy.
          fs.writeFileSync(path.join(distDir, "static/chunks/app.js"), style);
          const changed = await get("/_next/static/chunks/app.js");
          expect(changed.encoding).toBe("br");
          expect(changed.body.equals(style)).toBe(true);
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(cache.size).toBe(1);
        },
        cache,
      );
    } finally {
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });

  it("never serves a copy for other bytes than it was made from, even under the same ETag", async () => {
    let page = PAGE;
    await withServer(
      nextPage(() => page),
      async (get, cache) => {
        await get("/en");
        await kept(cache, 1);
        page = Buffer.from(PAGE.toString().replace("Kuantan", "Kuantam"));
        const changed = await get("/en");
        expect(changed.encoding).toBe("br");
        expect(changed.body.equals(page)).toBe(true);
      },
    );
  });

  it("leaves to the compression what it does not keep: gzip and plain clients, HEAD, and responses without an ETag or of another type", async () => {
    let type = "text/html; charset=utf-8";
    let etag: string | undefined = '"page-1"';
    const handler = (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader("Content-Type", type);
      if (etag) res.setHeader("ETag", etag);
      res.write(PAGE.subarray(0, 1000));
      res.end(PAGE.subarray(1000));
    };
    await withServer(handler, async (get, cache) => {
      const gzip = await get("/en", { "accept-encoding": "gzip" });
      expect(gzip.encoding).toBe("gzip");
      expect(gzip.body.equals(PAGE)).toBe(true);
      const plain = await get("/en", { "accept-encoding": "br;q=0" });
      expect(plain.encoding).toBeNull();
      expect(plain.body.equals(PAGE)).toBe(true);
      const head = await get("/en", { "accept-encoding": "br" }, "HEAD");
      expect(head).toMatchObject({ status: 200, wireBytes: 0 });
      etag = undefined;
      const streamed = await get("/en");
      expect(streamed.body.equals(PAGE)).toBe(true);
      etag = '"page-1"';
      type = "application/json";
      const json = await get("/api/health.php");
      expect(json.body.equals(PAGE)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(cache.size).toBe(0);
    });
  });

  it("passes a body too large to hold on as it comes, and keeps no copy of it", async () => {
    const large = Buffer.alloc(3 * 1024 * 1024, "<p>a</p>");
    const handler = (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader("Content-Type", "text/html");
      res.setHeader("ETag", '"large"');
      for (let at = 0; at < large.length; at += 64 * 1024) res.write(large.subarray(at, at + 64 * 1024));
      res.end();
    };
    await withServer(handler, async (get, cache) => {
      const served = await get("/large");
      expect(served.encoding).toBe("br");
      expect(served.body.equals(large)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(cache.size).toBe(0);
    });
  });
});

describe("createPrecompressedCache", () => {
  it("runs one quality-11 compression at a time: many new pages at once start one, the rest are turned away", async () => {
    const cache = createPrecompressedCache();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => new Promise<boolean>((resolve) => cache.offer(`"page-${i}"`, PAGE, resolve))),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(cache.size).toBe(1);
  });

  it("keeps at most its number of pages, dropping the one least recently served", async () => {
    const cache = createPrecompressedCache({ maxEntries: 2 });
    const offer = (etag: string) => new Promise<boolean>((resolve) => cache.offer(etag, PAGE, resolve));
    expect(await offer('"a"')).toBe(true);
    expect(await offer('"b"')).toBe(true);
    expect(cache.lookup('"a"', PAGE)).toBeDefined();
    expect(await offer('"c"')).toBe(true);
    expect(cache.size).toBe(2);
    expect(cache.lookup('"b"', PAGE)).toBeUndefined();
    expect(cache.lookup('"a"', PAGE)).toBeDefined();
    expect(await offer('"a"')).toBe(false);
  });
});
