// Rooftop sky lounge at night: timber deck under a pergola strung with lights,
// fire-pit lounge and bar, glass balustrade, and the lights of Kuantan and the
// moonlit sea spread out below a starry sky.
import { camera, Scene, rng, n, pathD, vgrad, rgrad, blurFilter, bush, stars, glitter, svgDoc } from "./lib.mjs";
import { person } from "./figures.mjs";

export function rooftopSvg() {
  const W = 1600;
  const H = 900;
  const F = 900;
  const cam = camera({ pos: [-0.6, 1.75, -2.6], yaw: 0, pitch: -5, focal: F, cx: 800, cy: 560 });
  const HOR = Math.round(cam.p([0, 1.7, 1e7])[1]);
  const P = (x, y, z) => cam.p([x, y, z]);
  const S = (x, y, z) => cam.scaleAt([x, y, z]);
  const quad = (x0, z0, x1, z1, y = 0) => [P(x0, y, z0), P(x1, y, z0), P(x1, y, z1), P(x0, y, z1)];
  const EDGE = 8.6;
  const GY = -152; // city ground level relative to the roof deck
  const coastX = (z) => -380 + z * 0.12 + 200 * Math.sin(z / 1500);

  let defs = "";
  defs += vgrad("sky", [
    [0, "#040c18"],
    [0.45, "#0b1f33"],
    [0.8, "#1d2f52"],
    [0.95, "#4a3f63"],
    [1, "#7a5566"],
  ]);
  defs += vgrad("sea", [
    [0, "#16263f"],
    [1, "#050d18"],
  ]);
  defs += vgrad("land", [
    [0, "#1c1d33"],
    [1, "#0b0f1c"],
  ]);
  defs += vgrad("deck", [
    [0, "#3a2a22"],
    [1, "#5a3e2c"],
  ]);
  defs += rgrad("moonGlow", [
    [0, "#f4f0dc", 0.5],
    [0.3, "#a9b8d8", 0.15],
    [1, "#a9b8d8", 0],
  ]);
  defs += rgrad("bulb", [
    [0, "#fff6d8", 1],
    [0.25, "#ffd98f", 0.8],
    [1, "#ffb657", 0],
  ]);
  defs += rgrad("fire", [
    [0, "#fff1b8", 1],
    [0.35, "#ffb347", 0.8],
    [1, "#ff7a2a", 0],
  ]);
  defs += rgrad("warmPool", [
    [0, "#ffb866", 0.45],
    [1, "#ffb866", 0],
  ]);
  defs += vgrad("barGlow", [
    [0, "#f3c17a"],
    [0.5, "#b9763a"],
    [1, "#5a3a22"],
  ]);
  defs += blurFilter("glow", 3);
  defs += blurFilter("glow8", 8);

  let b = `<rect width="${W}" height="${HOR + 2}" fill="url(#sky)"/>`;
  b += stars({ w: W, y0: 0, y1: HOR - 40, count: 320, seed: 99 });
  // milky haze band
  b += `<g filter="url(#glow8)" opacity="0.09"><path d="M-50 80C300 150 700 110 1000 210C1200 270 1450 250 1650 330" stroke="#c8d2f0" stroke-width="60" fill="none"/></g>`;
  // moon
  b += `<g transform="translate(-70 -45)"><circle cx="330" cy="120" r="180" fill="url(#moonGlow)"/><circle cx="330" cy="120" r="22" fill="#f6f1de"/><circle cx="338" cy="114" r="5" fill="#e3dcc4" opacity="0.6"/><circle cx="322" cy="128" r="3.5" fill="#e3dcc4" opacity="0.6"/></g>`;

  // ------------------------------------------------------- city below --
  b += `<rect y="${HOR}" width="${W}" height="${H - HOR}" fill="url(#sea)"/>`;
  const zs = [];
  for (let z = 300; z < 40000; z *= 1.05) zs.push(z);
  const coast = zs.map((z) => P(coastX(z), GY, z));
  b += `<path d="${pathD([...coast, [W + 50, HOR], [W + 50, H + 50], [coast[0][0], H + 50]])}" fill="url(#land)"/>`;
  // moon path on the sea
  b += glitter({ cx: 260, y0: HOR + 1, y1: HOR + 200, spread: 90, color: "#dfe6f5", seed: 8, count: 90, maxW: 40, opacity: 0.55 });
  // promenade lights along the coast
  b += `<path d="${pathD(
    zs.map((z) => P(coastX(z) + 30, GY, z)),
    false,
  )}" stroke="#ffcf85" stroke-width="1.6" fill="none" stroke-dasharray="2 3" opacity="0.9"/>`;
  b += `<path d="${pathD(
    zs.map((z) => P(coastX(z) + 30, GY, z)),
    false,
  )}" stroke="#ffb657" stroke-width="6" fill="none" opacity="0.25" filter="url(#glow)"/>`;
  // the river winding inland, then a rotated street grid of lights
  const river = (t) => [coastX(2600) + t * 2600, 2600 + t * 5200 + 500 * Math.sin(t * 5)];
  const riverPts = [];
  for (let t = 0; t <= 1; t += 0.02) riverPts.push(river(t));
  const inRiver = (x, z) => riverPts.some(([rx, rz]) => Math.hypot(rx - x, rz - z) < 60 + (rz - 2600) * 0.02);
  const rl = riverPts.map(([x, z]) => P(x, GY, z - 60 - (z - 2600) * 0.02));
  const rr2 = riverPts.map(([x, z]) => P(x, GY, z + 60 + (z - 2600) * 0.02)).reverse();
  b += `<path d="${pathD([...rl, ...rr2])}" fill="#0c1a2e"/>`;
  const cr = rng(123);
  const ang = (32 * Math.PI) / 180;
  const U = [Math.cos(ang), Math.sin(ang)];
  const V = [-Math.sin(ang), Math.cos(ang)];
  let dots = "";
  let glowDots = "";
  const onLand = (x, z) => x > coastX(z) + 70 && !inRiver(x, z);
  const addLight = (x, z, main) => {
    if (!onLand(x, z)) return;
    const p = P(x, GY, z);
    if (p[0] < -5 || p[0] > W + 5 || p[1] > H || p[1] < HOR) return;
    const s = Math.max(0.45, Math.min(2, S(x, GY, z) * (main ? 7 : 5)));
    const c = main ? "#ffe2a8" : cr() < 0.8 ? "#ffb65c" : "#f4f1ff";
    dots += `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="${n(s / 2)}" fill="${c}" opacity="${n(0.55 + cr() * 0.45)}"/>`;
    if (main && cr() < 0.5) glowDots += `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="${n(s * 1.6)}" fill="#ffb24f"/>`;
  };
  for (let i = -40; i <= 40; i++) {
    const main = i % 5 === 0;
    for (let j = 0; j < 140; j++) {
      const t = j * 70;
      const x = 400 + V[0] * i * 170 + U[0] * (t - 4000);
      const z = 4200 + V[1] * i * 170 + U[1] * (t - 4000);
      if (z < 450 || z > 16000) continue;
      addLight(x, z, main);
      addLight(x + V[0] * 85 + U[0] * 35 * cr(), z + V[1] * 85 + U[1] * 35 * cr(), false);
    }
    for (let j = 0; j < 140; j++) {
      const t = j * 70;
      const x = 400 + U[0] * i * 170 + V[0] * (t - 4000);
      const z = 4200 + U[1] * i * 170 + V[1] * (t - 4000);
      if (z < 450 || z > 16000) continue;
      addLight(x, z, i % 5 === 0);
    }
  }
  // scattered building lights between the streets
  for (let i = 0; i < 1600; i++) {
    const z = 450 + Math.pow(cr(), 1.6) * 9000;
    const x = coastX(z) + 80 + cr() * (z * 1.2);
    addLight(x, z, false);
  }
  b += `<g filter="url(#glow)" opacity="0.35">${glowDots}</g>${dots}`;
  // a handful of lit towers in the middle distance
  const tr = rng(77);
  for (let i = 0; i < 12; i++) {
    const z = 700 + tr() * 2400;
    const x = coastX(z) + 200 + tr() * z * 0.9;
    const h = 30 + tr() * 80;
    const wdt = 18 + tr() * 20;
    const a = P(x, GY, z);
    const c = P(x + wdt, GY + h, z);
    if (a[0] > W || !onLand(x, z)) continue;
    b += `<rect x="${n(a[0])}" y="${n(c[1])}" width="${n(c[0] - a[0])}" height="${n(a[1] - c[1])}" fill="#121a2d"/>`;
    const cols = Math.max(2, Math.round((c[0] - a[0]) / 3.5));
    const rowsN = Math.max(3, Math.round((a[1] - c[1]) / 3.5));
    for (let r = 0; r < rowsN; r++)
      for (let k = 0; k < cols; k++)
        if (tr() < 0.45)
          b += `<rect x="${n(a[0] + ((k + 0.2) * (c[0] - a[0])) / cols)}" y="${n(c[1] + ((r + 0.25) * (a[1] - c[1])) / rowsN)}" width="${n((0.6 * (c[0] - a[0])) / cols)}" height="${n((0.5 * (a[1] - c[1])) / rowsN)}" fill="#ffd38f" opacity="0.85"/>`;
    b += `<circle cx="${n((a[0] + c[0]) / 2)}" cy="${n(c[1] - 1.5)}" r="1.3" fill="#ff5a4a"/>`;
  }
  // city glow on the horizon
  b += `<rect x="500" y="${HOR - 30}" width="1100" height="50" fill="#ff9f5a" opacity="0.14" filter="url(#glow8)"/>`;

  // ------------------------------------------------------------ terrace --
  b += `<path d="${pathD(quad(-30, -2.4, 30, EDGE))}" fill="url(#deck)"/>`;
  b += `<path d="${pathD(quad(-6.3, 3.0, -0.8, 7.0, 0.01))}" fill="#173a3c"/><path d="${pathD(quad(-6.1, 3.2, -1.0, 6.8, 0.012))}" fill="none" stroke="#c9a45c" stroke-width="1.5" opacity="0.8"/>`;
  let planks = "";
  for (let z = -1.2; z < EDGE; z += 0.15) {
    const a = P(-30, 0, z);
    const c = P(30, 0, z);
    planks += `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}`;
  }
  b += `<path d="${planks}" stroke="#22170f" stroke-width="0.7" opacity="0.45"/>`;
  for (const [x, z, r] of [
    [-3.6, 5.3, 360],
    [4.3, 4.6, 240],
    [1, 6, 200],
  ]) {
    const p = P(x, 0, z);
    b += `<ellipse cx="${n(p[0])}" cy="${n(p[1])}" rx="${r}" ry="${n(r * 0.22)}" fill="url(#warmPool)"/>`;
  }
  // glass balustrade with a glowing handrail
  const bq = [P(-30, 0, EDGE), P(30, 0, EDGE), P(30, 1.1, EDGE), P(-30, 1.1, EDGE)];
  b += `<path d="${pathD(bq)}" fill="#9fb6d6" opacity="0.1"/>`;
  b += `<path d="M${n(bq[3][0])} ${n(bq[3][1])}L${n(bq[2][0])} ${n(bq[2][1])}" stroke="#ffd9a0" stroke-width="6" opacity="0.35" filter="url(#glow)"/>`;
  b += `<path d="M${n(bq[3][0])} ${n(bq[3][1])}L${n(bq[2][0])} ${n(bq[2][1])}" stroke="#d9b46c" stroke-width="2.4"/>`;
  for (let x = -30; x <= 30; x += 2.4) {
    const a = P(x, 0, EDGE);
    const c = P(x, 1.1, EDGE);
    b += `<path d="M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}" stroke="#8fa3c2" stroke-width="0.8" opacity="0.35"/>`;
  }
  const e0 = P(-30, 0, EDGE);
  const e1 = P(30, 0, EDGE);
  b += `<path d="M${n(e0[0])} ${n(e0[1])}L${n(e1[0])} ${n(e1[1])}" stroke="#ffcf85" stroke-width="3" opacity="0.6" filter="url(#glow)"/>`;

  const sc = new Scene(cam, { dir: [0.2, 0.6, -0.8], sun: "#ffc27a", sunK: 0.55, amb: "#5d6b92", ambK: 0.7 });
  // fire-pit table (12-sided prism)
  const fp = { x: -3.4, z: 5.1, r: 0.75, h: 0.42 };
  sc.group(1, undefined, true);
  const k = 12;
  const topRing = [];
  for (let i = 0; i < k; i++) {
    const a0 = (i / k) * Math.PI * 2;
    const a1 = ((i + 1) / k) * Math.PI * 2;
    const p0 = [fp.x + Math.cos(a0) * fp.r, 0, fp.z + Math.sin(a0) * fp.r];
    const p1 = [fp.x + Math.cos(a1) * fp.r, 0, fp.z + Math.sin(a1) * fp.r];
    const nm = [Math.cos((a0 + a1) / 2), 0, Math.sin((a0 + a1) / 2)];
    sc.poly([p1, p0, [p0[0], fp.h, p0[2]], [p1[0], fp.h, p1[2]]], { color: "#8d8a85", normal: nm });
    topRing.push([p0[0], fp.h, p0[2]]);
  }
  sc.group(1, 0);
  sc.poly(topRing, { color: "#b5b0a6", normal: [0, 1, 0], cull: false });
  const sofa = (x0, z0, x1, z1, facing) => {
    sc.group(1);
    sc.box(x0, 0, z0, x1, 0.42, z1, { color: "#eadfcd" });
    const t = 0.24;
    sc.group(1);
    if (facing === "right") sc.box(x0, 0.42, z0, x0 + t, 0.86, z1, { color: "#e0d3bf" });
    if (facing === "left") sc.box(x1 - t, 0.42, z0, x1, 0.86, z1, { color: "#e0d3bf" });
    if (facing === "front") sc.box(x0, 0.42, z1 - t, x1, 0.86, z1, { color: "#e0d3bf" });
  };
  sofa(-6.2, 6.5, -1.4, 7.4, "front");
  sofa(-7.1, 3.4, -6.3, 6.4, "right");
  // bar counter on the right
  sc.group(1);
  sc.box(4.3, 0, 2.4, 5.1, 1.1, 7.2, { color: "#2f2a2a", per: { left: { fill: "url(#barGlow)" } } });
  sc.group(1);
  sc.box(4.2, 1.1, 2.3, 5.2, 1.16, 7.3, { color: "#d2c2a2" });
  for (const z of [3, 4.2, 5.4, 6.6]) {
    sc.group(1);
    sc.box(3.7, 0, z - 0.03, 3.76, 0.75, z + 0.03, { color: "#b38a4f" });
    sc.group(1);
    sc.box(3.55, 0.72, z - 0.18, 3.91, 0.84, z + 0.18, { color: "#6b4a32" });
  }
  // planters along the balustrade
  for (const x of [-9, 9.6]) {
    sc.group(1);
    sc.box(x - 1.2, 0, EDGE - 1.1, x + 1.2, 0.7, EDGE - 0.2, { color: "#4b4540" });
  }
  // pergola
  const PH = 3.3;
  const PX0 = -7.6;
  const PX1 = 6.4;
  for (const x of [PX0, PX1])
    for (const z of [3.2, 8.1]) {
      sc.group(2);
      sc.box(x - 0.1, 0, z - 0.1, x + 0.1, PH, z + 0.1, { color: "#2a2622" });
    }
  for (const z of [3.2, 8.1]) {
    sc.group(3);
    sc.box(PX0 - 0.2, PH, z - 0.12, PX1 + 0.2, PH + 0.25, z + 0.12, { color: "#2a2622", per: { bottom: { color: "#5a4330" } } });
  }
  for (let x = PX0; x <= PX1 + 0.01; x += 1.4) {
    sc.group(3);
    sc.box(x - 0.05, PH + 0.25, 3, x + 0.05, PH + 0.45, 8.3, { color: "#221f1c", per: { bottom: { color: "#4a3828" } } });
  }
  b += sc.render();

  // cushions
  for (const [x, z, c] of [
    [-5.5, 7.1, "#c9a45c"],
    [-4.5, 7.1, "#0f766e"],
    [-3.0, 7.1, "#0b1f33"],
    [-2.1, 7.1, "#c9a45c"],
    [-6.6, 4.0, "#0f766e"],
    [-6.6, 5.8, "#c9a45c"],
  ]) {
    const p = P(x, 0.62, z);
    const s = S(x, 0.62, z);
    b += `<rect x="${n(p[0] - s * 0.24)}" y="${n(p[1] - s * 0.2)}" width="${n(s * 0.48)}" height="${n(s * 0.4)}" rx="${n(s * 0.08)}" fill="${c}"/>`;
  }
  // fire
  const fc = P(fp.x, fp.h, fp.z);
  const fs = S(fp.x, fp.h, fp.z);
  b += `<ellipse cx="${n(fc[0])}" cy="${n(fc[1] - fs * 0.2)}" rx="${n(fs * 1.5)}" ry="${n(fs * 0.9)}" fill="url(#fire)" opacity="0.5"/>`;
  const fr = rng(5);
  for (let i = 0; i < 9; i++) {
    const x = fc[0] + (i - 4) * fs * 0.1;
    const h = fs * (0.25 + fr() * 0.35) * (1 - Math.abs(i - 4) / 6);
    b += `<path d="M${n(x - fs * 0.07)} ${n(fc[1])}Q${n(x - fs * 0.05)} ${n(fc[1] - h * 0.6)} ${n(x + (fr() - 0.5) * fs * 0.08)} ${n(fc[1] - h)}Q${n(x + fs * 0.05)} ${n(fc[1] - h * 0.5)} ${n(x + fs * 0.07)} ${n(fc[1])}Z" fill="${fr() < 0.5 ? "#ffb347" : "#ffd67a"}" opacity="0.92"/>`;
  }
  // planting with uplights
  for (const [i, x] of [-9, 9.6].entries()) {
    const p = P(x, 0.7, EDGE - 0.65);
    const s = S(x, 0.7, EDGE - 0.65);
    b += `<ellipse cx="${n(p[0])}" cy="${n(p[1] - s * 0.9)}" rx="${n(s * 1.4)}" ry="${n(s * 1.1)}" fill="#ffcf85" opacity="0.16" filter="url(#glow8)"/>`;
    b += bush({ x: p[0], y: p[1], w: s * 2.3, h: s * 1.5, seed: 70 + i, color: "#24392d", dark: "#0d1711", light: "#6f7f4c" });
  }
  // bar details: bottles and pendant lamps
  for (let i = 0; i < 10; i++) {
    const z = 2.7 + i * 0.45;
    const p = P(4.9, 1.16, z);
    const s = S(4.9, 1.16, z);
    b += `<rect x="${n(p[0] - s * 0.05)}" y="${n(p[1] - s * 0.3)}" width="${n(s * 0.1)}" height="${n(s * 0.3)}" rx="${n(s * 0.03)}" fill="${i % 3 ? "#8a4b22" : "#2d5a40"}" opacity="0.95"/>`;
  }
  const bulbAt = (p, s, strength = 0.8) =>
    `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="${n(Math.min(16, s * 0.35))}" fill="url(#bulb)" opacity="${n(strength)}"/><circle cx="${n(p[0])}" cy="${n(p[1])}" r="${n(Math.max(1, Math.min(4, s * 0.045)))}" fill="#fff8e0"/>`;
  for (const z of [3.4, 4.8, 6.2]) {
    const top = P(4.7, PH, z);
    const bot = P(4.7, 2.1, z);
    const s = S(4.7, 2.1, z);
    b += `<path d="M${n(top[0])} ${n(top[1])}L${n(bot[0])} ${n(bot[1])}" stroke="#1b1815" stroke-width="1"/><path d="M${n(bot[0] - s * 0.16)} ${n(bot[1] + s * 0.14)}L${n(bot[0] + s * 0.16)} ${n(bot[1] + s * 0.14)}L${n(bot[0] + s * 0.06)} ${n(bot[1])}L${n(bot[0] - s * 0.06)} ${n(bot[1])}Z" fill="#c9a45c"/>`;
    b += bulbAt([bot[0], bot[1] + s * 0.17], s * 1.4, 0.7);
  }
  // string lights: catenaries along the rafters
  let wires = "";
  let bulbs = "";
  const lr = rng(3);
  for (let x = PX0; x < PX1; x += 1.4) {
    const segs = 14;
    const pts = [];
    for (let i = 0; i <= segs; i++) {
      const t = i / segs;
      const z = 3.2 + t * 4.9;
      const sag = 0.5 * 4 * t * (1 - t);
      pts.push(P(x + 0.7, PH - 0.02 - sag, z));
    }
    wires += pathD(pts, false);
    for (let i = 1; i < segs; i += 2) bulbs += bulbAt(pts[i], S(x + 0.7, PH, 3.2 + (i / segs) * 4.9), 0.5 + lr() * 0.4);
  }
  b += `<path d="${wires}" stroke="#140f0c" stroke-width="0.9" fill="none"/>${bulbs}`;
  // a couple at the balustrade taking in the view
  for (const [x, kind, face] of [
    [0.55, "woman", 1],
    [1.15, "man", -1],
  ]) {
    const p = P(x, 0, EDGE - 0.4);
    b += person({ x: p[0], y: p[1], s: S(x, 0, EDGE - 0.4), kind, face, step: 0.02, color: "#141522", accent: "#c9a45c" });
  }
  // candle lanterns on the deck
  for (const [x, z] of [
    [-1.6, 4.2],
    [3.2, 7.6],
    [-0.6, 8.0],
    [-7.4, 7.6],
  ]) {
    const p = P(x, 0, z);
    const s = S(x, 0, z);
    b += `<circle cx="${n(p[0])}" cy="${n(p[1] - s * 0.2)}" r="${n(s * 0.6)}" fill="url(#bulb)" opacity="0.45"/><rect x="${n(p[0] - s * 0.1)}" y="${n(p[1] - s * 0.36)}" width="${n(s * 0.2)}" height="${n(s * 0.36)}" rx="${n(s * 0.03)}" fill="#ffe4a6" opacity="0.85" stroke="#2a2622" stroke-width="1"/>`;
  }
  defs += rgrad(
    "vig",
    [
      [0.55, "#000", 0],
      [1, "#02060d", 0.6],
    ],
    'cx="0.5" cy="0.5" r="0.75"',
  );
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return svgDoc(W, H, defs, b);
}
