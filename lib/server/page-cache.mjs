/**
 * Pages built ahead of time, kept in memory exactly as Next sent them, so the
 * next visit is answered without passing through the proxy and Next again: an
 * in-process copy of what a CDN in front of the site would do. Next serves a
 * built page without rendering it, but its proxy and request pipeline still
 * cost more than a millisecond a request; from memory it costs almost nothing.
 *
 * Only what cannot differ between visitors is kept:
 * - a GET whose response Next marked prerendered (`x-nextjs-prerender`), 200,
 *   setting no cookie;
 * - keyed by path, the encodings the client accepts, and the scheme a proxy in
 *   front reports (HSTS depends on it); the query is left out, as a built page
 *   ignores it;
 * - never for a request the proxy answers differently: an old `?lang=` link,
 *   a visitor whose saved language sends `/` elsewhere (the `lang` cookie),
 *   router payloads (`_rsc`, `rsc` and `next-router-*` headers), ranges.
 *
 * A build's pages never change while its server runs, so nothing expires.
 * Plain ESM so `node server.mjs` runs it with no build step.
 */

/** proxy.ts's language cookie (LOCALE_COOKIE in lib/i18n/locales.ts; a test holds the two alike). */
export const LANGUAGE_COOKIE = "lang";

const MAX_ENTRIES = 256;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
// Node adds these itself for each response; a copy would be stale or wrong.
const PER_RESPONSE_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
// What a 304 repeats of the full answer (RFC 9110, 15.4.5).
const NOT_MODIFIED_HEADERS = new Set(["etag", "cache-control", "vary", "content-location", "expires", "content-security-policy"]);

function keyOf(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const headers = req.headers;
  if (headers.range || headers.rsc) return null;
  for (const name of Object.keys(headers)) if (name.startsWith("next-router-")) return null;
  const url = req.url ?? "/";
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (queryAt !== -1) {
    const query = new URLSearchParams(url.slice(queryAt + 1));
    if (query.has("_rsc") || query.has("lang")) return null;
  }
  if (hasCookie(headers.cookie, LANGUAGE_COOKIE)) return null;
  const encodings = String(headers["accept-encoding"] ?? "").replace(/\s+/g, "").toLowerCase();
  const scheme = String(headers["x-forwarded-proto"] ?? "").replace(/\s+/g, "").toLowerCase();
  return `${pathname}\n${encodings}\n${scheme}`;
}

function hasCookie(header, name) {
  if (!header) return false;
  return String(header)
    .split(";")
    .some((pair) => pair.trim().startsWith(`${name}=`));
}

function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  return ifNoneMatch
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === "*" || t === etag.replace(/^W\//, ""));
}

export function createPageCache() {
  const entries = new Map();

  /**
   * Answers from memory when it holds this page (true); otherwise watches Next
   * answer it, keeps the answer if it may, and returns false.
   */
  function serveOrRecord(req, res) {
    const key = keyOf(req);
    if (!key) return false;
    const entry = entries.get(key);
    if (entry) {
      serve(req, res, entry);
      return true;
    }
    if (req.method === "GET" && !req.headers["if-none-match"] && entries.size < MAX_ENTRIES) record(res, key);
    return false;
  }

  function serve(req, res, entry) {
    if (etagMatches(req.headers["if-none-match"], entry.etag)) {
      res.writeHead(304, entry.notModifiedHeaders);
      res.end();
      return;
    }
    res.writeHead(200, { ...entry.headers, "Content-Length": String(entry.body.length) });
    res.end(req.method === "HEAD" ? undefined : entry.body);
  }

  function record(res, key) {
    const chunks = [];
    let size = 0;
    let keep = true;
    const collect = (chunk, encoding) => {
      if (!keep || chunk == null || typeof chunk === "function") return;
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk);
      size += bytes.length;
      if (size > MAX_BODY_BYTES) {
        keep = false;
        chunks.length = 0;
      } else chunks.push(bytes);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      res.write = write;
      res.end = end;
      if (keep) store(key, res, Buffer.concat(chunks));
      return end.call(this, chunk, encoding, callback);
    };
  }

  function store(key, res, body) {
    if (res.statusCode !== 200 || !res.hasHeader("x-nextjs-prerender") || res.hasHeader("set-cookie")) return;
    // The names as Next wrote them, so a kept answer reads exactly like the first.
    const headers = {};
    for (const name of res.getRawHeaderNames()) if (!PER_RESPONSE_HEADERS.has(name.toLowerCase())) headers[name] = res.getHeader(name);
    const notModifiedHeaders = {};
    for (const name of Object.keys(headers)) if (NOT_MODIFIED_HEADERS.has(name.toLowerCase())) notModifiedHeaders[name] = headers[name];
    const etag = res.getHeader("etag");
    entries.set(key, { headers, body, etag: typeof etag === "string" ? etag : undefined, notModifiedHeaders });
  }

  return { serveOrRecord, get size() { return entries.size; } };
}
