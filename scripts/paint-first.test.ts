import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { paintFirstPage } from "@/lib/server/build/paint-first-page";
import { AFTER_PAINT_ATTRIBUTE } from "@/lib/shared/ui/paint-first";
import { COMPILE_HINT, hintHeldScripts, paintFirstBuild, paintFirstProblems } from "./paint-first";

/**
 * Today's shape of a built home page as Next 16 and React 19 write it, before the
 * step: the head's chunk scripts and the no-module polyfill, next/font's faces in
 * the inlined styles, the pre-paint scripts, and the page's own chunk at the end
 * of the body (trimmed of the page's content and of the router's payload).
 */
const SAMPLE = fs.readFileSync(path.join(__dirname, "paint-first.sample.html"), "utf8");

describe("the paint-first build step's check", () => {
  it("finds today's built page in the shape it expects, once rewritten", () => {
    expect(paintFirstProblems(SAMPLE).length).toBeGreaterThan(0);
    expect(paintFirstProblems(paintFirstPage(SAMPLE))).toEqual([]);
  });

  it("still finds it so when the step runs again over its own result", () => {
    expect(paintFirstProblems(paintFirstPage(paintFirstPage(SAMPLE)))).toEqual([]);
  });

  it.each([
    [
      "chunk scripts written with another attribute order",
      (html: string) => html.replace(/<script src="([^"]+)" async="">/g, '<script async="" src="$1">'),
    ],
    [
      "chunk scripts written as modules",
      (html: string) => html.replace(/<script src="([^"]+)" async="">/g, '<script type="module" src="$1">'),
    ],
    [
      "a script preload in another form",
      (html: string) => html.replace("</head>", '<link rel="modulepreload" href="/_next/static/chunks/x.js"/></head>'),
    ],
    ["faces written with a space after the at-rule", (html: string) => html.replace(/@font-face\{([^}]*woff2)/g, "@font-face {$1")],
    ["no web font at all", (html: string) => html.replace(/@font-face\{[^}]*woff2[^}]*\}/g, "")],
  ])("fails on %s", (_, change) => {
    expect(paintFirstProblems(paintFirstPage(change(SAMPLE))).length).toBeGreaterThan(0);
  });

  it("stops the build, naming the page, and writes nothing, when a built page has changed its shape", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paint-first-"));
    try {
      const changed = SAMPLE.replace(/<script src="([^"]+)" async="">/g, '<script async="" src="$1">');
      fs.writeFileSync(path.join(dir, "en.html"), changed);
      const { pages, problems } = paintFirstBuild(dir);
      expect(pages).toBe(0);
      expect(problems.join("\n")).toMatch(/^en\.html: .*<script async="" src="\/_next\/static\/chunks\//m);
      expect(fs.readFileSync(path.join(dir, "en.html"), "utf8")).toBe(changed);

      fs.writeFileSync(path.join(dir, "en.html"), SAMPLE);
      expect(paintFirstBuild(dir)).toMatchObject({ pages: 1, problems: [] });
      expect(fs.readFileSync(path.join(dir, "en.html"), "utf8")).toBe(paintFirstPage(SAMPLE));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("marks each script the pages hold back, once, to be compiled as it arrives, and no other script", () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "paint-first-"));
    try {
      const pagesDir = path.join(distDir, "server", "app");
      fs.mkdirSync(pagesDir, { recursive: true });
      fs.writeFileSync(path.join(pagesDir, "en.html"), SAMPLE);
      const { written } = paintFirstBuild(pagesDir);
      const held = [...written[0].matchAll(new RegExp(`${AFTER_PAINT_ATTRIBUTE}="/_next/([^"]+)"`, "g"))].map(([, file]) => file);
      expect(held.length).toBeGreaterThan(0);
      // The no-module polyfill, which modern browsers never run, stays as it is.
      const polyfill = /<script src="\/_next\/([^"]+)" noModule=""/.exec(written[0])?.[1] ?? "static/chunks/polyfill.js";
      for (const file of [...held, polyfill, "static/chunks/chat-panel.js"]) {
        fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
        fs.writeFileSync(path.join(distDir, file), "(globalThis.TURBOPACK||=[]).push([]);");
      }
      expect(hintHeldScripts(distDir, written)).toBe(new Set(held).size);
      expect(hintHeldScripts(distDir, written)).toBe(new Set(held).size);
      for (const file of held)
        expect(fs.readFileSync(path.join(distDir, file), "utf8")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push([]);`);
      for (const file of [polyfill, "static/chunks/chat-panel.js"])
        expect(fs.readFileSync(path.join(distDir, file), "utf8")).not.toContain(COMPILE_HINT.trim());
    } finally {
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });

  it("says so when no page paints first", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paint-first-"));
    try {
      expect(paintFirstBuild(dir).problems).toEqual([expect.stringMatching(/no built page paints first/)]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
