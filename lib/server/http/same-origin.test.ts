import "server-only";
import { ApiError } from "@/lib/server/api/errors";
import { guardSameOrigin, isCrossSite } from "./same-origin";

const OWN = ["aurelia.example", "localhost:3000", "residences.example.com"];

// [case, Origin, Sec-Fetch-Site, cross-site?]
const CASES: [string, string | null, string | null, boolean][] = [
  ["no Origin and no Sec-Fetch-Site (curl, a server)", null, null, false],
  ["its own origin", "https://aurelia.example", null, false],
  ["its own origin with the port it listens on", "http://localhost:3000", "same-origin", false],
  ["the public site URL's host", "https://residences.example.com", "same-origin", false],
  ["an explicit default port", "https://aurelia.example:443", null, false],
  ["a host in capitals", "https://AURELIA.example", null, false],
  ["Sec-Fetch-Site: same-origin alone", null, "same-origin", false],
  ["Sec-Fetch-Site: same-site alone", null, "same-site", false],
  ["Sec-Fetch-Site: none (typed by the visitor)", null, "none", false],
  ["another site", "https://evil.example", null, true],
  ["another site that says same-origin", "https://evil.example", "same-origin", true],
  ["the right host on another port", "http://localhost:4000", null, true],
  ["a look-alike suffix", "https://aurelia.example.evil.example", null, true],
  ["a look-alike prefix", "https://notaurelia.example", null, true],
  ["Origin: null (sandboxed frame, data: URL)", "null", null, true],
  ["an empty Origin", "", null, true],
  ["an Origin that is not a URL", "aurelia.example", null, true],
  ["an Origin with a path", "https://aurelia.example/page", null, true],
  ["a file: Origin", "file://", null, true],
  ["Sec-Fetch-Site: cross-site without Origin", null, "cross-site", true],
  ["Sec-Fetch-Site: cross-site with its own Origin", "https://aurelia.example", "cross-site", true],
  ["Sec-Fetch-Site in capitals", null, " Cross-Site ", true],
];

describe("isCrossSite", () => {
  it.each(CASES)("%s", (_case, origin, secFetchSite, expected) => {
    expect(isCrossSite({ origin, secFetchSite }, OWN)).toBe(expected);
  });

  it("ignores empty own hosts, so a missing Host header allows nothing extra", () => {
    expect(isCrossSite({ origin: "file://", secFetchSite: null }, [null, undefined, ""])).toBe(true);
  });
});

describe("guardSameOrigin", () => {
  const post = (headers: Record<string, string>) =>
    new Request("http://localhost:3000/api/contact.php", { method: "POST", headers: { host: "aurelia.example", ...headers } });

  it("lets through the site's own pages, by Host or by the server's address", () => {
    expect(() => guardSameOrigin(post({ origin: "https://aurelia.example" }), "contact")).not.toThrow();
    expect(() => guardSameOrigin(post({ origin: "http://localhost:3000" }), "contact")).not.toThrow();
  });

  it("refuses another site with 403 forbidden:<surface>", () => {
    const error = (() => {
      try {
        guardSameOrigin(post({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }), "tts");
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "forbidden:tts" });
  });
});
