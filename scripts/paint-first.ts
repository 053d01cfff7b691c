/**
 * The build's last step (`npm run build`): the pages built ahead of time that
 * paint first get their framework scripts held back (lib/server/build/paint-first-page.ts).
 * Runs over the build directory Next just wrote; running it twice changes nothing.
 *
 * The rewrite reads Next's and React's output by its form, which no release
 * promises to keep; so each page it leaves is checked for the shape the
 * paint-first script needs, and the build fails, saying what changed, when it
 * has not got it: a page whose scripts load before its picture, or never load,
 * must not ship silently.
 *
 * The scripts it holds back are then marked to be compiled whole as they arrive
 * (`hintHeldScripts`).
 */
import fs from "node:fs";
import path from "node:path";
import { paintFirstPage, paintsFirst } from "@/lib/server/build/paint-first-page";
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_FONTS_ATTRIBUTE } from "@/lib/shared/ui/paint-first";

const HELD_SCRIPT = new RegExp(`<script type="text/plain" ${AFTER_PAINT_ATTRIBUTE}="/_next/static/[^"]+\\.js"></script>`);
const SCRIPT_TAG = /<script\b[^>]*>/g;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/**
 * What is wrong with a page the step has rewritten, in words for the person
 * whose build it stopped: empty when it has the expected shape. A page that
 * paints first must hold back every framework script (and at least one), load
 * no script nor a script's preload before its picture, and carry the web fonts'
 * faces in the data block rather than in its styles.
 */
export function paintFirstProblems(page: string): string[] {
  const problems: string[] = [];
  if (!HELD_SCRIPT.test(page)) {
    problems.push('no framework script was held back: Next no longer writes its chunks as `<script src="/_next/static/….js" async="">`');
  }
  for (const [tag] of page.matchAll(SCRIPT_TAG)) {
    if (!/\ssrc=/.test(tag) || /\snoModule=""/i.test(tag)) continue;
    problems.push(`a script would still load before the page is drawn, in a form the step does not know: ${tag}`);
  }
  for (const [tag] of page.matchAll(/<link\b[^>]*>/g)) {
    if (/\srel="modulepreload"/.test(tag) || (/\srel="preload"/.test(tag) && /\sas="script"/.test(tag))) {
      problems.push(`a script's preload is left, in a form the step does not know: ${tag}`);
    }
  }
  if (!page.includes(`<script type="application/json" ${AFTER_PAINT_FONTS_ATTRIBUTE}="">`)) {
    problems.push(
      "no web font's @font-face was found in the page's inlined <style> elements: next/font no longer writes them as `@font-face{…woff2…}`",
    );
  }
  for (const [, css] of page.matchAll(STYLE_ELEMENT)) {
    if (/@font-face\{[^}]*\.woff2/.test(css))
      problems.push("a web font's @font-face is left in the page's styles, in a form the step does not know");
  }
  if (page.split("</head>").length !== 2) problems.push("the page has no single </head>, where the fonts' data block goes");
  return problems;
}

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions compiled as it streams
 * in, on a background thread. Without it each of the framework's functions is compiled on the main thread the first
 * time it runs, and on a first visit that was about half of the long task that starts the framework: at four times
 * slower CPU, about 450 ms, against about 210 ms with the hint.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const HELD_SCRIPT_FILE = new RegExp(`${AFTER_PAINT_ATTRIBUTE}="/_next/(static/[^"]+\\.js)"`, "g");

/**
 * Gives the compile hint to the scripts the pages hold back, which all run as soon as they arrive; the chat's
 * script, loaded later and in part, keeps V8's lazy compiling. The number of scripts; running it twice changes nothing.
 */
export function hintHeldScripts(distDir: string, pages: readonly string[]): number {
  const files = new Set(pages.flatMap((page) => [...page.matchAll(HELD_SCRIPT_FILE)].map(([, file]) => path.join(distDir, file))));
  for (const file of files) {
    const code = fs.readFileSync(file, "utf8");
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + code);
  }
  return files.size;
}

/** Rewrites every page that paints first under the build's pages; the pages as rewritten, or the problems found. */
export function paintFirstBuild(pagesDir: string): { pages: number; problems: string[]; written: string[] } {
  let pages = 0;
  const written: string[] = [];
  const problems: string[] = [];
  for (const entry of fs.readdirSync(pagesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, "utf8");
    if (!paintsFirst(html)) continue;
    const result = paintFirstPage(html);
    const found = paintFirstProblems(result);
    if (found.length > 0) {
      problems.push(...found.map((problem) => `${path.relative(pagesDir, file)}: ${problem}`));
      continue;
    }
    if (result !== html) fs.writeFileSync(file, result);
    written.push(result);
    pages++;
  }
  if (pages === 0 && problems.length === 0) problems.push(`no built page paints first under ${pagesDir}: is the build there?`);
  return { pages, problems, written };
}

if (require.main === module) {
  const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next");
  const pagesDir = path.join(distDir, "server", "app");
  const { pages, problems, written } = paintFirstBuild(pagesDir);
  if (problems.length > 0) {
    console.error(
      "The paint-first step (scripts/paint-first.ts) does not recognise the pages Next built, and stops the build:\n" +
        problems.map((problem) => `  - ${problem}`).join("\n") +
        "\nA Next or React upgrade has most likely changed how a built page writes its scripts or fonts; update lib/server/build/paint-first-page.ts.",
    );
    process.exit(1);
  }
  console.log(`Pages that paint first: ${pages}; framework scripts compiled as they arrive: ${hintHeldScripts(distDir, written)}`);
}
