// No "server-only" here: server.mjs loads this file with plain Node before Next starts, where that import throws.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The pages built ahead of time are the same bytes for every visitor, and so are the framework's scripts and styles
 * (`/_next/static`, named by their content), yet each request compressed them anew at Brotli quality 5 (compress.mjs).
 * The scripts cost most: the largest is 229 kB, 20 ms of a core per request, and a page asks for eight at once, so a
 * single visitor's load queued them for a few hundred milliseconds behind one another on a small server, and any
 * client could buy a core's time for the price of a request. Quality 11 makes the page 3 kB smaller (about 24 against 27 kB), a sixtieth of a
 * second on a phone's 1.6 Mbit/s, but costs a quarter of a second of a core: too dear per request, cheap once. So
 * a page or script that comes back is compressed once at quality 11, off the event loop, and later requests for the
 * same bytes get that copy and cost no compression at all. The scripts and styles are known at build time, so the
 * build makes their copies (`writeBuildCopies`, run by `npm run build`) and the server loads them when it starts: a
 * freshly started server then spends no core on them at all, where compressing them on their first requests
 * competed, for seconds, with the very first visitors' pages and with its own work of answering them.
 *
 * A copy is served only for a body equal, byte for byte, to the one it was made from: the ETag only finds the
 * entry. Whatever a request carries (a query string, a junk header) cannot make it miss for the next visitor, as
 * the body decides; and whatever it does, at most one quality-11 compression runs at a time, so no client can
 * turn the cache into a queue of quarter-second jobs. Responses without an ETag (streamed ones) pass as before.
 */

/**
 * Bodies kept: the nine languages' home pages and a few more, at about 200 kB each (the page and its copy), and the
 * twenty-odd scripts and styles of a build, about 1 MB with their copies.
 */
const MAX_ENTRIES = 64;
/** What is worth a copy: the pages and the framework's scripts and styles (fonts and pictures are compressed already). */
const COMPRESSIBLE = /^(text\/html|text\/css|(application|text)\/javascript)\b/;
/** No page comes near this; a body above it is not held, so a large response is never copied in memory. */
const MAX_BODY_BYTES = 1024 * 1024;

const acceptsBrotli = (header) =>
  String(header ?? "")
    .split(",")
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(";");
      if (coding !== "br") return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return q === undefined || Number(q.slice(2)) > 0;
    });

/** The URL under which Next serves the files of `<distDir>/static`. */
const STATIC_URL = "/_next/static/";
const BUILD_COPY = /\.(js|css)$/;

/** Brotli's settings for a body's copy, at build time and at run time alike. */
const copyParams = (body, quality = 11) => ({
  [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
});

const compressBest = (body) => zlib.brotliCompressSync(body, { params: copyParams(body) });

const filesUnder = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []))
    : [];

/** Writes a quality-11 copy, `<file>.br`, beside each script and style of a build. Returns what it wrote. */
export function writeBuildCopies(distDir) {
  const staticDir = path.join(distDir, "static");
  return filesUnder(staticDir)
    .filter((file) => BUILD_COPY.test(file))
    .map((file) => {
      const body = fs.readFileSync(file);
      const brotli = compressBest(body);
      fs.writeFileSync(`${file}.br`, brotli);
      return { file: path.relative(staticDir, file), bytes: body.length, brotliBytes: brotli.length };
    });
}

/**
 * The copies `writeBuildCopies` made, by the path Next serves their file at. A copy whose file is gone or has changed
 * since is left out: it is checked here once, and its body against what Next sends at every request.
 */
export function readBuildCopies(distDir) {
  const staticDir = path.join(distDir, "static");
  const copies = new Map();
  for (const file of filesUnder(staticDir)) {
    const original = file.slice(0, -".br".length);
    if (!file.endsWith(".br") || !BUILD_COPY.test(original) || !fs.existsSync(original)) continue;
    const body = fs.readFileSync(original);
    const brotli = fs.readFileSync(file);
    if (!zlib.brotliDecompressSync(brotli).equals(body)) continue;
    copies.set(STATIC_URL + path.relative(staticDir, original).split(path.sep).join("/"), { body, brotli });
  }
  return copies;
}

/** `built`: the build's copies by path (`readBuildCopies`); they are never evicted and never compressed again. */
export function createPrecompressedCache({ maxEntries = MAX_ENTRIES, quality = 11, built = new Map() } = {}) {
  /** ETag → { body, brotli }, oldest first. */
  const entries = new Map();
  let compressing = false;
  return {
    /** The Brotli copy of exactly this body, if one is kept for its ETag or was built for its path. */
    lookup(etag, body, pathname) {
      const copy = pathname === undefined ? undefined : built.get(pathname);
      if (copy?.body.equals(body)) return copy.brotli;
      const entry = entries.get(etag);
      if (!entry || !entry.body.equals(body)) return undefined;
      entries.delete(etag);
      entries.set(etag, entry);
      return entry.brotli;
    },
    /** Compresses the body in the background unless a copy is kept or another compression is under way. */
    offer(etag, body, done = () => {}) {
      if (compressing || entries.get(etag)?.body.equals(body)) return done(false);
      compressing = true;
      zlib.brotliCompress(body, { params: copyParams(body, quality) }, (error, brotli) => {
        compressing = false;
        if (error) return done(false);
        entries.delete(etag);
        entries.set(etag, { body, brotli });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
        done(true);
      });
    },
    /** Copies made at run time; the build's are not counted. */
    get size() {
      return entries.size;
    },
  };
}

/**
 * Connect-style middleware that goes inside `compressResponses`: it sees the body before the compression does, and
 * sends a kept copy already encoded, which the compression then leaves as it is ("already encoded").
 */
export function servePrecompressed(cache) {
  return (req, res, next) => {
    if (req.method !== "GET" || !acceptsBrotli(req.headers["accept-encoding"])) return next();
    const write = res.write;
    const end = res.end;
    let held = null;
    let size = 0;
    let decided = false;
    const decide = () => {
      if (decided) return held !== null;
      decided = true;
      const eligible =
        res.statusCode === 200 &&
        !res.headersSent &&
        typeof res.getHeader("ETag") === "string" &&
        COMPRESSIBLE.test(String(res.getHeader("Content-Type") ?? "")) &&
        !res.getHeader("Content-Encoding");
      if (eligible) held = [];
      return eligible;
    };
    const release = () => {
      res.write = write;
      res.end = end;
      for (const chunk of held) write.call(res, chunk);
      held = null;
    };
    res.write = function (chunk, encoding, callback) {
      if (!decide() || chunk == null) return write.call(this, chunk, encoding, callback);
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
      size += buffer.length;
      held.push(buffer);
      if (size > MAX_BODY_BYTES) release();
      if (typeof encoding === "function") encoding();
      else if (typeof callback === "function") callback();
      return true;
    };
    // The compression underneath takes no callback either: a caller's is dropped there as here.
    res.end = function (chunk, encoding) {
      if (typeof chunk === "function") chunk = undefined;
      if (typeof encoding === "function") encoding = undefined;
      if (!decide()) return end.call(this, chunk, encoding);
      if (chunk != null) res.write(chunk, encoding);
      if (held === null) return end.call(this);
      const body = Buffer.concat(held);
      held = null;
      res.write = write;
      res.end = end;
      const etag = res.getHeader("ETag");
      const brotli = cache.lookup(etag, body, String(req.url).split("?")[0]);
      if (brotli) {
        res.setHeader("Content-Encoding", "br");
        res.setHeader("Content-Length", brotli.length);
        return end.call(this, brotli);
      }
      cache.offer(etag, body);
      return end.call(this, body);
    };
    next();
  };
}
