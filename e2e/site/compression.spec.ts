import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { LANGUAGES, languagePath } from "./helpers";

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, before any decoding. */
  body: Buffer;
}

/** A GET with exactly the Accept-Encoding given, read as the bytes that crossed the wire. */
function rawGet(path: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    http
      .get({ host: "127.0.0.1", port: E2E.offlinePort, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

function decoded({ headers, body }: RawResponse): string {
  const encoding = headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

// What current browsers send.
const BROWSER = "gzip, deflate, br, zstd";

test("every language's page reaches a browser in Brotli, smaller than gzip, and decodes to the same page", async () => {
  for (const { code } of LANGUAGES) {
    const path = `${languagePath(code)}?intro=0`;
    const brotli = await rawGet(path, BROWSER);
    const gzip = await rawGet(path, "gzip");
    expect(brotli.status, path).toBe(200);
    expect(brotli.headers["content-encoding"], path).toBe("br");
    expect(gzip.headers["content-encoding"], path).toBe("gzip");
    // A cache in between keeps one copy per encoding, never a Brotli body for a gzip-only client.
    expect(brotli.headers.vary?.toLowerCase(), path).toContain("accept-encoding");
    expect(decoded(brotli), path).toBe(decoded(gzip));
    expect(decoded(brotli), path).toContain(`<html lang="${code}"`);
    expect(brotli.body.length, path).toBeLessThan(gzip.body.length * 0.8);
  }
});

test("the framework's scripts come in Brotli too, and a client that asks for no encoding gets plain bytes", async ({ page }) => {
  await page.goto("/?intro=0");
  const script = page.locator("script[src^='/_next/static/'], script[data-after-paint^='/_next/static/']").first();
  await expect(script).toBeAttached();
  const src = (await script.getAttribute("src")) ?? (await script.getAttribute("data-after-paint"));
  const brotli = await rawGet(src!, BROWSER);
  expect(brotli.headers["content-encoding"]).toBe("br");
  const plain = await rawGet(src!);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(decoded(brotli)).toBe(plain.body.toString("utf8"));
});

test("a malformed Accept-Encoding still gets the page, never an error", async () => {
  for (const junk of ["br;q=oops, ,,gzip;q=2", "x".repeat(4000), "*;q=0", ";;;", "identity;q=0, *;q=0"]) {
    const response = await rawGet("/?intro=0", junk);
    expect(response.status, junk.slice(0, 40)).toBeLessThan(500);
    if (response.status === 200) expect(decoded(response), junk.slice(0, 40)).toContain("<html");
  }
});
