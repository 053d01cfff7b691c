// Arrival court at ground level: double-height glass lobby glowing warm behind
// a cantilevered canopy, a U-shaped drop-off with a parked sedan, a reflecting
// pool, palms and planting, a few guests and the doorman.
import { camera, Scene, rng, n, pathD, vgrad, rgrad, blurFilter, palm, bush, svgDoc, SERIF } from "./lib.mjs";
import { addTower } from "./tower.mjs";
import { person, suitcase, sedan } from "./figures.mjs";

export function groundSvg() {
  const W = 1600;
  const H = 900;
  const HOR = 540;
  const cam = camera({ pos: [0.8, 1.6, 0], yaw: 0, focal: 950, cx: 800, cy: HOR });
  const P = (x, y, z) => cam.p([x, y, z]);
  const S = (x, y, z) => cam.scaleAt([x, y, z]);
  const FZ = 40; // facade plane
  const light = { dir: [-0.6, 0.55, -0.6], sun: "#ffe2b8", sunK: 0.7, amb: "#c9d2e0", ambK: 0.78 };

  let defs = "";
  defs += vgrad("sky", [
    [0, "#3f6f9c"],
    [0.5, "#8fb3cf"],
    [1, "#f3d8b4"],
  ]);
  defs += vgrad("gF", [
    [0, "#5b86a8"],
    [1, "#a9c0cf"],
  ]);
  defs += vgrad("gS", [
    [0, "#f0d3a8"],
    [1, "#c9a27f"],
  ]);
  defs += vgrad("lobby", [
    [0, "#f3d39a"],
    [0.6, "#e9b873"],
    [1, "#c98d4f"],
  ]);
  defs += `<linearGradient id="glassRefl" gradientUnits="userSpaceOnUse" x1="0" y1="300" x2="700" y2="700">${[
    [0, 0.05],
    [0.18, 0.05],
    [0.2, 0.28],
    [0.26, 0.05],
    [0.45, 0.05],
    [0.47, 0.2],
    [0.5, 0.05],
    [0.7, 0.03],
    [0.74, 0.18],
    [0.76, 0.03],
    [1, 0.03],
  ]
    .map(([o, a]) => `<stop offset="${o}" stop-color="#ffffff" stop-opacity="${a}"/>`)
    .join("")}</linearGradient>`;
  defs += vgrad("pave", [
    [0, "#cdbfa9"],
    [1, "#e8dcc8"],
  ]);
  defs += vgrad("drive", [
    [0, "#7b7670"],
    [1, "#a49c91"],
  ]);
  defs += vgrad("pool", [
    [0, "#2f8583"],
    [1, "#0b4f55"],
  ]);
  defs += rgrad("downlight", [
    [0, "#fffbe8", 1],
    [0.3, "#ffe3a0", 0.7],
    [1, "#ffd08a", 0],
  ]);
  defs += rgrad("floorGlow", [
    [0, "#ffd79a", 0.55],
    [1, "#ffd79a", 0],
  ]);
  defs += blurFilter("soft", 3);
  defs += blurFilter("soft8", 8);

  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  // soft clouds
  b += `<g filter="url(#soft8)" opacity="0.7"><ellipse cx="260" cy="120" rx="220" ry="26" fill="#fff"/><ellipse cx="1350" cy="80" rx="260" ry="22" fill="#fff"/><ellipse cx="1240" cy="200" rx="160" ry="14" fill="#fff4e4"/></g>`;

  // tower rising behind the podium (set back 10 m)
  const ts = new Scene(cam, light);
  addTower(ts, { x: 0, z: FZ + 10 + 9, mode: "day", podium: false, glass: { front: "url(#gF)", side: "url(#gS)" } });
  b += ts.render();

  // ------------------------------------------------------------ ground --
  const quad = (x0, z0, x1, z1, y = 0) => [P(x0, y, z0), P(x1, y, z0), P(x1, y, z1), P(x0, y, z1)];
  b += `<path d="${pathD(quad(-90, 4, 90, FZ))}" fill="url(#pave)"/>`;
  // driveway: lane under the canopy + two arms to the street
  const lane = [
    [-17, 4],
    [-17, 24],
    [-60, 24],
    [-60, 35],
    [60, 35],
    [60, 24],
    [17, 24],
    [17, 4],
    [11, 4],
    [11, 22],
    [9, 24],
    [-9, 24],
    [-11, 22],
    [-11, 4],
  ];
  b += `<path d="${pathD(lane.map(([x, z]) => P(x, 0, z)))}" fill="url(#drive)"/>`;
  // granite setts on the driveway
  let joints = "";
  for (let x = -60; x <= 60; x += 1.2) {
    const a = P(x, 0, 24);
    const c = P(x, 0, 35);
    joints += `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`;
  }
  for (let z = 24; z <= 35; z += 1.2) {
    const a = P(-60, 0, z);
    const c = P(60, 0, z);
    joints += `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`;
  }
  for (const xs of [
    [-17, -11],
    [11, 17],
  ]) {
    for (let z = 4; z <= 24; z += 1.2) {
      const a = P(xs[0], 0, z);
      const c = P(xs[1], 0, z);
      joints += `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`;
    }
    for (let x = xs[0]; x <= xs[1]; x += 1.2) {
      const a = P(x, 0, 4);
      const c = P(x, 0, 24);
      joints += `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`;
    }
  }
  b += `<path d="${joints}" stroke="#5e5953" stroke-width="0.7" opacity="0.3"/>`;
  // plaza: large-format stone with a gold inlay axis to the door
  let pj = "";
  for (let x = -10.5; x <= 10.5; x += 1.5) {
    const a = P(x, 0, 4);
    const c = P(x, 0, 24);
    pj += `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`;
  }
  for (let z = 4.5; z < 24; z += 1.5) {
    const a = P(-11, 0, z);
    const c = P(11, 0, z);
    pj += `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`;
  }
  b += `<path d="${pj}" stroke="#a99a83" stroke-width="0.8" opacity="0.45"/>`;
  // kerb lines
  b += `<path d="${pathD(lane.map(([x, z]) => P(x, 0, z)))}" fill="none" stroke="#efe6d6" stroke-width="2"/>`;
  // warm light spilling from the lobby on the forecourt
  const spill = P(0, 0, 36);
  b += `<ellipse cx="${n(spill[0])}" cy="${n(spill[1])}" rx="420" ry="40" fill="url(#floorGlow)"/>`;

  // ---------------------------------------------------- podium & lobby --
  const courtStart = b.length;
  const sc = new Scene(cam, light);
  const LX = 19; // half width of the lobby glazing
  const LH = 8.5;
  const BZ = FZ + 13;
  // interior shell
  sc.group(0, 1e6);
  sc.poly(
    [
      [-LX, 0, BZ],
      [LX, 0, BZ],
      [LX, LH, BZ],
      [-LX, LH, BZ],
    ],
    { fill: "#caa274", normal: [0, 0, -1], cull: false },
  );
  for (let x = -LX + 1; x < LX; x += 1.2)
    sc.poly(
      [
        [x, 0, BZ - 0.01],
        [x + 0.5, 0, BZ - 0.01],
        [x + 0.5, LH, BZ - 0.01],
        [x, LH, BZ - 0.01],
      ],
      { fill: "#b88f5f", normal: [0, 0, -1], cull: false },
    );
  sc.poly(
    [
      [-LX, 0, FZ],
      [LX, 0, FZ],
      [LX, 0, BZ],
      [-LX, 0, BZ],
    ],
    { fill: "#e9d7b8", normal: [0, 1, 0], cull: false },
  );
  sc.poly(
    [
      [-LX, LH, FZ],
      [-LX, LH, BZ],
      [LX, LH, BZ],
      [LX, LH, FZ],
    ],
    { fill: "#f3e4c6", normal: [0, -1, 0], cull: false },
  );
  sc.poly(
    [
      [-LX, 0, FZ],
      [-LX, 0, BZ],
      [-LX, LH, BZ],
      [-LX, LH, FZ],
    ],
    { fill: "#d9b585", normal: [1, 0, 0], cull: false },
  );
  sc.poly(
    [
      [LX, 0, BZ],
      [LX, 0, FZ],
      [LX, LH, FZ],
      [LX, LH, BZ],
    ],
    { fill: "#d9b585", normal: [-1, 0, 0], cull: false },
  );
  // reception desk, lounge chairs, planters
  sc.group(1);
  sc.box(-5, 0, BZ - 4, 5, 1.1, BZ - 3, { color: "#f4efe6", per: { front: { fill: "#efe6d6" } } });
  sc.group(1);
  sc.box(-5.2, 1.1, BZ - 4.1, 5.2, 1.2, BZ - 2.9, { fill: "#b48a4a" });
  for (const x of [-14, -11, 11, 14]) {
    sc.group(1);
    sc.box(x - 0.8, 0, BZ - 6, x + 0.8, 0.8, BZ - 5, { color: "#6c5a48" });
  }
  b += sc.render();
  // hanging sculpture: a gold ring and pendant lights inside the lobby
  const ring = P(0, 5.2, BZ - 5);
  const rs = S(0, 5.2, BZ - 5);
  b += `<ellipse cx="${n(ring[0])}" cy="${n(ring[1])}" rx="${n(rs * 3.2)}" ry="${n(rs * 0.7)}" fill="none" stroke="#fff0c2" stroke-width="${n(rs * 0.5)}" opacity="0.5" filter="url(#soft)"/>`;
  b += `<ellipse cx="${n(ring[0])}" cy="${n(ring[1])}" rx="${n(rs * 3.2)}" ry="${n(rs * 0.7)}" fill="none" stroke="#c9a45c" stroke-width="${n(rs * 0.18)}"/>`;
  const lampR = rng(3);
  for (let i = 0; i < 14; i++) {
    const x = -16 + i * 2.45;
    if (Math.abs(x) < 4) continue;
    const drop = 1.2 + lampR() * 1.5;
    const top = P(x, LH, BZ - 7);
    const bot = P(x, LH - drop, BZ - 7);
    b += `<path d="M${n(top[0])} ${n(top[1])}L${n(bot[0])} ${n(bot[1])}" stroke="#6b5538" stroke-width="0.8"/><circle cx="${n(bot[0])}" cy="${n(bot[1])}" r="${n(S(x, 0, BZ - 7) * 0.28)}" fill="#fff3cf"/><circle cx="${n(bot[0])}" cy="${n(bot[1])}" r="${n(S(x, 0, BZ - 7) * 0.9)}" fill="url(#downlight)" opacity="0.6"/>`;
  }
  // lobby plants in planters
  for (const x of [-14, -11, 11, 14]) {
    const p = P(x, 0.8, BZ - 5.5);
    const s = S(x, 0.8, BZ - 5.5);
    b += bush({ x: p[0], y: p[1], w: s * 1.6, h: s * 2.4, seed: 50 + x, color: "#3f6a45", dark: "#1f3a28", light: "#7e9b5c", clumps: 26 });
  }
  // people inside
  for (const [x, k] of [
    [-2.5, "woman"],
    [2, "man"],
    [8, "man"],
  ]) {
    const p = P(x, 0, BZ - 4.6 - (k === "man" && x > 5 ? -2 : 0));
    b += person({ x: p[0], y: p[1], s: S(x, 0, BZ - 4.6), kind: k, color: "#6e5438", face: x > 0 ? -1 : 1, step: 0.05 });
  }

  // facade: glass, stone, louvres (drawn over the interior)
  const fs = new Scene(cam, light);
  const F = (x0, x1, y0, y1, dz = 0) => [
    [x0, y0, FZ - dz],
    [x1, y0, FZ - dz],
    [x1, y1, FZ - dz],
    [x0, y1, FZ - dz],
  ];
  fs.group(0, 1e6);
  fs.poly(F(-LX, LX, 0, LH), { fill: "url(#glassRefl)", normal: [0, 0, -1], stroke: null });
  for (let x = -LX; x <= LX + 0.01; x += LX / 6) fs.poly(F(x - 0.09, x + 0.09, 0, LH, 0.02), { color: "#b89254", normal: [0, 0, -1] });
  fs.poly(F(-LX, LX, 4.2, 4.35, 0.02), { color: "#b89254", normal: [0, 0, -1] });
  // entrance doors with gold frames and pull handles
  fs.poly(F(-2.6, 2.6, 0, 3.4, 0.03), { fill: "#fff6e0", opacity: 0.18, normal: [0, 0, -1] });
  for (const x of [-2.6, 0, 2.6]) fs.poly(F(x - 0.08, x + 0.08, 0, 3.4, 0.04), { color: "#a98245", normal: [0, 0, -1] });
  fs.poly(F(-2.6, 2.6, 3.33, 3.45, 0.04), { color: "#a98245", normal: [0, 0, -1] });
  for (const x of [-0.35, 0.35]) fs.poly(F(x - 0.04, x + 0.04, 0.9, 2.2, 0.06), { color: "#d8b878", normal: [0, 0, -1], noShade: true });
  // stone flanks and upper podium
  fs.poly(F(-90, -LX, 0, LH), { color: "#e8e0d2", normal: [0, 0, -1] });
  fs.poly(F(LX, 90, 0, LH), { color: "#e8e0d2", normal: [0, 0, -1] });
  for (let x = -88; x < 88; x += 3) if (Math.abs(x) > LX) fs.poly(F(x, x + 0.05, 0, LH, 0.01), { color: "#cfc5b4", normal: [0, 0, -1] });
  fs.poly(F(-90, 90, LH, 14.5), { color: "#f2ede4", normal: [0, 0, -1] });
  fs.poly(F(-90, 90, LH, LH + 0.5, 0.02), { color: "#b89254", normal: [0, 0, -1] });
  for (let y = LH + 1.2; y < 14; y += 0.7) fs.poly(F(-88, 88, y, y + 0.22, 0.05), { color: "#d7cfc1", normal: [0, 0, -1] });
  fs.poly(F(-90, 90, 14.5, 15.3, 0.3), { color: "#ffffff", normal: [0, 0, -1] });
  // canopy: thin cantilevered slab with a gold fascia and two slender columns
  const CY = 5.6;
  const CZ = 27;
  fs.group(2);
  fs.box(-13, CY, CZ, 13, CY + 0.65, FZ, { color: "#f6f3ee", per: { bottom: { fill: "#efe3cc" }, front: { color: "#f6f3ee" } } });
  fs.group(3);
  fs.poly(
    [
      [-13, CY + 0.12, CZ - 0.02],
      [13, CY + 0.12, CZ - 0.02],
      [13, CY + 0.26, CZ - 0.02],
      [-13, CY + 0.26, CZ - 0.02],
    ],
    { color: "#c9a45c", normal: [0, 0, -1] },
  );
  for (const x of [-11, 11]) {
    fs.group(1);
    fs.box(x - 0.18, 0, CZ + 1.2, x + 0.18, CY, CZ + 1.56, { color: "#e9e4db" });
  }
  b += fs.render();
  // downlights in the canopy soffit
  for (let x = -11; x <= 11; x += 2.2) {
    for (const z of [29, 32.5, 36]) {
      const p = P(x, CY, z);
      const s = S(x, CY, z);
      b += `<ellipse cx="${n(p[0])}" cy="${n(p[1])}" rx="${n(s * 0.5)}" ry="${n(s * 0.18)}" fill="url(#downlight)"/>`;
    }
  }
  // brand lettering on the podium band above the canopy
  const sign = P(0, 10.6, FZ - 0.1);
  const ss = S(0, 10.6, FZ);
  b += `<rect x="${n(sign[0] - ss * 6.2)}" y="${n(sign[1] - ss * 1.55)}" width="${n(ss * 12.4)}" height="${n(ss * 2.45)}" fill="#0b1f33"/>`;
  b += `<rect x="${n(sign[0] - ss * 6.2)}" y="${n(sign[1] - ss * 1.55)}" width="${n(ss * 12.4)}" height="${n(ss * 2.45)}" fill="none" stroke="#c9a45c" stroke-width="1.2"/>`;
  b += `<text x="${n(sign[0])}" y="${n(sign[1])}" font-family="${SERIF}" font-size="${n(ss * 1.05)}" letter-spacing="${n(ss * 0.5)}" fill="#d8b670" text-anchor="middle">AURELIA</text>`;
  b += `<text x="${n(sign[0])}" y="${n(sign[1] + ss * 0.6)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${n(ss * 0.3)}" letter-spacing="${n(ss * 0.22)}" fill="#c9a45c" text-anchor="middle">RESIDENCES · KUANTAN</text>`;
  // light pools under the canopy
  const under = P(0, 0, 33);
  b += `<ellipse cx="${n(under[0])}" cy="${n(under[1])}" rx="380" ry="34" fill="url(#floorGlow)"/>`;

  // hedges along the facade
  for (const [x0, x1] of [
    [-60, -LX - 1],
    [LX + 1, 60],
  ]) {
    for (let x = x0; x < x1; x += 4) {
      const p = P(x + 2, 0, FZ - 1.5);
      const s = S(x + 2, 0, FZ - 1.5);
      b += bush({
        x: p[0],
        y: p[1],
        w: s * 4.6,
        h: s * 1.3,
        seed: 200 + x,
        color: "#4a7a4c",
        dark: "#2a4a31",
        light: "#9db56a",
        clumps: 30,
      });
    }
  }

  // ------------------------------------------------------ forecourt life --
  // parked sedan under the canopy and guests
  const car = P(-9.5, 0, 30.5);
  b += sedan({ x: car[0], y: car[1], s: S(-9.5, 0, 30.5), body: "#172a42", id: "car1" });
  const figs = [
    { x: 1.2, z: 37.5, kind: "doorman", face: 1, step: 0.02 },
    { x: -2.2, z: 33, kind: "woman", face: 1, step: 0.35 },
    { x: -1.3, z: 33.4, kind: "man", face: 1, step: 0.3 },
    { x: 6.5, z: 34.5, kind: "man", face: -1, step: 0.28 },
  ];
  for (const f of figs) {
    const p = P(f.x, 0, f.z);
    const s = S(f.x, 0, f.z);
    b += `<ellipse cx="${n(p[0] + s * 0.5)}" cy="${n(p[1])}" rx="${n(s * 0.6)}" ry="${n(s * 0.08)}" fill="#000" opacity="0.2"/>`;
    b += person({ x: p[0], y: p[1], s, kind: f.kind, face: f.face, step: f.step, color: "#1c2b3f" });
    if (f.kind === "man" && f.x < 0) b += suitcase({ x: p[0] + s * 0.45, y: p[1], s, color: "#c9a45c" });
  }

  const court = b.slice(courtStart);
  // reflecting pool in the forecourt
  const PZ0 = 5.5;
  const PZ1 = 16;
  const pq = quad(-4.6, PZ0 + 0.4, 4.6, PZ1 - 0.4, 0.12);
  const coping = quad(-5, PZ0, 5, PZ1, 0.18);
  b += `<path d="${pathD([P(-5, 0, PZ0), P(5, 0, PZ0), P(5, 0.18, PZ0), P(-5, 0.18, PZ0)])}" fill="#b9aa92"/>`;
  b += `<path d="${pathD(coping)}" fill="#f1eadf"/>`;
  b += `<path d="${pathD(pq)}" fill="url(#pool)"/>`;
  // the lobby and canopy mirrored in the still water (facade plane flip)
  const mirrorY = HOR + (950 * (1.6 - 0.12)) / FZ;
  defs += `<clipPath id="poolClip"><path d="${pathD(pq)}"/></clipPath>`;
  b += `<g clip-path="url(#poolClip)"><g transform="matrix(1 0 0 -1 0 ${n(2 * mirrorY)})" opacity="0.5">${court}</g><rect width="${W}" height="${H}" fill="#0b4f55" opacity="0.18"/></g>`;
  const rr = rng(14);
  for (let i = 0; i < 26; i++) {
    const z = PZ0 + 0.6 + rr() * (PZ1 - PZ0 - 1.2);
    const x = -4.3 + rr() * 7.8;
    const p = P(x, 0.12, z);
    const s = S(x, 0.12, z);
    b += `<rect x="${n(p[0])}" y="${n(p[1])}" width="${n(s * (0.3 + rr() * 0.8))}" height="${n(Math.max(0.8, s * 0.025))}" rx="1" fill="#ffffff" opacity="${n(0.15 + rr() * 0.3)}"/>`;
  }
  // lawns either side of the pool with clipped shrubs
  for (const sgn of [-1, 1]) {
    const xa = sgn < 0 ? -10.6 : 6.6;
    const xb = sgn < 0 ? -6.6 : 10.6;
    const lawn = quad(xa, 4, xb, 22, 0.05);
    b += `<path d="${pathD(lawn)}" fill="#6e9853"/>`;
    b += `<path d="${pathD([P(xa, 0, 4), P(xb, 0, 4), P(xb, 0.05, 4), P(xa, 0.05, 4)])}" fill="#4e6e3c"/>`;
  }
  const shrubs = [];
  for (const sgn of [-1, 1]) for (let z = 21; z > 5; z -= 2.6) shrubs.push({ x: sgn * 8.6, z });
  shrubs.sort((a, c) => c.z - a.z);
  // palms and flowering trees framing the court (far to near)
  const trees = [
    { x: -30, z: 36, h: 11, palm: true },
    { x: 30, z: 36, h: 11.5, palm: true },
    { x: -8.6, z: 24, h: 9, palm: true },
    { x: 8.6, z: 24, h: 9.4, palm: true },
    { x: -8.6, z: 15, h: 8.5, palm: true },
    { x: 8.6, z: 15.5, h: 8.8, palm: true },
  ];
  const items = [...shrubs.map((s2) => ({ ...s2, shrub: true })), ...trees].sort((a, c) => c.z - a.z);
  for (const [i, t] of items.entries()) {
    const p = P(t.x, 0, t.z);
    const s = S(t.x, 0, t.z);
    if (t.shrub) {
      b += bush({ x: p[0], y: p[1], w: s * 1.9, h: s * 1.0, seed: 400 + i, color: "#4a7c46", dark: "#284629", light: "#9cb463" });
      continue;
    }
    b += `<ellipse cx="${n(p[0] + s * 2.5)}" cy="${n(p[1] + s * 0.1)}" rx="${n(s * 3)}" ry="${n(s * 0.22)}" fill="#000" opacity="0.12"/>`;
    b += `<ellipse cx="${n(p[0])}" cy="${n(p[1])}" rx="${n(s * 0.9)}" ry="${n(s * 0.18)}" fill="#e2d8c8"/>`;
    b += palm({
      x: p[0],
      y: p[1],
      h: s * t.h,
      lean: s * (t.x < 0 ? -0.8 : 0.8),
      seed: 60 + i,
      trunk: "#9a8468",
      trunkDark: "#5c4d3c",
      leaf: "#4b7d45",
      leafDark: "#2b4f30",
      rim: "#c8c26a",
      fronds: 12,
    });
  }
  // flowering bougainvillea planters in the near corners
  for (const [x, z, seed] of [
    [-13.8, 5.2, 7],
    [13.8, 5.4, 8],
  ]) {
    const s = S(x, 0, z);
    const tp = P(x, 0.9, z);
    b += `<path d="${pathD([P(x - 2.2, 0, z - 0.6), P(x + 2.2, 0, z - 0.6), P(x + 2.2, 0.9, z - 0.6), P(x - 2.2, 0.9, z - 0.6)])}" fill="#e6dccb"/>`;
    b += `<path d="${pathD([P(x - 2.2, 0.9, z - 0.6), P(x + 2.2, 0.9, z - 0.6), P(x + 2.2, 0.9, z + 0.6), P(x - 2.2, 0.9, z + 0.6)])}" fill="#f3ede3"/>`;
    b += bush({ x: tp[0], y: tp[1], w: s * 4, h: s * 1.6, seed, color: "#3f6d3f", dark: "#233f26", light: "#86a75a", clumps: 60 });
    const fr = rng(seed * 11);
    for (let i = 0; i < 90; i++) {
      const u = fr() * 2 - 1;
      const v = fr();
      const cx = tp[0] + u * s * 1.9;
      const cy = tp[1] - v * Math.sqrt(1 - u * u) * s * 1.4;
      b += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * (0.06 + fr() * 0.07))}" fill="${fr() < 0.7 ? "#d9467f" : "#f07aa6"}"/>`;
    }
  }
  // bollard lights along the lanes
  for (const x of [-17.4, 17.4]) {
    for (let z = 8; z < 24; z += 4) {
      const p = P(x, 0, z);
      const s = S(x, 0, z);
      b += `<rect x="${n(p[0] - s * 0.1)}" y="${n(p[1] - s * 0.9)}" width="${n(s * 0.2)}" height="${n(s * 0.9)}" fill="#3d3a36"/><rect x="${n(p[0] - s * 0.1)}" y="${n(p[1] - s * 0.82)}" width="${n(s * 0.2)}" height="${n(s * 0.12)}" fill="#ffe6ad"/>`;
    }
  }
  defs += rgrad(
    "vig",
    [
      [0.6, "#000", 0],
      [1, "#0b1f33", 0.35],
    ],
    'cx="0.5" cy="0.5" r="0.75"',
  );
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return svgDoc(W, H, defs, b);
}
