import "server-only";
import { contentSecurityPolicy } from "./policy";

const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src "));

describe("contentSecurityPolicy", () => {
  it("allows a built page's scripts by their hashes alone", () => {
    const policy = contentSecurityPolicy({ hashes: ["'sha256-AAA='", "'sha256-BBB='"] });
    expect(scriptSrc(policy)).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
  });

  it("adds a nonce for what is rendered on request, and eval only when asked (development)", () => {
    expect(scriptSrc(contentSecurityPolicy({ hashes: ["'sha256-AAA='"], nonce: "bm9uY2U=" }))).toBe(
      "script-src 'self' 'sha256-AAA=' 'nonce-bm9uY2U='",
    );
    expect(scriptSrc(contentSecurityPolicy({ nonce: "n", allowEval: true }))).toBe("script-src 'self' 'nonce-n' 'unsafe-eval'");
  });

  it("never allows inline script without a hash or nonce, and forbids framing, plugins and foreign bases", () => {
    const policy = contentSecurityPolicy({});
    expect(scriptSrc(policy)).toBe("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });
});
