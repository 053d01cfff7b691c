import "server-only";
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_FONTS_ATTRIBUTE, PAINT_GATE_ATTRIBUTE } from "@/lib/shared/ui/paint-first";

// What React writes for the framework's chunks: async scripts and their low-priority preloads, all
// under /_next/static/. The no-module polyfill stays: no current browser fetches it.
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="low")? href="\/_next\/static\/[^"]+\.js"\/>/g;
// next/font's faces, as the inlined stylesheets carry them: a rule holds no braces, and a face the
// site ships is a woff2 file (the sized fallbacks are local() faces and stay). Only the <style>
// elements lose them: the copies in the router's payload are what it matches those elements by.
const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;
const WEB_FONT_FACE = /@font-face\{([^{}]*\.woff2[^{}]*)\}/g;

/** A face as the font loading API takes it: `new FontFace(family, src, descriptors)`. */
export type FaceArguments = [family: string, src: string, descriptors: Record<string, string>];

/** `font-weight` → `weight`, `unicode-range` → `unicodeRange`: the API's names for the descriptors. */
function descriptorName(property: string): string {
  return property.replace(/^font-/, "").replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** One `@font-face` rule's body (`font-family:x;src:url(…)format("woff2");…`) as the API's arguments. */
export function faceArguments(rule: string): FaceArguments {
  let family = "";
  let src = "";
  const descriptors: Record<string, string> = {};
  for (const declaration of rule.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (property === "font-family") family = value.replace(/^(["'])(.*)\1$/, "$2");
    else if (property === "src") src = value;
    else descriptors[descriptorName(property)] = value;
  }
  return [family, src, descriptors];
}

/** Whether a built page carries the paint-first script. */
export function paintsFirst(html: string): boolean {
  return html.includes(` ${PAINT_GATE_ATTRIBUTE}=`);
}

/**
 * A built page whose framework scripts and web fonts wait for its picture to
 * be drawn (lib/shared/ui/paint-first.ts):
 * - each `<script src async>` becomes an inert placeholder holding the
 *   address, and the scripts' preloads go;
 * - next/font's `@font-face` rules leave the inlined styles for a data block
 *   in the head, from which the paint-first script adds them.
 * Nothing of either is then fetched before that script asks for it. Pages
 * without that script are returned as they are.
 *
 * Patterns, not an HTML or CSS parser: the input is only ever our own build's
 * prerendered pages, which React and the CSS minifier write in one regular
 * form; the browser suite checks the result hydrates and gets its fonts.
 */
export function paintFirstPage(html: string): string {
  if (!paintsFirst(html)) return html;
  const faces: FaceArguments[] = [];
  const page = html
    .replace(CHUNK_SCRIPT, (_, src: string) => `<script type="text/plain" ${AFTER_PAINT_ATTRIBUTE}="${src}"></script>`)
    .replace(CHUNK_PRELOAD, "")
    .replace(STYLE_ELEMENT, (_, open: string, css: string, close: string) => {
      const rest = css.replace(WEB_FONT_FACE, (__, rule: string) => {
        faces.push(faceArguments(rule));
        return "";
      });
      return open + rest + close;
    });
  if (faces.length === 0) return page;
  // Inside a script element, "<" is the one character JSON must not carry as it is.
  const data = JSON.stringify(faces).replace(/</g, "\\u003c");
  return page.replace("</head>", `<script type="application/json" ${AFTER_PAINT_FONTS_ATTRIBUTE}="">${data}</script></head>`);
}
