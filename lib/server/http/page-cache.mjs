// No "server-only" here: server.mjs loads this file with plain Node before Next starts, where that import throws.
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
 * - keyed by path, the encoding Next would answer in, and whether a proxy in
 *   front reports HTTPS (HSTS depends on it); the query is left out, as a built
 *   page ignores it. The headers are reduced to those few values, so junk in
 *   them cannot make a key of its own;
 * - only for a plain path (letters, digits, hyphens), as a built page has: a
 *   spelling Next would read as the same page (`/%61r`) is served by Next;
 * - never for a request the proxy answers differently: an old `?lang=` link,
 *   a visitor whose saved language sends `/` elsewhere (the `lang` cookie),
 *   router payloads (`_rsc`, `rsc` and `next-router-*` headers), ranges.
 *
 * A build's pages never change while its server runs, so nothing expires; the
 * least recently used page makes room when the entries reach their byte bound.
 * Plain ESM so `node server.mjs` runs it with no build step.
 */

/** proxy.ts's language cookie (LOCALE_COOKIE in lib/shared/i18n/locales.ts; a test holds the two alike). */
export const LANGUAGE_COOKIE = "lang";

const MAX_ENTRIES = 256;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
// Every page in its three encodings takes a few megabytes; this leaves room to spare.
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
// A built page's path: `/`, `/ar`, `/zh/privacy`.
const PLAIN_PATH = /^(?:\/[A-Za-z0-9-]+)*\/?$/;
// What Next's compression (next/dist/compiled/compression) may answer in, in its order of preference.
const ENCODINGS = ["gzip", "deflate", "identity"];
// next.config.mjs's HTTPS_HOP: the same test decides whether Next adds HSTS.
const HTTPS_HOP = /^(?:.*,\s*)?https(?:\s*,.*)?$/;
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
  if (!PLAIN_PATH.test(pathname)) return null;
  const scheme = HTTPS_HOP.test(String(headers["x-forwarded-proto"] ?? "")) ? "https" : "http";
  return `${pathname}\n${servedEncoding(headers["accept-encoding"])}\n${scheme}`;
}

/**
 * The encoding Next's compression answers a request in: the `compression`
 * package's choice through `negotiator` (q-values, `*`, the order written),
 * gzip over deflate whenever gzip is acceptable, identity when nothing is.
 * A page is kept only when Next's answer came in this encoding (store), so a
 * difference here costs a trip through Next, never a wrong answer.
 */
export function servedEncoding(header) {
  const accepted = parseAcceptEncoding(String(header ?? ""));
  let chosen = preferred(accepted, ENCODINGS);
  if (chosen === "deflate" && preferred(accepted, ["gzip"])) chosen = preferred(accepted, ["gzip", "identity"]);
  return chosen ?? "identity";
}

function parseAcceptEncoding(header) {
  const accepted = [];
  let namesIdentity = false;
  let lowest = 1;
  const parts = header.split(",");
  for (let index = 0; index < parts.length; index++) {
    const match = /^\s*([^\s;]+)\s*(?:;(.*))?$/.exec(parts[index].trim());
    if (!match) continue;
    let q = 1;
    for (const param of match[2]?.split(";") ?? []) {
      const [name, value] = param.trim().split("=");
      if (name === "q") {
        q = parseFloat(value);
        break;
      }
    }
    const entry = { encoding: match[1], q, order: index };
    accepted.push(entry);
    namesIdentity ||= specificity("identity", entry) !== null;
    lowest = Math.min(lowest, q || 1);
  }
  // Identity is acceptable unless the header rules it out by name or by `*`.
  if (!namesIdentity) accepted.push({ encoding: "identity", q: lowest, order: parts.length });
  return accepted;
}

/** 1 for the encoding by name, 0 by `*`, null when the entry says nothing of it. */
function specificity(encoding, entry) {
  if (entry.encoding.toLowerCase() === encoding) return 1;
  return entry.encoding === "*" ? 0 : null;
}

function preferred(accepted, offered) {
  let best = null;
  offered.forEach((encoding, offer) => {
    let spec = { s: -1, q: 0, o: -1 };
    for (const entry of accepted) {
      const s = specificity(encoding, entry);
      if (s === null) continue;
      if ((spec.s - s || spec.q - entry.q || spec.o - entry.order) < 0) spec = { s, q: entry.q, o: entry.order };
    }
    if (!(spec.q > 0)) return;
    const candidate = { encoding, offer, ...spec };
    if (!best || (candidate.q - best.q || candidate.s - best.s || best.o - candidate.o || best.offer - candidate.offer) > 0) best = candidate;
  });
  return best?.encoding ?? null;
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

/** `maxBytes` and `maxEntries` bound what is kept; tests make them small. */
export function createPageCache({ maxBytes = MAX_TOTAL_BYTES, maxEntries = MAX_ENTRIES } = {}) {
  // In order of last use: the first is the one to drop.
  const entries = new Map();
  let bytes = 0;

  /**
   * Answers from memory when it holds this page (true); otherwise watches Next
   * answer it, keeps the answer if it may, and returns false.
   */
  function serveOrRecord(req, res) {
    const key = keyOf(req);
    if (!key) return false;
    const entry = entries.get(key);
    if (entry) {
      entries.delete(key);
      entries.set(key, entry);
      serve(req, res, entry);
      return true;
    }
    if (req.method === "GET" && !req.headers["if-none-match"]) record(res, key);
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
    if (String(res.getHeader("content-encoding") ?? "identity") !== key.split("\n")[1]) return;
    // The names as Next wrote them, so a kept answer reads exactly like the first.
    const headers = {};
    for (const name of res.getRawHeaderNames()) if (!PER_RESPONSE_HEADERS.has(name.toLowerCase())) headers[name] = res.getHeader(name);
    const notModifiedHeaders = {};
    for (const name of Object.keys(headers)) if (NOT_MODIFIED_HEADERS.has(name.toLowerCase())) notModifiedHeaders[name] = headers[name];
    const etag = res.getHeader("etag");
    const size = key.length + body.length + JSON.stringify(headers).length;
    if (size > maxBytes) return;
    drop(key);
    while (entries.size > 0 && (bytes + size > maxBytes || entries.size >= maxEntries)) drop(entries.keys().next().value);
    entries.set(key, { headers, body, etag: typeof etag === "string" ? etag : undefined, notModifiedHeaders, size });
    bytes += size;
  }

  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  return {
    serveOrRecord,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
