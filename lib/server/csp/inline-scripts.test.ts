import "server-only";
import { createHash } from "node:crypto";
import { inlineScriptHashes } from "./inline-scripts";

const hashOf = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text, in order", () => {
    const html = `<html><head><script>(self.__next_f=self.__next_f||[]).push([0])</script></head><body><script>self.__next_f.push([1,"a\\u003cb"])</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([
      hashOf("(self.__next_f=self.__next_f||[]).push([0])"),
      hashOf('self.__next_f.push([1,"a\\u003cb"])'),
    ]);
  });

  it("hashes non-ASCII text as UTF-8, as browsers do", () => {
    expect(inlineScriptHashes("<script>x='العربية 中文'</script>")).toEqual([hashOf("x='العربية 中文'")]);
  });

  it("leaves out scripts loaded from a file, whatever their body", () => {
    const html = `<script src="/_next/static/chunks/a.js" async=""></script><script async src='/b.js'></script><script src=/c.js></script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("leaves out data blocks such as JSON-LD, and keeps modules and plain JavaScript types", () => {
    const html = [
      `<script type="application/ld+json">{"@type":"Residence"}</script>`,
      `<script type="module">import "x"</script>`,
      `<script type="text/javascript">a()</script>`,
      `<script type="TEXT/JAVASCRIPT">b()</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([hashOf('import "x"'), hashOf("a()"), hashOf("b()")]);
  });

  it("does not take a data-src or nosrc attribute for src", () => {
    expect(inlineScriptHashes(`<script data-src="x">c()</script>`)).toEqual([hashOf("c()")]);
  });

  it("lists a script repeated on the page once, and hashes an empty script too", () => {
    expect(inlineScriptHashes("<script>d()</script><script>d()</script><script></script>")).toEqual([hashOf("d()"), hashOf("")]);
  });
});
