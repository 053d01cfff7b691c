import { SPLASH_SEEN_COOKIE, introScript, type SplashMode } from "./intro";

/** Runs the pre-paint script against a page address and cookie jar; true when it marked the splash skipped. */
function skips(mode: SplashMode, search: string, cookie = ""): boolean {
  const attributes = new Map<string, string>();
  const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  new Function("location", "document", introScript(mode))({ search }, document);
  return attributes.get("data-intro") === "skip";
}

describe("the pre-paint intro script", () => {
  it.each([
    ["every-visit", "", "", false],
    ["every-visit", "", `${SPLASH_SEEN_COOKIE}=1`, false],
    ["every-visit", "?intro=0", "", true],
    ["every-visit", "?utm_source=mail&intro=0", "", true],
    ["every-visit", "?intro=0&utm_source=mail", "", true],
    ["every-visit", "?intro=1", "", false],
    ["every-visit", "?intro=00", "", false],
    ["every-visit", "?nointro=0", "", false],
    ["once-per-session", "", "", false],
    ["once-per-session", "", `${SPLASH_SEEN_COOKIE}=1`, true],
    ["once-per-session", "", `lang=ar; ${SPLASH_SEEN_COOKIE}=1; other=2`, true],
    ["once-per-session", "", `x${SPLASH_SEEN_COOKIE}=1`, false],
    ["once-per-session", "", `${SPLASH_SEEN_COOKIE}=10`, false],
    ["once-per-session", "?intro=0", "", true],
  ] as const)("mode %s, query %j, cookie %j → skipped %s", (mode, search, cookie, expected) => {
    expect(skips(mode, search, cookie)).toBe(expected);
  });

  it("never throws, even where cookies are blocked", () => {
    const document = {
      get cookie(): string {
        throw new Error("SecurityError");
      },
      documentElement: { setAttribute: jest.fn() },
    };
    expect(() => new Function("location", "document", introScript("once-per-session"))({ search: "" }, document)).not.toThrow();
  });
});
