/**
 * A new visitor's first press on a slow phone (e2e/support/slow-phone.ts: 150 ms
 * round trip, 1.6 Mbit/s down, CPU 4× slower), made the moment the page is first
 * painted: the time from that paint to the press's visible effect, median of
 * RUNS (default 5), for
 * - a question typed in the chat box and sent with Enter (the message shown as sent),
 * - "Enable Voice Assistant" (the "Permissions Granted" toast),
 * - the carousel's next arrow (the second slide shown),
 * on the page as built and on the same page with the paint-first step turned
 * off (its framework scripts and fonts put back as Next wrote them), with the
 * interaction-to-next-paint of the first press (the longest `event` entry of its
 * interaction, from PerformanceObserver). A press whose effect never comes
 * within TIMEOUT_MS counts as lost.
 *   npm run build && npm run bench:first-action
 * BENCH_ROOT=<checkout> measures another checkout's build, NEXT_DIST_DIR another
 * build of this one (a "before" figure); BENCH_PORT the server's port (3195);
 * ACTIONS=enter,voice,carousel picks the actions.
 */
import type { Browser, Page } from "@playwright/test";
import en from "../messages/en.json";
import { emulateSlowPhone, firstPaint } from "../e2e/support/slow-phone";
import { launchChromium, median, print, startSite } from "./support";

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3195);
const TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 20_000);
// Tall enough that every control is on screen without a scroll, which would count as a first interaction.
const VIEWPORT = { width: 1280, height: 2300 };

interface Action {
  key: string;
  label: string;
  /** What the visitor does, at once. */
  act(page: Page): Promise<void>;
  /** The effect, as a test on the page's DOM. */
  effect: string;
}

const ACTIONS: Action[] = [
  {
    key: "enter",
    label: "type + Enter",
    async act(page) {
      await page.getByTestId("chat-input").click({ noWaitAfter: true });
      await page.keyboard.type("How big is Blitz?");
      await page.keyboard.press("Enter");
    },
    // Shown as sent: drawn by the page's own script before the live chat arrives, or by the live chat.
    effect: `!!document.querySelector("[data-testid=chat-message][data-sender=user], [data-testid=chat-drawn-question]:not([hidden])")`,
  },
  {
    key: "voice",
    label: "enable voice",
    act: (page) => page.getByTestId("voice-button").click({ noWaitAfter: true }),
    effect: `[...document.querySelectorAll("[data-sonner-toast]")].some((t) => t.textContent.includes(${JSON.stringify(en.toasts.permissionsGrantedTitle)}))`,
  },
  {
    key: "carousel",
    label: "carousel next",
    act: (page) => page.getByTestId("carousel").getByRole("button", { name: en.hero.next }).click({ noWaitAfter: true }),
    // The second slide, brought by the press: the slideshow's own move 5 s on would show it too, but only a
    // visitor's move is read out by the announcer, or drawn by the page's own script before the framework
    // (which marks the controls moved).
    effect:
      `!!document.querySelector("[data-testid=slide-2][data-active]") && (!!document.querySelector("[data-testid=carousel-announcer]")?.textContent` +
      ` || !!document.querySelector("[data-moved]"))`,
  },
];

/** The page's own record, from before its first script: when the effect first showed, and the first press's event timings. */
function instrument(effect: string): string {
  return `(() => {
    const w = window;
    w.__bench = { effectAt: null, events: [] };
    const check = () => { try { if (w.__bench.effectAt === null && (${effect})) w.__bench.effectAt = performance.now(); } catch {} };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.interactionId) w.__bench.events.push({ id: e.interactionId, duration: e.duration, name: e.name });
      }).observe({ type: "event", durationThreshold: 16, buffered: true });
    } catch {}
  })();`;
}

/** The page as Next wrote it: held-back scripts back in place, the fonts' faces back in a stylesheet. */
function withoutPaintFirst(html: string): string {
  let page = html.replace(/<script type="text\/plain" data-after-paint="([^"]+)"><\/script>/g, '<script src="$1" async=""></script>');
  page = page.replace(/<script type="application\/json" data-after-paint-fonts="">([\s\S]*?)<\/script>/, (_, json: string) => {
    const faces = JSON.parse(json) as [string, string, Record<string, string>][];
    const css = faces
      .map(([family, src, d]) => {
        const descriptors = Object.entries(d).map(
          ([k, v]) => `${k === "display" ? "font-display" : k === "unicodeRange" ? "unicode-range" : `font-${k}`}:${v}`,
        );
        return `@font-face{font-family:${JSON.stringify(family)};src:${src};${descriptors.join(";")}}`;
      })
      .join("");
    return `<style>${css}</style>`;
  });
  return page;
}

interface Sample {
  /** From the first paint to the effect; null when the press was lost. */
  ms: number | null;
  /** The first press's interaction-to-next-paint; 0 when it took under 16 ms (the browser reports none). */
  inpMs: number;
}

async function once(browser: Browser, url: string, action: Action, paintFirst: boolean): Promise<Sample> {
  const context = await browser.newContext({ viewport: VIEWPORT, permissions: ["microphone"] });
  const page = await context.newPage();
  try {
    await page.addInitScript(instrument(action.effect));
    if (!paintFirst) {
      await page.route(
        (u) => u.pathname === "/",
        async (route) => {
          const response = await route.fetch();
          const headers = { ...response.headers() };
          // The rewritten page carries a stylesheet the policy's hashes do not know; this is a measurement.
          delete headers["content-security-policy"];
          await route.fulfill({ response, headers, body: withoutPaintFirst(await response.text()) });
        },
      );
    }
    await emulateSlowPhone(page);
    await page.goto(url, { waitUntil: "commit" });
    const paintAt = await firstPaint(page);
    try {
      await action.act(page);
    } catch (error) {
      // A page too busy to take the press in time: counted as lost, and said.
      print(`  (${action.label}: the press could not be made: ${String(error).split("\n")[0]})`);
      return { ms: null, inpMs: 0 };
    }
    const seen = await page
      .waitForFunction(() => (window as unknown as { __bench: { effectAt: number | null } }).__bench.effectAt, undefined, {
        timeout: TIMEOUT_MS,
        polling: 50,
      })
      .then(
        (h) => h.jsonValue() as Promise<number>,
        () => null,
      );
    // Let the first interaction's entries arrive (they are reported after its next paint).
    await page.waitForTimeout(300);
    const events = await page.evaluate(
      () => (window as unknown as { __bench: { events: { id: number; duration: number }[] } }).__bench.events,
    );
    const first = events.length ? Math.min(...events.map((e) => e.id)) : null;
    const inpMs = first === null ? 0 : Math.max(...events.filter((e) => e.id === first).map((e) => e.duration));
    return { ms: seen === null ? null : seen - paintAt, inpMs };
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const root = process.env.BENCH_ROOT || process.cwd();
  const site = await startSite(PORT, {}, root);
  // A microphone that grants itself, as a visitor's answer to the prompt would.
  const browser = await launchChromium(["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"]);
  try {
    const url = `${site.url}/?intro=0`;
    print(`First action at the first paint, slow phone (150 ms RTT, 1.6 Mbit/s, CPU 4×), median of ${RUNS}; ${root}`);
    print(`  ${"action".padEnd(14)} ${"paint-first".padEnd(28)} ${"paint-first off".padEnd(28)} ratio`);
    const chosen = process.env.ACTIONS?.split(",");
    for (const action of ACTIONS.filter((a) => !chosen || chosen.includes(a.key))) {
      const cells: string[] = [];
      const medians: number[] = [];
      for (const paintFirst of [true, false]) {
        const samples: Sample[] = [];
        for (let i = 0; i < RUNS; i++) samples.push(await once(browser, url, action, paintFirst));
        const done = samples.filter((s) => s.ms !== null).map((s) => s.ms!);
        const lost = samples.length - done.length;
        const inp = median(samples.map((s) => s.inpMs));
        const shown = done.length > 0 ? seconds(median(done)) : "never";
        medians.push(done.length > lost ? median(done) : NaN);
        cells.push(`${shown}${lost ? ` (${lost} lost)` : ""}, INP ${inp ? `${Math.round(inp)} ms` : "<16 ms"}`.padEnd(28));
      }
      const ratio = Number.isFinite(medians[0]) && Number.isFinite(medians[1]) ? `${(medians[0] / medians[1]).toFixed(2)}×` : "n/a";
      print(`  ${action.label.padEnd(14)} ${cells[0]} ${cells[1]} ${ratio}`);
    }
  } finally {
    await browser.close();
    site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
