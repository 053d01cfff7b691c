// Shared helpers for the illustrated marketing images: a seeded PRNG, colour
// maths, a tiny perspective "renderer" that turns 3D polygons into flat-shaded
// SVG paths (painter's algorithm), and 2D motif generators (palms, stars...).
// Everything is deterministic: the same input always yields the same SVG.

export const PALETTE = {
  navy: "#0b1f33",
  teal: "#0f766e",
  tealLight: "#14b8a6",
  gold: "#c9a45c",
  sand: "#f5efe6",
};

export const SANS = "DejaVu Sans, Liberation Sans, sans-serif";
export const SERIF = "Noto Serif Display, DejaVu Serif, Liberation Serif, serif";

/** mulberry32: tiny deterministic PRNG returning floats in [0, 1). */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

/** Round for compact SVG output. */
export const n = (v) => Math.round(v * 10) / 10;

// ---------------------------------------------------------------- colour --
export function hex2rgb(h) {
  const s = h.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16));
}
export function rgb2hex([r, g, b]) {
  const c = (v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}
export function mix(a, b, t) {
  const A = hex2rgb(a);
  const B = hex2rgb(b);
  return rgb2hex(A.map((v, i) => v + (B[i] - v) * t));
}
export function scale(c, k) {
  return rgb2hex(hex2rgb(c).map((v) => v * k));
}

// ------------------------------------------------------------------ svg --
export function svgDoc(w, h, defs, body, viewBox = `0 0 ${w} ${h}`) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}"><defs>${defs}</defs>${body}</svg>`;
}

/** Vertical linear gradient from [offset, colour, opacity?] stops. */
export function vgrad(id, stops, attrs = 'x1="0" y1="0" x2="0" y2="1"') {
  return `<linearGradient id="${id}" ${attrs}>${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("")}</linearGradient>`;
}
export function rgrad(id, stops, attrs = 'cx="0.5" cy="0.5" r="0.5"') {
  return `<radialGradient id="${id}" ${attrs}>${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("")}</radialGradient>`;
}

export const pathD = (pts, close = true) => pts.map((p, i) => `${i ? "L" : "M"}${n(p[0])} ${n(p[1])}`).join("") + (close ? "Z" : "");

export const blurFilter = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

// ------------------------------------------------------------ 3D maths --
const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a) => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
export const v3 = { sub, dot, cross, norm };

/**
 * Pin-hole camera. World: x right, y up, z forward (away from the viewer at
 * yaw 0). yaw/pitch in degrees. (cx, cy) is where the optical axis lands on
 * the image, so with pitch 0 it is also the horizon (lens shift keeps
 * verticals vertical, like an architectural photograph).
 */
export function camera({ pos, yaw = 0, pitch = 0, focal = 1000, cx = 800, cy = 450 }) {
  const y = (yaw * Math.PI) / 180;
  const p = (pitch * Math.PI) / 180;
  const fwd = [Math.sin(y) * Math.cos(p), Math.sin(p), Math.cos(y) * Math.cos(p)];
  const right = norm([Math.cos(y), 0, -Math.sin(y)]);
  const up = cross(fwd, right);
  const toCam = (q) => {
    const d = sub(q, pos);
    return [dot(d, right), dot(d, up), dot(d, fwd)];
  };
  const proj = (c) => [cx + (focal * c[0]) / c[2], cy - (focal * c[1]) / c[2]];
  return {
    pos,
    focal,
    cx,
    cy,
    toCam,
    proj,
    /** Project a world point; returns [sx, sy, depth]. */
    p(q) {
      const c = toCam(q);
      const s = proj(c);
      return [s[0], s[1], c[2]];
    },
    /** Screen scale (px per metre) at a world point. */
    scaleAt(q) {
      return focal / toCam(q)[2];
    },
  };
}

/** Clip a camera-space polygon against the near plane z > near. */
function clipNear(poly, near = 0.5) {
  const out = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const ain = a[2] > near;
    const bin = b[2] > near;
    if (ain) out.push(a);
    if (ain !== bin) {
      const t = (near - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near]);
    }
  }
  return out;
}

/** Project a 3D polygon with near-plane clipping; returns screen points. */
export function projPoly(cam, pts, near = 1) {
  return clipNear(pts.map(cam.toCam), near).map(cam.proj);
}

/**
 * Painter's-algorithm scene. Polygons are grouped; groups are drawn layer by
 * layer and, inside a layer, far to near. Faces inside a group keep their order.
 */
export class Scene {
  constructor(cam, light) {
    this.cam = cam;
    this.light = {
      dir: norm(light?.dir ?? [-0.5, 0.6, -0.4]),
      sun: light?.sun ?? "#fff4e0",
      sunK: light?.sunK ?? 0.75,
      amb: light?.amb ?? "#b8c8dc",
      ambK: light?.ambK ?? 0.55,
    };
    this.groups = [];
    this.cur = null;
  }
  group(layer = 0, depth, sortFaces = false) {
    this.cur = { layer, depth, faces: [], sortFaces };
    this.groups.push(this.cur);
    return this;
  }
  /** Lambert shading with a coloured sun and a hemispherical sky ambient. */
  shade(color, normal) {
    const L = this.light;
    const base = hex2rgb(color);
    const sunC = hex2rgb(L.sun);
    const ambC = hex2rgb(L.amb);
    const d = Math.max(0, dot(normal, L.dir)) * L.sunK;
    const a = L.ambK * (0.72 + 0.28 * normal[1]);
    return rgb2hex(base.map((v, i) => (v * (ambC[i] * a + sunC[i] * d)) / 255));
  }
  /**
   * Add a polygon. opts: color (shaded), fill (raw paint, e.g. url(#g)),
   * opacity, normal (for culling/shading; computed if absent), cull (default true),
   * stroke (seam hiding, default on for opaque faces), extra (svg attrs).
   */
  poly(pts, opts = {}) {
    if (!this.cur) this.group();
    this.cur.faces.push({ pts, ...opts });
    return this;
  }
  /** Axis-aligned box; faces: which faces to emit (default all). */
  box(x0, y0, z0, x1, y1, z1, opts = {}) {
    const F = {
      front: [
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y1, z0],
          [x0, y1, z0],
        ],
        [0, 0, -1],
      ],
      back: [
        [
          [x1, y0, z1],
          [x0, y0, z1],
          [x0, y1, z1],
          [x1, y1, z1],
        ],
        [0, 0, 1],
      ],
      left: [
        [
          [x0, y0, z1],
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
        ],
        [-1, 0, 0],
      ],
      right: [
        [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
        [1, 0, 0],
      ],
      top: [
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        [0, 1, 0],
      ],
      bottom: [
        [
          [x0, y0, z1],
          [x1, y0, z1],
          [x1, y0, z0],
          [x0, y0, z0],
        ],
        [0, -1, 0],
      ],
    };
    const faces = opts.faces ?? Object.keys(F);
    for (const k of faces) {
      const o = { ...opts, ...(opts.per?.[k] ?? {}) };
      delete o.per;
      delete o.faces;
      this.poly(F[k][0], { ...o, normal: F[k][1] });
    }
    return this;
  }
  render() {
    const cam = this.cam;
    const out = [];
    const groups = this.groups
      .map((g, i) => {
        let depth = g.depth;
        if (depth === undefined) {
          let s = 0;
          let c = 0;
          for (const f of g.faces) {
            for (const p of f.pts) {
              s += Math.hypot(...sub(p, cam.pos));
              c++;
            }
          }
          depth = c ? s / c : 0;
        }
        return { ...g, depth, i };
      })
      .sort((a, b) => a.layer - b.layer || b.depth - a.depth || a.i - b.i);
    for (const g of groups) {
      const faces = g.sortFaces
        ? g.faces
            .map((f) => ({ f, d: f.pts.reduce((a, p) => a + Math.hypot(...sub(p, cam.pos)), 0) / f.pts.length }))
            .sort((a, b) => b.d - a.d)
            .map((o) => o.f)
        : g.faces;
      for (const f of faces) {
        const normal = f.normal ? norm(f.normal) : norm(cross(sub(f.pts[1], f.pts[0]), sub(f.pts[2], f.pts[0])));
        if (f.cull !== false) {
          const c = f.pts.reduce((a, p) => [a[0] + p[0], a[1] + p[1], a[2] + p[2]], [0, 0, 0]).map((v) => v / f.pts.length);
          if (dot(normal, sub(cam.pos, c)) <= 0) continue;
        }
        const cp = clipNear(f.pts.map(cam.toCam));
        if (cp.length < 3) continue;
        const sp = cp.map(cam.proj);
        let fill = f.fill;
        if (!fill) fill = f.noShade ? f.color : this.shade(f.color ?? "#ffffff", normal);
        const op = f.opacity !== undefined && f.opacity < 1 ? ` fill-opacity="${f.opacity}"` : "";
        const stroke = f.stroke ?? (f.opacity === undefined || f.opacity >= 1 ? (fill.startsWith("#") ? fill : null) : null);
        const st = stroke ? ` stroke="${stroke}" stroke-width="${f.strokeWidth ?? 0.6}" stroke-linejoin="round"` : "";
        out.push(`<path d="${pathD(sp)}" fill="${fill}"${op}${st}${f.extra ?? ""}/>`);
      }
    }
    return out.join("");
  }
}

// -------------------------------------------------------------- motifs --
function qbez(p0, p1, p2, t) {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}
function qtan(p0, p1, p2, t) {
  const d = [2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]), 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1])];
  const l = Math.hypot(d[0], d[1]) || 1;
  return [d[0] / l, d[1] / l];
}

/**
 * Coconut palm. (x, y) base of trunk, h height in px, lean horizontal offset
 * of the crown. Colours are given so palms can be sunlit, silhouetted or lit.
 */
export function palm({
  x,
  y,
  h,
  lean = 0,
  seed = 1,
  trunk = "#7a6a55",
  trunkDark = "#4d4337",
  leaf = "#2f6b47",
  leafDark = "#1d4a33",
  fronds = 11,
  rim,
  sunSide = -1,
  opacity = 1,
}) {
  const r = rng(seed);
  const top = [x + lean, y - h];
  const ctrl = [x + lean * 0.15 + h * 0.04 * (r() - 0.5), y - h * 0.55];
  const w0 = Math.max(2, h * 0.045);
  const L = [];
  const R = [];
  const steps = 14;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = qbez([x, y], ctrl, top, t);
    const tg = qtan([x, y], ctrl, top, t);
    const w = (w0 * (1 - 0.42 * t) * (1 + 0.35 * Math.max(0, 1 - t * 6))) / 2;
    L.push([p[0] - tg[1] * w, p[1] + tg[0] * w]);
    R.push([p[0] + tg[1] * w, p[1] - tg[0] * w]);
  }
  let s = `<g${opacity < 1 ? ` opacity="${opacity}"` : ""}>`;
  s += `<path d="${pathD([...L, ...R.reverse()])}" fill="${trunk}"/>`;
  // shaded side of the trunk
  const Rs = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = qbez([x, y], ctrl, top, t);
    const tg = qtan([x, y], ctrl, top, t);
    const w = (w0 * (1 - 0.42 * t) * (1 + 0.35 * Math.max(0, 1 - t * 6))) / 2;
    Rs.push([p[0] + tg[1] * w * 0.1, p[1] - tg[0] * w * 0.1]);
  }
  s += `<path d="${pathD([...L, ...Rs.reverse()])}" fill="${trunkDark}" opacity="0.55"/>`;
  // growth rings
  let rings = "";
  for (let t = 0.04; t < 0.97; t += 0.035 + r() * 0.01) {
    const p = qbez([x, y], ctrl, top, t);
    const tg = qtan([x, y], ctrl, top, t);
    const w = (w0 * (1 - 0.42 * t)) / 2;
    rings += `M${n(p[0] - tg[1] * w)} ${n(p[1] + tg[0] * w)}L${n(p[0] + tg[1] * w)} ${n(p[1] - tg[0] * w + 1)}`;
  }
  s += `<path d="${rings}" stroke="${trunkDark}" stroke-width="${n(Math.max(0.6, h / 300))}" opacity="0.5"/>`;

  // fronds: arcs that leave the crown and bend under gravity; back ones first
  const FL = h * 0.4;
  const frondPaths = [];
  const mkFrond = (deg, len, back) => {
    let th = (deg * Math.PI) / 180;
    const s0 = Math.cos(th) >= 0 ? 1 : -1;
    const curv = 1.1 + 0.5 * Math.abs(Math.cos(th)) + r() * 0.3;
    const steps = 18;
    const pts = [top];
    let p = top;
    for (let i = 1; i <= steps; i++) {
      th += (s0 * curv) / steps;
      th = s0 > 0 ? Math.min(th, 1.7) : Math.max(th, -4.58);
      p = [p[0] + (Math.cos(th) * len) / steps, p[1] + (Math.sin(th) * len) / steps];
      pts.push(p);
    }
    frondPaths.push({ pts, back, len, k: r(), end: p });
  };
  for (let i = 0; i < fronds; i++) {
    const deg = -178 + (176 * (i + 0.5)) / fronds + (r() - 0.5) * 14;
    const upright = Math.abs(Math.sin((deg * Math.PI) / 180));
    mkFrond(deg, FL * (0.85 + r() * 0.3) * (1 - 0.25 * upright * upright), i % 2 === 1);
  }
  for (const deg of [-200, 20, -215, 35]) mkFrond(deg + (r() - 0.5) * 10, FL * (0.7 + r() * 0.2), true);
  const frond = ({ pts, len }, col) => {
    const m = pts.length - 1;
    let d = "";
    for (let j = 1; j <= m; j++) {
      const t = j / m;
      for (const sub of [0, 0.5]) {
        if (j === m && sub) continue;
        const tt = t + sub / m;
        const a = pts[j];
        const b2 = pts[Math.min(m, j + 1)];
        const p = [a[0] + (b2[0] - a[0]) * sub, a[1] + (b2[1] - a[1]) * sub];
        const pa = pts[j - 1];
        let tg = [a[0] - pa[0], a[1] - pa[1]];
        const tl = Math.hypot(tg[0], tg[1]) || 1;
        tg = [tg[0] / tl, tg[1] / tl];
        const ll = len * (0.2 * Math.pow(Math.sin(Math.PI * Math.min(1, 0.12 + tt * 0.88)), 0.6) + 0.02);
        for (const side of [1, -1]) {
          let dx = tg[0] * 0.75 - tg[1] * side;
          let dy = tg[1] * 0.75 + tg[0] * side + 0.9;
          const l = Math.hypot(dx, dy);
          dx /= l;
          dy /= l;
          const tip = [p[0] + dx * ll, p[1] + dy * ll];
          const mid = [p[0] + dx * ll * 0.5 + tg[0] * ll * 0.15, p[1] + dy * ll * 0.5 - ll * 0.12];
          d += `M${n(p[0])} ${n(p[1])}Q${n(mid[0])} ${n(mid[1])} ${n(tip[0])} ${n(tip[1])}`;
        }
      }
    }
    const sw = Math.max(0.6, Math.min(len / 60, 0.8 + len / 160));
    return `<path d="${d}" stroke="${col}" stroke-width="${n(sw)}" stroke-linecap="round" fill="none"/><path d="${pathD(pts, false)}" stroke="${col}" stroke-width="${n(sw * 1.6)}" fill="none" stroke-linecap="round"/>`;
  };
  const tint = (fp, col) =>
    rim && (fp.end[0] - top[0]) * sunSide > 0 ? mix(col, rim, 0.28 * Math.min(1, Math.abs(fp.end[0] - top[0]) / FL)) : col;
  for (const fp of frondPaths.filter((f) => f.back)) s += frond(fp, tint(fp, mix(leafDark, leaf, fp.k * 0.35)));
  // coconuts
  for (let i = 0; i < 4; i++) {
    s += `<circle cx="${n(top[0] + (i - 1.5) * w0 * 0.45)}" cy="${n(top[1] + w0 * 0.55 + (i % 2) * w0 * 0.3)}" r="${n(w0 * 0.42)}" fill="${trunkDark}"/>`;
  }
  for (const fp of frondPaths.filter((f) => !f.back)) s += frond(fp, tint(fp, mix(leaf, leafDark, fp.k * 0.4)));
  return s + "</g>";
}

/** Shrub / tree canopy built from many small leaf clumps, lit from the top-left. */
export function bush({ x, y, w, h, seed = 1, color = "#2f6b47", dark = "#1d4a33", light = "#6f9a5e", light2, clumps }) {
  const r = rng(seed);
  let s = `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 0.52)}" ry="${n(Math.max(2, h * 0.1))}" fill="#000" opacity="0.2"/>`;
  const count = clumps ?? Math.round(Math.min(320, Math.max(14, (w * h) / 60)));
  const rad = Math.max(1.5, Math.sqrt((w * h) / count) * 0.8);
  const items = [];
  for (let i = 0; i < count; i++) {
    const u = r() * 2 - 1;
    const v = r();
    const dome = Math.sqrt(Math.max(0, 1 - u * u));
    const cx = x + (u * w) / 2;
    const cy = y - rad * 0.6 - v * dome * (h - rad);
    const lightness = Math.min(1, Math.max(0, v * dome * 0.9 - u * 0.35 + (r() - 0.5) * 0.4));
    items.push([cx, cy, rad * (0.75 + r() * 0.5), lightness]);
  }
  items.sort((a, b) => a[3] - b[3]);
  for (const [cx, cy, rr] of items) s += `<circle cx="${n(cx)}" cy="${n(cy + rr * 0.3)}" r="${n(rr * 1.3)}" fill="${dark}"/>`;
  for (const [cx, cy, rr, l] of items) {
    const c = l < 0.5 ? mix(dark, color, l * 2) : mix(color, light, (l - 0.5) * 2);
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}" fill="${c}"/>`;
  }
  if (light2)
    for (const [cx, cy, rr, l] of items)
      if (l > 0.8) s += `<circle cx="${n(cx - rr * 0.25)}" cy="${n(cy - rr * 0.3)}" r="${n(rr * 0.45)}" fill="${light2}" opacity="0.6"/>`;
  return s;
}

/** Star field with a seeded distribution, denser near the top. */
export function stars({ w, y0, y1, count, seed = 7 }) {
  const r = rng(seed);
  let s = "";
  for (let i = 0; i < count; i++) {
    const x = r() * w;
    const y = y0 + Math.pow(r(), 1.6) * (y1 - y0);
    const big = r() > 0.95;
    const rad = big ? 1.5 + r() : 0.4 + r() * 0.8;
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="#fff" opacity="${n(0.35 + r() * 0.6)}"/>`;
  }
  return s;
}

/** Horizontal glitter streaks on water (sun / moon / city reflections). */
export function glitter({ cx, y0, y1, spread, color, seed = 3, count = 120, maxW = 60, opacity = 0.8 }) {
  const r = rng(seed);
  let s = "";
  for (let i = 0; i < count; i++) {
    const t = Math.pow(r(), 0.8);
    const y = y0 + t * (y1 - y0);
    const wspread = spread * (0.15 + t * 0.85);
    const x = cx + (r() - 0.5) * 2 * wspread * Math.pow(r(), 0.7);
    const w = (0.2 + r() * 0.8) * maxW * (0.25 + t * 0.75);
    const hgt = 0.6 + t * 2.2;
    s += `<rect x="${n(x - w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(hgt)}" rx="${n(hgt / 2)}" fill="${color}" opacity="${n(opacity * (0.3 + r() * 0.7))}"/>`;
  }
  return s;
}
