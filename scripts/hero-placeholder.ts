/**
 * Writes the first slide's placeholder: a small WebP of the picture, inlined in the page's CSS
 * (components/hero/placeholder.module.css), which the hero shows at the first paint while the full
 * picture is still on its way. On a slow phone the full picture arrives one round trip after the
 * page; the placeholder arrives with it.
 *
 *   npm run hero:placeholder      (after changing the first slide in lib/shared/config/site.ts)
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { site } from "@/lib/shared/config/site";

/** The scene at this width: enough to recognise it, not its detail. */
const DETAIL_WIDTH = 160;
/**
 * Stored at the width of the hero on a phone (372 CSS px on a 412 px screen): a browser counts an upscaled
 * image at no more than its own size when it decides what the page's largest paint is, so a smaller placeholder
 * would leave that to the full picture. Blurred by the upscaling, it compresses to about 2.7 kB.
 */
export const PLACEHOLDER_WIDTH = 400;
const QUALITY = 40;
export const PLACEHOLDER_CSS = path.join(process.cwd(), "components", "hero", "placeholder.module.css");

export function firstSlidePicture(): string {
  const first = site.slides[0];
  return path.join(process.cwd(), "public", first.type === "image" ? first.src : first.poster);
}

export async function placeholderCss(picture: string = firstSlidePicture()): Promise<string> {
  const detail = await sharp(picture).resize(DETAIL_WIDTH).png().toBuffer();
  const webp = await sharp(detail).resize(PLACEHOLDER_WIDTH).webp({ quality: QUALITY }).toBuffer();
  return [
    `/* Written by scripts/hero-placeholder.ts from ${path.relative(process.cwd(), picture)}: run npm run hero:placeholder after changing it. */`,
    ".firstSlide {",
    `  background: url("data:image/webp;base64,${webp.toString("base64")}") center / cover no-repeat;`,
    "}",
    "",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  void placeholderCss().then((css) => {
    fs.writeFileSync(PLACEHOLDER_CSS, css);
    console.log(`Wrote ${path.relative(process.cwd(), PLACEHOLDER_CSS)} (${css.length} characters).`);
  });
}
