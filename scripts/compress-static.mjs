/**
 * The build's last step: a quality-11 Brotli copy beside each of the framework's scripts and styles, which
 * server.mjs loads when it starts and sends instead of compressing them per request (lib/server/http/precompressed.mjs).
 */
import path from "node:path";
import { writeBuildCopies } from "../lib/server/http/precompressed.mjs";

const distDir = path.resolve(import.meta.dirname, "..", process.env.NEXT_DIST_DIR || ".next");
const written = writeBuildCopies(distDir);
if (written.length === 0) {
  console.error(`compress-static: no script or style under ${path.join(distDir, "static")}; was the build run?`);
  process.exit(1);
}
const kB = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
const total = (key) => written.reduce((sum, file) => sum + file[key], 0);
console.log(`compress-static: ${written.length} scripts and styles, ${kB(total("bytes"))} → ${kB(total("brotliBytes"))} in Brotli`);
