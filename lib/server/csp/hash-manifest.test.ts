import "server-only";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HASHED_PAGES } from "./built-pages";
import { hashBuiltPages, hashManifestPath, readHashManifest } from "./hash-manifest";
import { scriptHash } from "./inline-scripts";

let distDir: string;
beforeEach(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-manifest-"));
  fs.mkdirSync(path.join(distDir, "server", "app", "ar"), { recursive: true });
});
afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

const writePage = (file: string, html: string) => fs.writeFileSync(path.join(distDir, "server", "app", file), html);

describe("hashBuiltPages", () => {
  it("lists each page's inline scripts by their hashes, leaving out files and data blocks", () => {
    writePage(
      "ar.html",
      `<html><script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script>b()</script></html>`,
    );
    writePage("ar/privacy.html", `<html><script>c()</script></html>`);
    expect(hashBuiltPages(distDir, ["ar.html", "ar/privacy.html"])).toEqual({
      "ar.html": [scriptHash("a()"), scriptHash("b()")],
      "ar/privacy.html": [scriptHash("c()")],
    });
  });

  it("fails, naming the page, when a page is missing", () => {
    writePage("ar.html", `<script>a()</script>`);
    expect(() => hashBuiltPages(distDir, ["ar.html", "ar/privacy.html"])).toThrow(/ar\/privacy\.html is missing/);
  });

  it("fails, naming the page, when a page has no inline script: its HTML is not the shape the policy expects", () => {
    writePage("ar.html", `<html><script src="/x.js"></script></html>`);
    expect(() => hashBuiltPages(distDir, ["ar.html"])).toThrow(/ar\.html has no inline script/);
  });

  it("covers every language's built pages and the built 404 page", () => {
    expect(HASHED_PAGES).toEqual(
      expect.arrayContaining(["en.html", "en/privacy.html", "ar.html", "ms.html", "zh/privacy.html", "_not-found.html"]),
    );
  });
});

describe("readHashManifest", () => {
  it("reads what the build wrote, and is null without a build", () => {
    expect(readHashManifest(distDir)).toBeNull();
    fs.writeFileSync(hashManifestPath(distDir), JSON.stringify({ "en.html": ["'sha256-x'"] }));
    expect(readHashManifest(distDir)).toEqual({ "en.html": ["'sha256-x'"] });
  });
});
