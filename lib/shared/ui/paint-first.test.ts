/** @jest-environment jsdom */
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_FONTS_ATTRIBUTE, FACES_FETCHED_KEY, paintFirstScript } from "./paint-first";

type PaintEntry = { element: Element | null };

/** The largest-contentful-paint observer the script made, driven by the test as the browser would. */
let observer: { report(entries: PaintEntry[]): void; disconnected: boolean; options?: unknown } | null;

class FakeObserver {
  static supportedEntryTypes = ["largest-contentful-paint", "paint"];
  constructor(private readonly callback: (list: { getEntries(): PaintEntry[] }) => void) {
    observer = { report: (entries) => this.callback({ getEntries: () => entries }), disconnected: false };
  }
  observe(options: unknown) {
    observer!.options = options;
  }
  disconnect() {
    observer!.disconnected = true;
  }
}

const html = document.documentElement;

/** The faces made with the font loading API, as `[family, src, descriptors]`. */
let added: unknown[][];
/** The faces fetched ahead of being handed to the page, by family, each with the means to settle its fetch. */
let fetching: Map<string, { resolve(): void; reject(): void }>;

class FakeFontFace {
  readonly args: unknown[];
  constructor(...args: unknown[]) {
    added.push(args);
    this.args = args;
  }
  load() {
    return new Promise<void>((resolve, reject) => fetching.set(this.args[0] as string, { resolve, reject }));
  }
}

const FACES = [
  [
    "interLatin",
    'url(/_next/static/media/inter.woff2)format("woff2")',
    { weight: "100 900", display: "swap", unicodeRange: "U+??,U+2000-206F" },
  ],
  ["interCyrillic", 'url(/_next/static/media/cyrillic.woff2)format("woff2")', { unicodeRange: "U+400-45F" }],
  ["playfairLatin", 'url(/_next/static/media/playfair.woff2)format("woff2")', { unicodeRange: "U+??" }],
  ["notoSansArabic", 'url(/_next/static/media/arabic.woff2)format("woff2")', { unicodeRange: "U+6??" }],
];

/** The families the page's two stacks name, as app/globals.css sets them for English, and the text on screen. */
let stacks: { sans: string; display: string };
let textOnScreen: string;

/** The families handed to the page's font set so far, in order. */
const handedOver = () => (document.fonts.add as jest.Mock).mock.calls.map(([face]) => (face as FakeFontFace).args[0]);

/** Lets the promise callbacks the script chained run. */
const settle = () => Promise.resolve().then(() => Promise.resolve());

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });
}

/** A page as the build leaves it: the hero picture, a heading, and two held-back framework scripts (and the splash, where it plays). */
function loadPage({ splash = false, observerSupport = true } = {}) {
  document.head.innerHTML = `<script type="application/json" ${AFTER_PAINT_FONTS_ATTRIBUTE}="">${JSON.stringify(FACES)}</script>`;
  document.body.innerHTML = `
    ${splash ? '<div data-testid="splash"><h2 id="splash-title">AI Control Room</h2></div>' : ""}
    <h1>Aurelia</h1>
    <img src="/hero.avif" fetchpriority="high" alt="">
    <script type="text/plain" ${AFTER_PAINT_ATTRIBUTE}="/_next/static/chunks/a.js"></script>
    <script type="text/plain" ${AFTER_PAINT_ATTRIBUTE}="/_next/static/chunks/b.js"></script>`;
  if (splash) html.removeAttribute("data-intro");
  else html.setAttribute("data-intro", "skip");
  (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver = observerSupport ? FakeObserver : undefined;
  new Function(paintFirstScript())();
}

/** Whether the web fonts have been handed to the browser. */
const fontsAdded = () => added.length > 0;

/** The framework scripts the page has asked for so far. */
const requested = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
/** The framework scripts arrive (or fail): jsdom fetches none, so the test says when. */
const scriptsArrive = (event: "load" | "error" = "load") =>
  document.querySelectorAll("script[src]").forEach((s) => s.dispatchEvent(new Event(event)));
const hero = () => document.querySelector("img")!;
const heading = () => document.querySelector("h1")!;

/** Every listener a test's script adds, so that the next test's events reach only its own script. */
let listeners: [EventTarget, string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][];

beforeEach(() => {
  listeners = [];
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    jest.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
      listeners.push([target, type, listener!, options]);
      add(type, listener, options);
    });
  }
  jest.useFakeTimers();
  observer = null;
  added = [];
  fetching = new Map();
  stacks = { sans: '"interCyrillic", "interLatin", "interLatin Fallback", "Noto Sans", sans-serif', display: '"playfairLatin", serif' };
  textOnScreen = "";
  (window as unknown as { FontFace: unknown }).FontFace = FakeFontFace;
  Object.defineProperty(document, "fonts", { configurable: true, value: { add: jest.fn() } });
  Object.defineProperty(document.body, "innerText", { configurable: true, get: () => textOnScreen });
  const computed = window.getComputedStyle.bind(window);
  jest.spyOn(window, "getComputedStyle").mockImplementation((element) => {
    const style = computed(element);
    if (element !== html) return style;
    return Object.assign(Object.create(style), {
      getPropertyValue: (name: string) => (name === "--font-sans" ? stacks.sans : name === "--font-display" ? stacks.display : ""),
    });
  });
  html.lang = "en";
  localStorage.clear();
  setVisibility("visible");
  setReadyState("complete");
});

afterEach(() => {
  for (const [target, type, listener, options] of listeners) target.removeEventListener(type, listener, options);
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe("the paint-first script", () => {
  it("asks for nothing at first, and watches for the largest paint", () => {
    loadPage();
    expect(fontsAdded()).toBe(false);
    expect(observer!.options).toEqual({ type: "largest-contentful-paint", buffered: true });
    expect(requested()).toEqual([]);
  });

  it("asks for the framework and the fonts once the hero picture is drawn, and not for a heading drawn before it", () => {
    loadPage();
    observer!.report([{ element: heading() }]);
    jest.runOnlyPendingTimers();
    expect(requested()).toEqual([]);
    expect(fontsAdded()).toBe(false);

    observer!.report([{ element: hero() }]);
    expect(requested()).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]);
    // With the splash skipped, the faces are for the next visit: they wait for the framework, then an idle moment.
    jest.advanceTimersByTime(1000);
    expect(fontsAdded()).toBe(false);
    scriptsArrive();
    expect(fontsAdded()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(added).toEqual(FACES);
    expect(observer!.disconnected).toBe(true);
  });

  it("under the splash, fetches the faces the text on screen needs first, and hands every face to the page at once when they are in", async () => {
    textOnScreen = "Aurelia Residences – 3 bedrooms";
    loadPage({ splash: true });
    observer!.report([{ element: hero() }]);
    // Latin text in both stacks: Inter's and Playfair's Latin faces. Cyrillic has no character on screen, and
    // no stack of the page names the Arabic face: both wait, handed over unfetched for text that may need them later.
    expect([...fetching.keys()]).toEqual(["interLatin", "playfairLatin"]);
    expect(handedOver()).toEqual([]);
    fetching.get("interLatin")!.resolve();
    await settle();
    expect(handedOver()).toEqual([]);
    fetching.get("playfairLatin")!.resolve();
    await settle();
    // One change to the page's fonts, so the text is laid out again once, not once per face.
    expect(handedOver()).toEqual(["interLatin", "interCyrillic", "playfairLatin", "notoSansArabic"]);
  });

  it("fetches a face for its script only where the page's stacks name it", async () => {
    textOnScreen = "Русский\nالعربية";
    loadPage({ splash: true });
    observer!.report([{ element: hero() }]);
    expect([...fetching.keys()]).toEqual(["interCyrillic"]);
  });

  it("under the splash, hands the faces over even when one cannot be fetched, and at once when the text needs none", async () => {
    textOnScreen = "Aurelia";
    loadPage({ splash: true });
    observer!.report([{ element: hero() }]);
    fetching.get("interLatin")!.reject();
    await settle();
    expect(handedOver()).toHaveLength(FACES.length);

    (document.fonts.add as jest.Mock).mockClear();
    fetching.clear();
    textOnScreen = "";
    loadPage({ splash: true });
    observer!.report([{ element: hero() }]);
    expect(fetching.size).toBe(0);
    await settle();
    expect(handedOver()).toHaveLength(FACES.length);
  });

  it("without the splash, fetches the faces the text needs for the next visit and hands none to the page in use", async () => {
    textOnScreen = "Aurelia Residences – 3 bedrooms";
    setReadyState("interactive");
    loadPage();
    observer!.report([{ element: hero() }]);
    expect(requested()).toHaveLength(2);
    // Nothing of this page's own load waits behind them: they are asked for once it has loaded, the framework's
    // scripts too (the window's load event comes first), at an idle moment.
    jest.runOnlyPendingTimers();
    expect(fetching.size).toBe(0);
    setReadyState("complete");
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(1000);
    expect(fetching.size).toBe(0);
    const [first] = document.querySelectorAll("script[src]");
    first.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(1);
    expect(fetching.size).toBe(0);
    // A script that failed holds nothing back either.
    scriptsArrive("error");
    jest.advanceTimersByTime(1);
    expect([...fetching.keys()]).toEqual(["interLatin", "playfairLatin"]);
    for (const face of fetching.values()) face.resolve();
    await settle();
    expect(handedOver()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(`${FACES_FETCHED_KEY}en`)!)).toEqual([FACES[0][1], FACES[2][1]]);
  });

  it("hands nothing over when the splash has left before the faces are in, and keeps no record of faces that failed", async () => {
    textOnScreen = "Aurelia";
    loadPage({ splash: true });
    observer!.report([{ element: hero() }]);
    document.getElementById("splash-title")!.parentElement!.remove();
    fetching.get("interLatin")!.resolve();
    fetching.get("playfairLatin")!.reject();
    await settle();
    expect(handedOver()).toEqual([]);
    expect(localStorage.getItem(`${FACES_FETCHED_KEY}en`)).toBeNull();
  });

  it("on a later visit, hands every face over before the first layout, loading those the language needed at once", async () => {
    localStorage.setItem(`${FACES_FETCHED_KEY}en`, JSON.stringify([FACES[0][1], FACES[2][1]]));
    loadPage();
    expect(handedOver()).toEqual(["interLatin", "interCyrillic", "playfairLatin", "notoSansArabic"]);
    // A face the cache no longer holds leaves the fallback for this visit rather than arriving late and moving the text.
    expect(added.map(([, , descriptors]) => (descriptors as { display?: string }).display)).toEqual(Array(FACES.length).fill("optional"));
    expect([...fetching.keys()]).toEqual(["interLatin", "playfairLatin"]);

    observer!.report([{ element: hero() }]);
    expect(requested()).toHaveLength(2);
    expect(added).toHaveLength(FACES.length);
    expect(handedOver()).toHaveLength(FACES.length);
  });

  it("keeps each language's record apart, and ignores a record of faces the build no longer ships", () => {
    localStorage.setItem(`${FACES_FETCHED_KEY}ar`, JSON.stringify([FACES[3][1]]));
    loadPage();
    expect(handedOver()).toEqual([]);

    localStorage.setItem(`${FACES_FETCHED_KEY}en`, JSON.stringify(['url(/_next/static/media/inter-old.woff2)format("woff2")']));
    loadPage();
    expect(handedOver()).toEqual([]);
  });

  it("without storage, still fetches the faces and hands them over under the splash", async () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    textOnScreen = "Aurelia";
    loadPage({ splash: true });
    observer!.report([{ element: hero() }]);
    for (const face of fetching.values()) face.resolve();
    await settle();
    expect(requested()).toHaveLength(2);
    expect(handedOver()).toHaveLength(FACES.length);
  });

  it("asks once, however many signals follow", () => {
    loadPage();
    observer!.report([{ element: hero() }]);
    jest.runOnlyPendingTimers();
    window.dispatchEvent(new KeyboardEvent("keydown"));
    window.dispatchEvent(new Event("load"));
    jest.runAllTimers();
    scriptsArrive();
    jest.runAllTimers();
    expect(requested()).toHaveLength(2);
    expect(added).toHaveLength(FACES.length);
  });

  it("while the splash covers the page, goes at the first paint, whatever it drew", () => {
    loadPage({ splash: true });
    observer!.report([{ element: heading() }]);
    jest.runOnlyPendingTimers();
    expect(requested()).toHaveLength(2);
  });

  it.each([
    ["a key", () => window.dispatchEvent(new KeyboardEvent("keydown"))],
    ["a tap", () => window.dispatchEvent(new Event("pointerdown"))],
    ["a scroll", () => window.dispatchEvent(new Event("scroll"))],
    ["the picture failing", () => hero().dispatchEvent(new Event("error"))],
  ])("goes at once on %s, as the browser reports no more paints after input", (_, signal) => {
    loadPage({ splash: true });
    signal();
    expect(requested()).toHaveLength(2);
    expect(fontsAdded()).toBe(true);
  });

  it("goes a second after the load event when no paint was reported", () => {
    loadPage();
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(999);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requested()).toHaveLength(2);
  });

  it("waits for the parser when the picture is drawn before the page has been read to its end", () => {
    setReadyState("loading");
    loadPage({ splash: true });
    observer!.report([{ element: hero() }]);
    expect(requested()).toEqual([]);
    // The faces to fetch first are chosen by the text on screen, which is whole only then.
    expect(fontsAdded()).toBe(false);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(requested()).toHaveLength(2);
    expect(fontsAdded()).toBe(true);
  });

  it("in a browser that reports no paints, goes after the document's first frame", () => {
    const frame = jest.spyOn(window, "requestAnimationFrame");
    loadPage({ observerSupport: false });
    expect(fontsAdded()).toBe(false);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(frame).toHaveBeenCalledTimes(1);
    (frame.mock.calls[0][0] as FrameRequestCallback)(0);
    expect(requested()).toEqual([]); // the first frame is still being produced
    expect(frame).toHaveBeenCalledTimes(2);
    (frame.mock.calls[1][0] as FrameRequestCallback)(16);
    expect(requested()).toHaveLength(2);
    frame.mockRestore();
  });

  it("in a hidden tab, where nothing is drawn, goes once the document is parsed", () => {
    setVisibility("hidden");
    loadPage();
    expect(observer).toBeNull();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(requested()).toHaveLength(2);
  });

  it("never leaves a page without its scripts when the browser refuses the observer", () => {
    class Refusing extends FakeObserver {
      observe(): void {
        throw new TypeError("unsupported");
      }
    }
    document.body.innerHTML = `<script type="text/plain" ${AFTER_PAINT_ATTRIBUTE}="/a.js"></script>`;
    (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = Refusing;
    new Function(paintFirstScript())();
    expect(requested()).toEqual(["/a.js"]);
  });

  it("still starts the framework when the browser refuses a face", () => {
    (window as unknown as { FontFace: unknown }).FontFace = class {
      constructor() {
        throw new SyntaxError("bad descriptor");
      }
    };
    loadPage();
    observer!.report([{ element: hero() }]);
    expect(requested()).toHaveLength(2);
  });
});
