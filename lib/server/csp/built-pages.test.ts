import "server-only";
import { site } from "@/lib/shared/config/site";
import { introScript } from "@/lib/shared/ui/intro";
import { paintFirstScript } from "@/lib/shared/ui/paint-first";
import { firstActionScript } from "@/lib/shared/ui/first-action";
import { builtPageFile, renderedPagePolicy } from "./built-pages";
import { scriptHash } from "./inline-scripts";

describe("builtPageFile", () => {
  it.each([
    ["/", "en.html"],
    ["/privacy", "en/privacy.html"],
    ["/ar", "ar.html"],
    ["/ar/privacy", "ar/privacy.html"],
    ["/ms", "ms.html"],
    ["/zh/privacy", "zh/privacy.html"],
  ])("%s is the built page %s", (pathname, file) => expect(builtPageFile(pathname)).toBe(file));

  it.each(["/en", "/my", "/ar/", "/ar/nothing", "/nothing", "/privacy/x", "/../en.html", "/robots.txt"])(
    "%s is no built page",
    (pathname) => {
      expect(builtPageFile(pathname)).toBeUndefined();
    },
  );
});

describe("renderedPagePolicy", () => {
  it("allows the home page's pre-paint scripts by their hashes beside a fresh nonce, so a page rendered on request can skip its splash and load its scripts", () => {
    const policy = renderedPagePolicy("bm9uY2U=", true);
    const scripts = policy.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scripts).toContain(scriptHash(introScript(site.splash)));
    expect(scripts).toContain(scriptHash(paintFirstScript()));
    expect(scripts).toContain(scriptHash(firstActionScript()));
    expect(scripts).toContain("'nonce-bm9uY2U='");
    expect(scripts).not.toContain("'unsafe-inline'");
  });
});
