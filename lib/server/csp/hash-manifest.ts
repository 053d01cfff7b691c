import "server-only";
import fs from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./inline-scripts";

/**
 * The hashes of every built page's inline scripts, written by the build's last
 * step (scripts/csp-hashes.ts) beside the pages in the build directory, so the
 * server never reads a page's HTML to learn its policy: the server may run
 * where the pages are not on its disk.
 */
export const HASH_MANIFEST = "csp-hashes.json";

/** Each built page's file (as in `server/app/`) and its inline scripts' hash sources. */
export type HashManifest = Record<string, readonly string[]>;

export function hashManifestPath(distDir: string): string {
  return path.join(distDir, HASH_MANIFEST);
}

/**
 * Hashes the given built pages of a build directory. Throws, naming the page,
 * when one is missing or has no inline script at all: React's inline scripts
 * carry every built page's payload, so a page without them is not the HTML this
 * step was written for, and its policy would block the page's own scripts.
 */
export function hashBuiltPages(distDir: string, files: readonly string[]): HashManifest {
  const pagesDir = path.join(distDir, "server", "app");
  const manifest: HashManifest = {};
  for (const file of files) {
    const page = path.join(pagesDir, file);
    if (!fs.existsSync(page)) throw new Error(`The built page ${file} is missing under ${pagesDir}: did \`next build\` prerender it?`);
    const hashes = inlineScriptHashes(fs.readFileSync(page, "utf8"));
    if (hashes.length === 0)
      throw new Error(`The built page ${page} has no inline script: its HTML is no longer the shape lib/server/csp expects.`);
    manifest[file] = hashes;
  }
  return manifest;
}

/** The manifest a build wrote, or null when there is none (a development server, no build yet). */
export function readHashManifest(distDir: string): HashManifest | null {
  try {
    return JSON.parse(fs.readFileSync(hashManifestPath(distDir), "utf8")) as HashManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
