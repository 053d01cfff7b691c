/**
 * The build's last step (`npm run build`): the pages built ahead of time that
 * paint first get their framework scripts held back (lib/server/build/paint-first-page.ts).
 * Runs over the build directory Next just wrote; running it twice changes nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { paintFirstPage, paintsFirst } from "@/lib/server/build/paint-first-page";

const pagesDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "server", "app");

let pages = 0;
for (const entry of fs.readdirSync(pagesDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
  const file = path.join(entry.parentPath, entry.name);
  const html = fs.readFileSync(file, "utf8");
  if (!paintsFirst(html)) continue;
  const result = paintFirstPage(html);
  if (result !== html) fs.writeFileSync(file, result);
  pages++;
}
if (pages === 0) {
  console.error(`No built page paints first under ${pagesDir}: is the build there?`);
  process.exit(1);
}
console.log(`Pages that paint first: ${pages}`);
