import "server-only";
import fs from "node:fs";
import path from "node:path";

/**
 * An SVG file of public/ as a `data:` address, read when the page is built.
 * For the few drawings in the first screen: each would otherwise be a request
 * of its own, opening a connection beside the hero picture's on a phone's
 * network. The file stays where it is for everything else that shows it.
 */
export function publicSvgDataUri(publicPath: string): string {
  const svg = fs.readFileSync(path.join(process.cwd(), "public", publicPath), "utf8").trim();
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
