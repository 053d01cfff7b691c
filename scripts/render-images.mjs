#!/usr/bin/env node
// Renders the site's illustrated imagery from hand-written SVG scenes.
//
//   node scripts/render-images.mjs            # render everything
//   node scripts/render-images.mjs pool og    # render only matching outputs
//
// Scenes live in scripts/images/*.mjs. They are fully deterministic (seeded
// PRNG only), so re-running produces the same files. Rasterising is done by
// sharp (librsvg); fonts are generic families available on Linux (DejaVu,
// Liberation, Noto).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

import { exteriorSvg, ogSvg } from "./images/scene-exterior.mjs";
import { buildingSvg } from "./images/scene-building.mjs";
import { groundSvg } from "./images/scene-ground.mjs";
import { poolSvg } from "./images/scene-pool.mjs";
import { rooftopSvg } from "./images/scene-rooftop.mjs";
import { floorPlanSvg } from "./images/floorplan.mjs";
import { aerialSvg } from "./images/scene-aerial.mjs";
import { markSvg, iconSvg } from "./images/brand.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = (p) => path.join(root, "public", p);

const JPEG = { quality: 82, progressive: true, mozjpeg: true };

const jobs = [
  { file: "slides/exterior.jpg", svg: exteriorSvg },
  { file: "slides/building.jpg", svg: buildingSvg },
  { file: "slides/ground.jpg", svg: groundSvg },
  { file: "slides/pool.jpg", svg: poolSvg },
  { file: "slides/rooftop.jpg", svg: rooftopSvg },
  { file: "slides/floor-plan.jpg", svg: floorPlanSvg },
  { file: "slides/video-poster.jpg", svg: aerialSvg },
  { file: "og.jpg", svg: ogSvg, size: { width: 1200, height: 630 } },
  { file: "brand/aurelia-mark.svg", svg: markSvg, raw: true },
  { file: "icon.svg", svg: iconSvg, raw: true },
];

async function renderJpeg(svg, file, { width, height } = { width: 1600, height: 900 }) {
  const buf = await sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height, { fit: "cover" })
    .flatten({ background: "#0b1f33" })
    .jpeg(JPEG)
    .toBuffer();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, buf);
  return buf.length;
}

async function main() {
  const filters = process.argv.slice(2);
  const selected = jobs.filter((j) => !filters.length || filters.some((f) => j.file.includes(f)));
  for (const job of selected) {
    const file = out(job.file);
    const svg = job.svg();
    let size;
    if (job.raw) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, svg);
      size = Buffer.byteLength(svg);
    } else {
      size = await renderJpeg(svg, file, job.size);
    }
    console.log(`${job.file.padEnd(26)} ${(size / 1024).toFixed(1).padStart(7)} kB`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
