import type { Page } from "@playwright/test";

/** WCAG 2 contrast, and a reading of the focused element's focus indicator against what lies beneath it. */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, a: 0 };
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** Parses the `rgb()` / `rgba()` forms computed styles use; anything else is unknown (null). */
export function parseColor(css: string): Rgba | null {
  const m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(css.trim());
  if (!m) return css.trim() === "transparent" ? TRANSPARENT : null;
  const alpha = m[4] === undefined ? 1 : m[4].endsWith("%") ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
  return { r: +m[1], g: +m[2], b: +m[3], a: alpha };
}

/** `top` painted over the opaque `bottom`. */
function blend(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return { r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1 };
}

/** Relative luminance of an opaque sRGB colour (WCAG 2.x definition). */
function luminance({ r, g, b }: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(x: Rgba, y: Rgba): number {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

function hex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** What the page reports about the focused element (see `readFocus`). */
interface FocusReading {
  name: string;
  kind: "outline" | "box-shadow" | "border" | "none";
  color: string;
  thickness: number;
  /** Whether the element looks the same unfocused (null: its unfocused look was never recorded). */
  sameAsUnfocused: boolean | null;
  /** Points in the middle of the indicator's four sides. */
  samples: { side: string; clipped: boolean; onScreen: boolean; image: boolean; layers: string[][] }[];
  obscuredBy: string | null;
}

export interface FocusIndicator {
  /** The focused element, as a person would name it. */
  name: string;
  kind: FocusReading["kind"];
  /** The lowest contrast of the indicator against what is beneath it, over the sides drawn on screen. */
  ratio: number;
  /** Every way the indicator falls short of a visible, 3:1 focus indicator; empty when it passes. */
  problems: string[];
}

const MIN_RATIO = 3;
const MIN_THICKNESS_PX = 2;

/**
 * Reads the focus indicator of the focused element: its outline (or, if it has none, a ring drawn
 * with box-shadow, or else its border), the colours painted beneath each side of it, whether an
 * ancestor's overflow cuts a side off, and whether something (a sticky header) covers the element.
 * Call `recordUnfocusedLook` first, so an element that looks no different when focused is caught.
 */
export async function focusIndicator(page: Page): Promise<FocusIndicator> {
  const reading = await page.evaluate(readFocus);
  const problems: string[] = [];
  const where = reading.name;
  if (reading.kind === "none") return { name: where, kind: "none", ratio: 1, problems: [`${where}: no focus indicator`] };
  if (reading.sameAsUnfocused === null) problems.push(`${where}: its unfocused look was not recorded`);
  if (reading.sameAsUnfocused) problems.push(`${where}: looks the same focused as unfocused`);
  if (reading.thickness < MIN_THICKNESS_PX) problems.push(`${where}: ${reading.kind} ${reading.thickness}px thin`);
  if (reading.obscuredBy) problems.push(`${where}: covered by ${reading.obscuredBy}`);

  const ring = parseColor(reading.color);
  if (!ring) problems.push(`${where}: unreadable indicator colour ${reading.color}`);
  let ratio = 21;
  let measured = 0;
  for (const sample of reading.samples) {
    if (sample.clipped) problems.push(`${where}: the ${sample.side} side of its ${reading.kind} is cut off`);
    if (sample.clipped || !sample.onScreen || !ring) continue;
    if (sample.image) {
      problems.push(`${where}: the ${sample.side} side of its ${reading.kind} lies over an image`);
      continue;
    }
    const unreadable = sample.layers.flat().filter((c) => !parseColor(c));
    if (unreadable.length) problems.push(`${where}: unreadable background colour ${unreadable[0]} (${sample.side})`);
    measured++;
    for (const background of backgrounds(sample.layers)) {
      const r = contrastRatio(blend(ring, background), background);
      if (r < ratio) ratio = r;
      if (r < MIN_RATIO)
        problems.push(
          `${where}: ${reading.kind} ${hex(blend(ring, background))} on ${hex(background)} (${sample.side}) is ${r.toFixed(2)}:1`,
        );
    }
  }
  if (measured < 2) problems.push(`${where}: fewer than two sides of its ${reading.kind} on screen to measure`);
  return { name: where, kind: reading.kind, ratio, problems: [...new Set(problems)] };
}

/**
 * Every colour a point may show, from its paint layers (top first; a layer with several colours is a
 * gradient, which may show any of them there): each is painted over the one below, on a white canvas.
 */
function backgrounds(layers: string[][]): Rgba[] {
  let below: Rgba[] = [WHITE];
  for (const layer of [...layers].reverse()) {
    // A transparent stop leaves what is below showing, which blending it over that gives back.
    const colors = layer.map(parseColor).filter((c): c is Rgba => c !== null);
    const next = new Map<string, Rgba>();
    for (const c of colors) for (const b of below) next.set(hex(blend(c, b)), blend(c, b));
    below = [...next.values()];
  }
  return below;
}

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

/**
 * Remembers how each focusable element looks unfocused, now and as later ones are added (parts of the
 * page may be drawn again once it comes alive); `focusIndicator` compares the focused look against it.
 */
export async function recordUnfocusedLook(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const w = window as unknown as { __unfocusedLook?: WeakMap<Element, string>; __unfocusedWatch?: MutationObserver };
    const looks = (w.__unfocusedLook ??= new WeakMap());
    const record = (root: ParentNode) => {
      let count = 0;
      const found =
        root instanceof Element && root.matches(selector)
          ? [root, ...root.querySelectorAll(selector)]
          : [...root.querySelectorAll(selector)];
      for (const el of found) {
        if (el === document.activeElement) continue;
        const s = getComputedStyle(el);
        looks.set(el, [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderTopColor, s.borderTopWidth].join("|"));
        count++;
      }
      return count;
    };
    w.__unfocusedWatch ??= new MutationObserver((mutations) => {
      for (const m of mutations) for (const node of m.addedNodes) if (node instanceof Element) record(node);
    });
    w.__unfocusedWatch.observe(document.body, { childList: true, subtree: true });
    return record(document);
  }, FOCUSABLE);
}

/** Runs in the page (serialised): keep it self-contained. */
function readFocus(): FocusReading {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body)
    return { name: "nothing focused", kind: "none", color: "", thickness: 0, sameAsUnfocused: null, samples: [], obscuredBy: null };
  const s = getComputedStyle(el);
  const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;

  const look = [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderTopColor, s.borderTopWidth].join("|");
  const recorded = (window as unknown as { __unfocusedLook?: WeakMap<Element, string> }).__unfocusedLook?.get(el);
  const sameAsUnfocused = recorded === undefined ? null : recorded === look;

  // The indicator, and where its band lies relative to the border box: from `inner` to `inner + thickness` px outwards.
  let kind: FocusReading["kind"] = "none";
  let color = "";
  let thickness = 0;
  let inner = 0;
  const outlineWidth = parseFloat(s.outlineWidth);
  const ring = /^(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px$/.exec(s.boxShadow.split(/,(?![^(]*\))/)[0]?.trim() ?? "");
  if (s.outlineStyle !== "none" && outlineWidth > 0) {
    kind = "outline";
    color = s.outlineColor;
    thickness = outlineWidth;
    inner = parseFloat(s.outlineOffset);
  } else if (ring && parseFloat(ring[2]) > 0) {
    kind = "box-shadow";
    color = ring[1];
    thickness = parseFloat(ring[2]);
  } else if (parseFloat(s.borderTopWidth) > 0 && s.borderTopStyle !== "none") {
    kind = "border";
    color = s.borderTopColor;
    thickness = parseFloat(s.borderTopWidth);
    inner = -thickness;
  }

  const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
  const mid = inner + thickness / 2;
  const points = [
    { side: "top", x: box.left + box.width / 2, y: box.top - mid },
    { side: "bottom", x: box.left + box.width / 2, y: box.bottom + mid },
    { side: "left", x: box.left - mid, y: box.top + box.height / 2 },
    { side: "right", x: box.right + mid, y: box.top + box.height / 2 },
  ];

  // An ancestor that clips its overflow hides whatever of the indicator lies outside its padding box.
  const clips: DOMRect[] = [];
  for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
    const cs = getComputedStyle(a);
    if (cs.overflowX !== "visible" || cs.overflowY !== "visible") {
      const r = a.getBoundingClientRect();
      clips.push(new DOMRect(r.left + a.clientLeft, r.top + a.clientTop, a.clientWidth, a.clientHeight));
    }
    if (cs.position === "fixed") break;
  }

  const opacity = (node: Element) => {
    let o = 1;
    for (let n: Element | null = node; n; n = n.parentElement) o *= parseFloat(getComputedStyle(n).opacity);
    return o;
  };
  const withAlpha = (css: string, factor: number) => {
    const m = /^rgba?\(([^)]*)\)$/.exec(css);
    if (!m) return css;
    const parts = m[1].split(/[\s,/]+/).filter(Boolean);
    const a = parts[3] === undefined ? 1 : parseFloat(parts[3]);
    return `rgba(${parts[0]}, ${parts[1]}, ${parts[2]}, ${a * factor})`;
  };

  const samples = points.map(({ side, x, y }) => {
    const clipped = clips.some((c) => x < c.left || x > c.right || y < c.top || y > c.bottom);
    const onScreen = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
    const layers: string[][] = [];
    let image = false;
    if (onScreen && !clipped) {
      for (const under of document.elementsFromPoint(x, y)) {
        // An outline is drawn outside the box: the element's own background is beneath it only when the ring is inset.
        if (under === el && inner >= 0) continue;
        if (el.contains(under) && under !== el && inner >= 0) continue;
        if (["IMG", "VIDEO", "IFRAME", "CANVAS", "PICTURE"].includes(under.tagName)) image = true;
        const us = getComputedStyle(under);
        if (/url\(/.test(us.backgroundImage)) image = true;
        const factor = opacity(under);
        // Gradients first (the first listed is painted on top), then the background colour beneath them.
        for (const gradient of us.backgroundImage.split(/,(?![^(]*\))\s*(?=[a-z-]+-gradient\()/)) {
          const stops = gradient.match(/rgba?\([^)]*\)/g);
          if (stops) layers.push(stops.map((c) => withAlpha(c, factor)));
        }
        const color = withAlpha(us.backgroundColor, factor);
        layers.push([color]);
        // Nothing beneath an opaque background shows through (the open language menu over the slides).
        if (/^rgb\(/.test(color) || /^rgba\([^)]*,\s*1\)$/.test(color)) break;
      }
    }
    return { side, clipped, onScreen, image, layers };
  });

  // What a pointer would hit at the element's centre must be the element itself (or inside it).
  const cx = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
  const cy = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
  const top = document.elementFromPoint(cx, cy);
  const obscuredBy = top && !el.contains(top) ? `${top.tagName.toLowerCase()}${top.closest("header") ? " in the header" : ""}` : null;

  return { name, kind, color, thickness, sameAsUnfocused, samples, obscuredBy };
}
