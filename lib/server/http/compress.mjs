// No "server-only" here: server.mjs loads this file with plain Node before Next starts, where that import throws.
import zlib from "node:zlib";
import compression from "compression";

/**
 * Brotli where the browser takes it (every current one), gzip otherwise. Next's own compression
 * speaks gzip alone: a page is 46 kB gzip against 28 kB Brotli, a fifth of a second on a phone's
 * 1.6 Mbit/s before the first paint. Quality 5 costs less CPU than gzip's default level (about 4
 * against 6 ms for the largest page) and keeps most of the gain: quality 11 saves 3 kB more for 250 ms
 * of a core per response. The chat's NDJSON stream and audio stay as they are: the library leaves
 * types it does not know to be compressible alone, and a stream must reach the visitor as written.
 */
export const compressResponses = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
});
