import "server-only";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * app/globals.css gives Arial's and Times New Roman's free twins the sizes
 * next/font computes for its own fallbacks. This computes them again, with
 * next/font's own code from the same font files, so the two cannot drift
 * apart when a font is upgraded.
 */
// In a plain Node process: Jest maps every `@next/font/…` module to a stub.
function nextFontFallback(file: string, category: string): Record<string, string> {
  const script = `
    const font = require("next/dist/compiled/@next/font/dist/fontkit").default(require("fs").readFileSync(process.argv[1]));
    const { getFallbackMetricsFromFontFile } = require("next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file");
    process.stdout.write(JSON.stringify(getFallbackMetricsFromFontFile(font, process.argv[2])));`;
  return JSON.parse(
    execFileSync(process.execPath, ["-e", script, path.join(process.cwd(), "node_modules", file), category], { encoding: "utf8" }),
  );
}

const css = fs.readFileSync(path.join(process.cwd(), "app", "globals.css"), "utf8");

function declaredFace(family: string): Record<string, string> {
  const block = new RegExp(`@font-face\\s*{[^}]*font-family:\\s*"${family}";([^}]*)}`).exec(css);
  if (!block) throw new Error(`no @font-face for ${family} in app/globals.css`);
  return Object.fromEntries([...block[1].matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));
}

it.each([
  ["Inter Fallback Clone", "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", "sans-serif"],
  ["Playfair Fallback Clone", "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2", "serif"],
])("%s has the sizes next/font gives its fallback", (family, file, category) => {
  const expected = nextFontFallback(file, category);
  const face = declaredFace(family);
  // Compared as figures: the formatter writes next/font's "0.00%" as "0%".
  const percent = (value: string | undefined) => {
    expect(value).toMatch(/^-?\d+(\.\d+)?%$/);
    return Number.parseFloat(value!);
  };
  expect(percent(face["ascent-override"])).toBe(percent(expected.ascentOverride));
  expect(percent(face["descent-override"])).toBe(percent(expected.descentOverride));
  expect(percent(face["line-gap-override"])).toBe(percent(expected.lineGapOverride));
  expect(percent(face["size-adjust"])).toBe(percent(expected.sizeAdjust));
});
