/**
 * A build step (`npm run build`, after paint-first): writes the CSP
 * hashes of every built page's inline scripts, as the pages now stand, to
 * `<distDir>/csp-hashes.json`, which the proxy reads once to send each page
 * its policy. Fails the build when a page is missing or has no inline script.
 */
import fs from "node:fs";
import path from "node:path";
import { HASHED_PAGES } from "@/lib/server/csp/built-pages";
import { hashBuiltPages, hashManifestPath } from "@/lib/server/csp/hash-manifest";

const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next");

try {
  const manifest = hashBuiltPages(distDir, HASHED_PAGES);
  fs.writeFileSync(hashManifestPath(distDir), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`CSP hashes of ${Object.keys(manifest).length} built pages: ${path.relative(process.cwd(), hashManifestPath(distDir))}`);
} catch (error) {
  console.error(`The build's pages cannot be given their CSP: ${(error as Error).message}`);
  process.exit(1);
}
