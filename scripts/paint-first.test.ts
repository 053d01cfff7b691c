import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { paintFirstPage } from "@/lib/server/build/paint-first-page";
import { paintFirstBuild, paintFirstProblems } from "./paint-first";

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
      expect(paintFirstBuild(dir)).toEqual({ pages: 1, problems: [] });
      expect(fs.readFileSync(path.join(dir, "en.html"), "utf8")).toBe(paintFirstPage(SAMPLE));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
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
