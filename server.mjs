/**
 * The production server: `npm start`, or `node server.mjs` after `npm run build`.
 * It is `next start` plus two things Next cannot do: answer in Brotli
 * (lib/server/http/compress.mjs; the pages built ahead of time at the smallest size, once, and the framework's
 * scripts and styles from the copies the build made, lib/server/http/precompressed.mjs), and tell route handlers which address the
 * connection came from. `next start` passes a client's own X-Forwarded-For through unchanged, so limits keyed on it were one forged
 * header away from lifted. Here every request carries the socket's address in
 * a header a client cannot set (socket-address.mjs); lib/server/http/client-address.ts
 * combines it with X-Forwarded-For only as far as TRUSTED_PROXY_HOPS allows.
 * Honours PORT (3000), HOSTNAME (all interfaces) and NEXT_DIST_DIR (next.config.mjs).
 */
import http from "node:http";
import path from "node:path";
import { compressResponses } from "./lib/server/http/compress.mjs";
import { createPrecompressedCache, readBuildCopies, servePrecompressed } from "./lib/server/http/precompressed.mjs";
import { stampSocketAddress } from "./lib/server/http/socket-address.mjs";

// Set before Next loads, as `next start` does: it reads NODE_ENV when it is imported.
process.env.NODE_ENV = "production";
const { default: next } = await import("next");

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";

// No hostname for Next itself: it builds its internal request URLs on "localhost", and a rewrite
// (English at `/` is served from `/en`) whose host differed from those would be proxied, not served.
const app = next({ dev: false, port, dir: import.meta.dirname });
const handle = app.getRequestHandler();
await app.prepare();

const distDir = path.join(import.meta.dirname, process.env.NEXT_DIST_DIR || ".next");
const precompressed = servePrecompressed(createPrecompressedCache({ built: readBuildCopies(distDir) }));

const server = http.createServer((req, res) => {
  stampSocketAddress(req);
  compressResponses(req, res, () =>
    precompressed(req, res, () =>
      handle(req, res).catch((error) => {
        console.error(
          JSON.stringify({
            time: new Date().toISOString(),
            level: "error",
            message: "request failed",
            error: String(error?.message ?? error),
          }),
        );
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      }),
    ),
  );
});

server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
});

// A deploy's stop signal lets requests under way (a lead being stored, a reply
// streaming) finish, for a few seconds at most; new connections are refused.
const DRAIN_MS = 8_000;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, DRAIN_MS).unref();
  });
}
