// Infinity pool deck: teak deck, sun loungers and parasols, a cabana, the pool
// edge dissolving into the South China Sea under a bright tropical sky.
import { camera, Scene, rng, mix, n, pathD, vgrad, rgrad, blurFilter, palm, bush, glitter, svgDoc } from "./lib.mjs";

/** Sun lounger seen side-on: foot towards the pool (-x), backrest raised at +x. */
function lounger(sc, x0, zc, towel) {
  const w = 0.36;
  const z0 = zc - w;
  const z1 = zc + w;
  for (const lx of [x0 + 0.08, x0 + 1.82]) {
    sc.group(2);
    sc.box(lx, 0, z0 + 0.04, lx + 0.1, 0.2, z1 - 0.04, { color: "#7a5233" });
  }
  sc.group(2);
  sc.box(x0, 0.18, z0, x0 + 2, 0.3, z1, { color: "#a87549" });
  sc.group(2);
  sc.box(x0 + 0.05, 0.3, z0 + 0.03, x0 + 1.4, 0.42, z1 - 0.03, { color: "#fbf8f2" });
  if (towel) {
    sc.poly(
      [
        [x0 + 0.5, 0.425, z0 + 0.08],
        [x0 + 0.5, 0.425, z1 - 0.08],
        [x0 + 1.0, 0.425, z1 - 0.08],
        [x0 + 1.0, 0.425, z0 + 0.08],
      ],
      { color: towel, normal: [0, 1, 0] },
    );
  }
  sc.group(2, undefined, true);
  const bx0 = x0 + 1.35;
  const bx1 = x0 + 1.95;
  const front = [
    [bx0, 0.36, z0 + 0.03],
    [bx0, 0.36, z1 - 0.03],
    [bx1, 1.02, z1 - 0.03],
    [bx1, 1.02, z0 + 0.03],
  ];
  sc.poly(front, { fill: "#ece6dc", normal: [-0.74, 0.67, 0] });
  sc.poly(front.map(([a, b, c]) => [a + 0.07, b - 0.05, c]).reverse(), { color: "#8a5f3b", normal: [0.74, -0.67, 0] });
  // side profile of the backrest (a thin slanted slab)
  sc.poly(
    [
      [bx0, 0.36, z0 + 0.03],
      [bx1, 1.02, z0 + 0.03],
      [bx1 + 0.07, 0.97, z0 + 0.03],
      [bx0 + 0.07, 0.31, z0 + 0.03],
    ],
    { color: "#8a5f3b", normal: [0, 0, -1] },
  );
}

function parasol(sc, cx, cz, { r = 1.5, h = 2.7, fabric = "#f4ecdc", trim = "#c9a45c" } = {}) {
  sc.group(3);
  sc.box(cx - 0.04, 0, cz - 0.04, cx + 0.04, h, cz + 0.04, { color: "#8a5f3b" });
  sc.group(3, undefined, true);
  const apex = [cx, h + 0.1, cz];
  const k = 10;
  const rim = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2;
    rim.push([cx + Math.cos(a) * r, h - 0.45, cz + Math.sin(a) * r]);
  }
  for (let i = 0; i < k; i++) {
    const a = rim[i];
    const b = rim[(i + 1) % k];
    const mid = [(a[0] + b[0]) / 2 - cx, 0, (a[2] + b[2]) / 2 - cz];
    const l = Math.hypot(mid[0], mid[2]);
    const outer = [(mid[0] / l) * 0.45, r / Math.hypot(r, 0.55), (mid[2] / l) * 0.45];
    sc.poly([apex, a, b], { color: fabric, normal: outer });
    sc.poly([apex, b, a], { color: mix(fabric, "#e9c98f", 0.35), normal: outer.map((v) => -v) });
    const va = [a[0], a[1] - 0.22, a[2]];
    const vb = [b[0], b[1] - 0.22, b[2]];
    sc.poly([a, b, vb, va], { color: trim, normal: [mid[0] / l, 0, mid[2] / l] });
    sc.poly([b, a, va, vb], { color: mix(trim, "#000", 0.2), normal: [-mid[0] / l, 0, -mid[2] / l] });
  }
}

export function poolSvg() {
  const W = 1600;
  const H = 900;
  const HOR = 392;
  const F = 920;
  const cam = camera({ pos: [0, 3, 0], yaw: 0, focal: F, cx: 800, cy: HOR });
  const P = (x, y, z) => cam.p([x, y, z]);
  const S = (x, y, z) => cam.scaleAt([x, y, z]);
  const quad = (x0, z0, x1, z1, y = 0) => [P(x0, y, z0), P(x1, y, z0), P(x1, y, z1), P(x0, y, z1)];
  const light = { dir: [0.45, 0.8, -0.35], sun: "#fff6e6", sunK: 0.55, amb: "#dfe8f2", ambK: 0.78 };
  const EDGE = 44; // infinity edge / far end of the deck
  const PX0 = -8.5;
  const PX1 = 3.5;
  const PZ0 = 6.2;

  let defs = "";
  defs += vgrad("sky", [
    [0, "#1f5f97"],
    [0.45, "#4f93c6"],
    [0.85, "#a9d3ea"],
    [1, "#e4f1f4"],
  ]);
  defs += vgrad("sea", [
    [0, "#8cc4cc"],
    [0.25, "#2f8f98"],
    [1, "#0f6470"],
  ]);
  defs += vgrad("water", [
    [0, "#8fe0da"],
    [0.18, "#4cc9bf"],
    [0.55, "#14a89c"],
    [1, "#0b6f70"],
  ]);
  defs += vgrad("deck", [
    [0, "#c99a6b"],
    [1, "#a87347"],
  ]);
  defs += blurFilter("cloud", 6);
  defs += blurFilter("soft", 2.5);
  defs += rgrad("sunGlow", [
    [0, "#fffdf3", 0.95],
    [0.2, "#fff5d6", 0.5],
    [1, "#fff5d6", 0],
  ]);

  let b = `<rect width="${W}" height="${HOR + 2}" fill="url(#sky)"/>`;
  b += `<circle cx="1420" cy="90" r="260" fill="url(#sunGlow)"/>`;
  // cumulus clouds along the horizon and a few high wisps
  const cr = rng(19);
  const cumulus = (cx, cy, w, h) => {
    let s = `<g filter="url(#cloud)">`;
    for (let i = 0; i < 14; i++) {
      const u = cr() * 2 - 1;
      const rr = h * (0.35 + cr() * 0.4) * (1 - Math.abs(u) * 0.5);
      s += `<circle cx="${n(cx + (u * w) / 2)}" cy="${n(cy - rr * 0.6 - cr() * h * 0.3)}" r="${n(rr)}" fill="#ffffff"/>`;
    }
    s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w * 0.55)}" ry="${n(h * 0.22)}" fill="#c9dbe8"/></g>`;
    return s;
  };
  b += cumulus(240, HOR - 10, 340, 90);
  b += cumulus(620, HOR - 6, 220, 55);
  b += cumulus(1120, HOR - 8, 420, 110);
  b += cumulus(1500, HOR - 4, 240, 60);
  b += `<g filter="url(#cloud)" opacity="0.6"><ellipse cx="420" cy="110" rx="240" ry="10" fill="#fff"/><ellipse cx="980" cy="70" rx="300" ry="8" fill="#fff"/></g>`;

  // sea with an island on the horizon and a distant yacht
  b += `<rect y="${HOR}" width="${W}" height="${H - HOR}" fill="url(#sea)"/>`;
  b += `<path d="M600 ${HOR}C630 ${HOR - 16} 660 ${HOR - 22} 700 ${HOR - 15}C720 ${HOR - 11} 745 ${HOR - 5} 770 ${HOR}Z" fill="#6f9a8c" opacity="0.75"/>`;
  b += `<path d="M690 ${HOR}C705 ${HOR - 7} 728 ${HOR - 8} 748 ${HOR - 3}L756 ${HOR}Z" fill="#5e8a7d" opacity="0.8"/>`;
  b += glitter({ cx: 1300, y0: HOR + 1, y1: HOR + 90, spread: 260, color: "#ffffff", seed: 4, count: 110, maxW: 26, opacity: 0.7 });
  b += `<g transform="translate(585 ${HOR + 7}) scale(0.8)"><path d="M-14 0L14 0L10 4L-10 4Z" fill="#f5f5f5"/><path d="M0 -1L0 -26L10 -2Z" fill="#ffffff"/><path d="M-1 -1L-1 -22L-9 -2Z" fill="#e8eef2"/></g>`;

  // ---------------------------------------------------------------- deck --
  b += `<path d="${pathD(quad(-60, 1, 60, EDGE))}" fill="url(#deck)"/>`;
  // teak planks running toward the sea
  let planks = "";
  for (let x = -60; x <= 60; x += 0.16) {
    const a = P(x, 0, 1.2);
    const c = P(x, 0, EDGE);
    planks += `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`;
  }
  b += `<path d="${planks}" stroke="#7a4f2c" stroke-width="0.7" opacity="0.35"/>`;
  const pr = rng(5);
  let butt = "";
  for (let i = 0; i < 420; i++) {
    const x = -20 + Math.floor(pr() * 250) * 0.16;
    const z = 1 + Math.pow(pr(), 0.7) * (EDGE - 1);
    const a = P(x, 0, z);
    const c = P(x + 0.16, 0, z);
    butt += `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`;
  }
  b += `<path d="${butt}" stroke="#6d4526" stroke-width="0.8" opacity="0.4"/>`;
  // glass balustrade at the deck edge (either side of the infinity edge)
  const rail = (x0, x1) => {
    const q = [P(x0, 0, EDGE), P(x1, 0, EDGE), P(x1, 1.1, EDGE), P(x0, 1.1, EDGE)];
    return `<path d="${pathD(q)}" fill="#e6f6f8" opacity="0.25"/><path d="M${n(q[3][0])} ${n(q[3][1])}L${n(q[2][0])} ${n(q[2][1])}" stroke="#f4f7f8" stroke-width="2"/>`;
  };
  b += rail(-60, PX0 - 0.6) + rail(PX1 + 0.6, 60);

  // --------------------------------------------------------------- pool --
  const coping = quad(PX0 - 0.6, PZ0 - 0.6, PX1 + 0.6, EDGE);
  b += `<path d="${pathD(coping)}" fill="#efe8dc"/>`;
  const water = quad(PX0, PZ0, PX1, EDGE, -0.05);
  b += `<path d="${pathD(water)}" fill="url(#water)"/>`;
  defs += `<clipPath id="waterClip"><path d="${pathD(water)}"/></clipPath>`;
  // mosaic lane line on the pool floor, seen through the water
  b += `<g clip-path="url(#waterClip)"><path d="${pathD(quad(-2.75, PZ0 + 1.5, -2.45, EDGE - 2, -1.3))}" fill="#0b5d61" opacity="0.3"/><path d="${pathD(quad(PX0, PZ0, PX1, PZ0 + 2.5, -1.3))}" fill="#0b5d61" opacity="0.25"/></g>`;
  // near wall edge (shadow line under the coping)
  // ripples and caustic highlights: sinuous strokes compressed with distance
  const wr = rng(77);
  let rip = "";
  for (let i = 0; i < 170; i++) {
    const z = PZ0 + 0.2 + Math.pow(wr(), 1.5) * (EDGE - PZ0 - 0.4);
    const x = PX0 + 0.2 + wr() * (PX1 - PX0 - 0.4);
    const len = 0.4 + wr() * 1.6;
    const a = P(x, -0.05, z);
    const c = P(Math.min(PX1 - 0.1, x + len), -0.05, z);
    const amp = Math.max(0.6, S(x, 0, z) * 0.05);
    rip += `M${n(a[0])} ${n(a[1])}Q${n((a[0] + c[0]) / 2)} ${n(a[1] - amp)} ${n(c[0])} ${n(c[1])}`;
  }
  b += `<path d="${rip}" stroke="#e9fffb" stroke-width="1.1" fill="none" opacity="0.38" stroke-linecap="round"/>`;
  // sky reflection near the far edge and the infinity lip
  const far = quad(PX0, EDGE - 6, PX1, EDGE, -0.05);
  b += `<path d="${pathD(far)}" fill="#bfeef0" opacity="0.35" filter="url(#soft)"/>`;
  const e0 = P(PX0, 0, EDGE);
  const e1 = P(PX1, 0, EDGE);
  b += `<path d="M${n(e0[0])} ${n(e0[1])}L${n(e1[0])} ${n(e1[1])}" stroke="#f3fbfb" stroke-width="1.6" opacity="0.9"/>`;
  // swimmer resting at the infinity edge
  const sw = P(-1.2, 0, EDGE - 0.6);
  const ss = S(-1.2, 0, EDGE - 0.6);
  b += `<ellipse cx="${n(sw[0])}" cy="${n(sw[1])}" rx="${n(ss * 0.55)}" ry="${n(ss * 0.12)}" fill="#0b6f70" opacity="0.5"/><path d="M${n(sw[0] - ss * 0.32)} ${n(sw[1])}Q${n(sw[0])} ${n(sw[1] - ss * 0.6)} ${n(sw[0] + ss * 0.32)} ${n(sw[1])}Z" fill="#7a5236"/><circle cx="${n(sw[0])}" cy="${n(sw[1] - ss * 0.62)}" r="${n(ss * 0.13)}" fill="#2b1d14"/>`;

  // ------------------------------------------------- loungers & parasols --
  const sc = new Scene(cam, light);
  const shadow = (cx, cz, r) => {
    const pts = [];
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      pts.push(P(cx + Math.cos(a) * r * 1.15, 0, cz + Math.sin(a) * r));
    }
    return `<path d="${pathD(pts)}" fill="#3b2414" opacity="0.22"/>`;
  };
  const rows = [10, 14.5, 19, 23.5, 28, 32.5, 37, 41.5];
  const towels = ["#0b1f33", "#c9a45c", null, "#0f766e", "#0b1f33", null, "#c9a45c", null];
  rows.forEach((z, i) => {
    lounger(sc, 5.2, z - 0.5, towels[i]);
    lounger(sc, 5.2, z + 0.5, towels[(i + 3) % 8]);
    parasol(sc, 7.6, z, { r: 1.45 });
    b += shadow(6.6, z - 0.7, 1.45);
  });
  // cabana with daybed on the left deck
  const cab = { x0: -16, x1: -11.5, z0: 22, z1: 27 };
  const postH = 2.8;
  sc.group(2);
  sc.box(cab.x0 + 0.3, 0, cab.z0 + 0.4, cab.x1 - 0.3, 0.45, cab.z1 - 0.4, { color: "#f7f3ea" });
  sc.group(2);
  sc.box(cab.x0 + 0.4, 0.45, cab.z1 - 0.9, cab.x1 - 0.4, 1.0, cab.z1 - 0.5, { color: "#e8dcc6" });
  for (const [px, pz] of [
    [cab.x0, cab.z0],
    [cab.x1 - 0.15, cab.z0],
    [cab.x0, cab.z1 - 0.15],
    [cab.x1 - 0.15, cab.z1 - 0.15],
  ]) {
    sc.group(3);
    sc.box(px, 0, pz, px + 0.15, postH, pz + 0.15, { color: "#f4f1ea" });
  }
  sc.group(3);
  sc.box(cab.x0 - 0.2, postH, cab.z0 - 0.2, cab.x1 + 0.2, postH + 0.25, cab.z1 + 0.2, {
    color: "#f4f1ea",
    per: { bottom: { color: "#d9c9ac" } },
  });
  b += sc.render();
  // sheer curtains on the cabana, gently swagged
  for (const x of [cab.x0 + 0.05, cab.x1 - 0.1]) {
    const t0 = P(x, postH, cab.z0 + 0.1);
    const b0 = P(x, 0, cab.z0 + 0.1);
    const s = S(x, 0, cab.z0);
    b += `<path d="M${n(t0[0] - s * 0.3)} ${n(t0[1])}L${n(t0[0] + s * 0.35)} ${n(t0[1])}Q${n(t0[0] + s * 0.1)} ${n((t0[1] + b0[1]) / 2)} ${n(b0[0] + s * 0.45)} ${n(b0[1])}L${n(b0[0] - s * 0.4)} ${n(b0[1])}Q${n(t0[0] - s * 0.5)} ${n((t0[1] + b0[1]) / 2)} ${n(t0[0] - s * 0.3)} ${n(t0[1])}Z" fill="#ffffff" opacity="0.75"/>`;
  }

  // potted palms and planting on the left, frangipani by the cabana
  const items = [
    { x: -12.5, z: 36, h: 7.5 },
    { x: -19, z: 30, h: 8.5 },
    { x: -11, z: 13, h: 7 },
  ];
  for (const [i, t] of items.entries()) {
    const p = P(t.x, 0, t.z);
    const s = S(t.x, 0, t.z);
    b += `<path d="${pathD([P(t.x - 0.6, 0, t.z), P(t.x + 0.6, 0, t.z), P(t.x + 0.5, 0.8, t.z), P(t.x - 0.5, 0.8, t.z)])}" fill="#e9e2d6"/>`;
    b += bush({
      x: p[0],
      y: p[1] - s * 0.8,
      w: s * 1.4,
      h: s * 0.7,
      seed: 10 + i,
      color: "#3f7a47",
      dark: "#24462b",
      light: "#9cc06a",
      clumps: 18,
    });
    b += palm({
      x: p[0],
      y: p[1] - s * 0.7,
      h: s * t.h,
      lean: s * (0.6 - i * 0.5),
      seed: 30 + i,
      trunk: "#a48a6a",
      trunkDark: "#6a5843",
      leaf: "#3f8a4a",
      leafDark: "#2a5e33",
      fronds: 12,
    });
  }
  // foreground: a teak side table with towels and a drink, bottom right
  const tb = P(4.6, 0.55, 6.4);
  const ts = S(4.6, 0.55, 6.4);
  b += `<ellipse cx="${n(tb[0])}" cy="${n(tb[1] + ts * 0.58)}" rx="${n(ts * 0.55)}" ry="${n(ts * 0.08)}" fill="#000" opacity="0.2"/>`;
  b += `<rect x="${n(tb[0] - ts * 0.05)}" y="${n(tb[1])}" width="${n(ts * 0.1)}" height="${n(ts * 0.55)}" fill="#7a4f2c"/>`;
  b += `<ellipse cx="${n(tb[0])}" cy="${n(tb[1])}" rx="${n(ts * 0.45)}" ry="${n(ts * 0.1)}" fill="#8a5f3b"/>`;
  b += `<ellipse cx="${n(tb[0])}" cy="${n(tb[1] - ts * 0.015)}" rx="${n(ts * 0.43)}" ry="${n(ts * 0.085)}" fill="#a87347"/>`;
  b += `<rect x="${n(tb[0] - ts * 0.3)}" y="${n(tb[1] - ts * 0.12)}" width="${n(ts * 0.32)}" height="${n(ts * 0.1)}" rx="${n(ts * 0.02)}" fill="#f7f3ea"/><rect x="${n(tb[0] - ts * 0.3)}" y="${n(tb[1] - ts * 0.09)}" width="${n(ts * 0.32)}" height="${n(ts * 0.02)}" fill="#0b1f33"/>`;
  b += `<path d="M${n(tb[0] + ts * 0.12)} ${n(tb[1] - ts * 0.3)}L${n(tb[0] + ts * 0.26)} ${n(tb[1] - ts * 0.3)}L${n(tb[0] + ts * 0.2)} ${n(tb[1] - ts * 0.16)}Z" fill="#f2b85c" opacity="0.85"/><path d="M${n(tb[0] + ts * 0.19)} ${n(tb[1] - ts * 0.16)}L${n(tb[0] + ts * 0.19)} ${n(tb[1] - ts * 0.03)}M${n(tb[0] + ts * 0.15)} ${n(tb[1] - ts * 0.02)}L${n(tb[0] + ts * 0.23)} ${n(tb[1] - ts * 0.02)}" stroke="#ffffff" stroke-width="${n(ts * 0.012)}" opacity="0.9"/><circle cx="${n(tb[0] + ts * 0.25)}" cy="${n(tb[1] - ts * 0.31)}" r="${n(ts * 0.03)}" fill="#e0573f"/>`;
  defs += rgrad(
    "vig",
    [
      [0.62, "#000", 0],
      [1, "#0b1f33", 0.3],
    ],
    'cx="0.5" cy="0.5" r="0.75"',
  );
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return svgDoc(W, H, defs, b);
}
