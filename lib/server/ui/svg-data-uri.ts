import "server-only";
import fs from "node:fs";
import path from "node:path";

// A drawing's address never changes while a build is served; pages rendered on request (a 404) would
// otherwise read the icon's file each time.
const addresses = new Map<string, string>();

/**
 * An SVG file of public/ as a `data:` address, read once, when a page first
 * needs it (at build time for the pages built ahead of time). For the few
 * drawings in the first screen: each would otherwise be a request of its own,
 * opening a connection beside the hero picture's on a phone's network. The
 * file stays where it is for everything else that shows it.
 */
export function publicSvgDataUri(publicPath: string): string {
  let address = addresses.get(publicPath);
  if (address === undefined) {
    const svg = fs.readFileSync(path.join(process.cwd(), "public", publicPath), "utf8").trim();
    address = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    addresses.set(publicPath, address);
  }
  return address;
}
