import { SPLASH_SEEN_COOKIE, introScript, type SplashMode } from "./intro";

type Listener = (event: { target: unknown }) => void;

/** A document as far as the script sees it: the root's attributes, the cookie, click listeners and the main heading. */
function fakeDocument(cookie = "", welcomes?: number) {
  const attributes = new Map<string, string>();
  const listeners: { type: string; listener: Listener; capture: unknown }[] = [];
  const heading = { focus: jest.fn() };
  const document = {
    cookie,
    currentScript: welcomes === undefined ? null : { getAttribute: (name: string) => (name === "data-welcomes" ? String(welcomes) : null) },
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    addEventListener: (type: string, listener: Listener, capture: unknown) => listeners.push({ type, listener, capture }),
    querySelector: (selector: string) => (selector === "[data-testid='site'] h1" ? heading : null),
  };
  return { document, attributes, listeners, heading };
}

/** Runs the pre-paint script against a page address and cookie jar; true when it marked the splash skipped. */
function skips(mode: SplashMode, search: string, cookie = ""): boolean {
  const { document, attributes } = fakeDocument(cookie);
  new Function("location", "document", introScript(mode))({ search }, document);
  return attributes.get("data-intro") === "skip";
}

/** A clicked element: `closest` finds an ancestor (here itself, for short) for the selectors it sits under. */
function element(inside: string[]) {
  const self = { closest: (selector: string) => (inside.includes(selector) ? self : null) };
  return self;
}

const SKIP = "[data-testid='splash-skip']";
const RUNNING = "[data-running='true']";

describe("the pre-paint intro script", () => {
  it.each([3, 2])("picks one of %i welcome texts, each about as often", (count) => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 600; i++) {
      const { document, attributes } = fakeDocument("", count);
      new Function("location", "document", introScript("every-visit"))({ search: "" }, document);
      const pick = attributes.get("data-welcome")!;
      seen.set(pick, (seen.get(pick) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(Array.from({ length: count }, (_, i) => String(i)));
    // 600 draws: each text's share is far from zero (a fixed pick would give 600 and 0).
    for (const times of seen.values()) expect(times).toBeGreaterThan(600 / count / 2);
  });

  it("shows the first welcome when the page names no count", () => {
    const { document, attributes } = fakeDocument();
    new Function("location", "document", introScript("every-visit"))({ search: "" }, document);
    expect(attributes.get("data-welcome")).toBe("0");
  });

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

  describe("a press on Skip intro", () => {
    /** Loads the script on a fresh document and clicks `target`; what the click changed. */
    function press(target: unknown) {
      const page = fakeDocument();
      new Function("location", "document", introScript("every-visit"))({ search: "" }, page.document);
      const clicks = page.listeners.filter((l) => l.type === "click");
      expect(clicks).toHaveLength(1);
      // Capturing, so it runs before any handler below the document could stop the click.
      expect(clicks[0].capture).toBe(true);
      clicks[0].listener({ target });
      return page;
    }

    it("before React runs the splash, skips it, remembers it for the session and focuses the main heading", () => {
      const { attributes, document, heading } = press(element([SKIP]));
      expect(attributes.get("data-intro")).toBe("skip");
      expect(document.cookie).toBe(`${SPLASH_SEEN_COOKIE}=1; path=/; samesite=lax`);
      expect(heading.focus).toHaveBeenCalledTimes(1);
    });

    it("once React runs the splash, is left to React", () => {
      const { attributes, document, heading } = press(element([SKIP, RUNNING]));
      expect(attributes.has("data-intro")).toBe(false);
      expect(document.cookie).toBe("");
      expect(heading.focus).not.toHaveBeenCalled();
    });

    it("ignores clicks elsewhere, and targets that are no element", () => {
      for (const target of [element([]), element([RUNNING]), {}, null]) {
        const { attributes, document, heading } = press(target);
        expect(attributes.has("data-intro")).toBe(false);
        expect(document.cookie).toBe("");
        expect(heading.focus).not.toHaveBeenCalled();
      }
    });
  });
});
