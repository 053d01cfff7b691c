import "server-only";
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_FONTS_ATTRIBUTE, PAINT_GATE_ATTRIBUTE } from "@/lib/shared/ui/paint-first";
import { faceArguments, paintFirstPage, paintsFirst } from "./paint-first-page";

// The shape React and the CSS minifier give a built page's head and the end of its body.
const interFace =
  '@font-face{unicode-range:U+??,U+131,U+2000-206F;font-family:interLatin;src:url(/_next/static/media/inter_latin.woff2)format("woff2");font-display:swap;font-weight:100 900;font-style:normal}';
const playfairFace =
  '@font-face{font-family:"playfair Latin";src:url(/_next/static/media/playfair.woff2)format("woff2");font-display:swap;font-weight:400 900}';
const fallbackFace = "@font-face{font-family:Inter Fallback Clone;src:local(Liberation Sans),local(Arimo);size-adjust:107.89%}";
const css = `body{margin:0}\n${interFace}\n.a{--font-inter:"interLatin", "interLatin Fallback"}\n${playfairFace}\n${fallbackFace}\n`;
const head =
  '<head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/_next/image?url=%2Fslides%2Fexterior.jpg&amp;w=640&amp;q=75 640w"/>' +
  `<style data-precedence="next" data-href="/_next/static/chunks/a.css">${css}</style>` +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
  '<script src="/_next/static/chunks/framework.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  "</head>";
const body = (gate: boolean) =>
  "<body>" +
  (gate ? `<script ${PAINT_GATE_ATTRIBUTE}="">(function(){})()</script>` : "") +
  '<main><h1>Aurelia</h1></main><script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  `<script>(self.__next_f=self.__next_f||[]).push([1,${JSON.stringify(css)}])</script></body>`;

describe("paintFirstPage", () => {
  const page = `<!DOCTYPE html><html lang="en">${head}${body(true)}</html>`;
  const painted = paintFirstPage(page);

  it("leaves each framework script's address in an inert placeholder, in the same place", () => {
    expect(painted).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    const held = [...painted.matchAll(new RegExp(`<script type="text/plain" ${AFTER_PAINT_ATTRIBUTE}="([^"]+)"></script>`, "g"))].map(
      (m) => m[1],
    );
    expect(held).toEqual([
      "/_next/static/chunks/framework.js",
      "/_next/static/chunks/turbopack-runtime.js",
      "/_next/static/chunks/page.js",
    ]);
  });

  it("drops the scripts' preloads and keeps the picture's", () => {
    expect(painted).not.toContain('as="script"');
    expect(painted).toContain('<link rel="preload" as="image" fetchPriority="high"');
  });

  it("moves the web fonts' faces from the styles to a data block in the head, and keeps the sized fallbacks", () => {
    const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(painted)![1];
    expect(style).not.toContain(".woff2");
    expect(style).toContain(fallbackFace);
    expect(style).toContain('.a{--font-inter:"interLatin", "interLatin Fallback"}');
    const block = new RegExp(`<script type="application/json" ${AFTER_PAINT_FONTS_ATTRIBUTE}="">(.*?)</script></head>`).exec(painted);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1])).toEqual([
      [
        "interLatin",
        'url(/_next/static/media/inter_latin.woff2)format("woff2")',
        { unicodeRange: "U+??,U+131,U+2000-206F", display: "swap", weight: "100 900", style: "normal" },
      ],
      ["playfair Latin", 'url(/_next/static/media/playfair.woff2)format("woff2")', { display: "swap", weight: "400 900" }],
    ]);
  });

  it("leaves the router's own copy of the styles alone", () => {
    expect(painted).toContain(`push([1,${JSON.stringify(css)}])`);
  });

  it("keeps the inline scripts and the no-module polyfill, which no current browser fetches", () => {
    expect(painted).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(painted).toContain('<script id="_R_">');
    expect(painted).toContain(`<script ${PAINT_GATE_ATTRIBUTE}="">(function(){})()</script>`);
  });

  it("changes nothing the second time", () => {
    expect(paintFirstPage(painted)).toBe(painted);
  });

  it("leaves a page without the paint-first script as it is", () => {
    const other = `<!DOCTYPE html><html lang="en">${head}${body(false)}</html>`;
    expect(paintsFirst(other)).toBe(false);
    expect(paintFirstPage(other)).toBe(other);
    expect(paintsFirst(page)).toBe(true);
  });

  it("keeps a data block from ending its script element early", () => {
    const tricky = page.replace("inter_latin.woff2", "x</script>.woff2");
    expect(paintFirstPage(tricky)).toContain("x\\u003c/script>.woff2");
  });
});

describe("faceArguments", () => {
  it("names the descriptors as the font loading API does", () => {
    expect(faceArguments("font-family:'a b';src:url(/x.woff2);size-adjust:90%;font-stretch:normal;line-gap-override:0%")).toEqual([
      "a b",
      "url(/x.woff2)",
      { sizeAdjust: "90%", stretch: "normal", lineGapOverride: "0%" },
    ]);
  });
});
