// Aerial establishing shot for the video tour poster: drone view from over the
// South China Sea towards the tower on the Kuantan shoreline, late afternoon.
// No play button: the page overlays its own.
import { camera, Scene, rng, mix, n, pathD, vgrad, rgrad, blurFilter, palm, bush, svgDoc, projPoly } from "./lib.mjs";
import { addTower } from "./tower.mjs";

const coastZ = (x) => -62 + 22 * Math.sin(x / 170) + 10 * Math.sin(x / 61 + 1);

export function aerialSvg() {
  const W = 1600;
  const H = 900;
  const YAW = 50;
  const cam = camera({ pos: [-250, 130, -215], yaw: YAW, pitch: -15, focal: 1000, cx: 800, cy: 480 });
  const P = (x, y, z) => cam.p([x, y, z]);
  const S = (x, y, z) => cam.scaleAt([x, y, z]);
  const HOR = cam.p([
    cam.pos[0] + Math.sin((YAW * Math.PI) / 180) * 1e7,
    cam.pos[1],
    cam.pos[2] + Math.cos((YAW * Math.PI) / 180) * 1e7,
  ])[1];
  const light = { dir: [-0.7, 0.55, -0.45], sun: "#ffe0b0", sunK: 0.75, amb: "#b9c6da", ambK: 0.75 };

  let defs = "";
  defs += vgrad("sky", [
    [0, "#6f93b8"],
    [0.6, "#c9d6e0"],
    [1, "#f4dcc0"],
  ]);
  defs += vgrad("sea", [
    [0, "#5f9fa8"],
    [0.25, "#1f8088"],
    [1, "#0b4f5c"],
  ]);
  defs += vgrad("gF", [
    [0, "#8fb0c8"],
    [0.6, "#6f93a8"],
    [1, "#4f7489"],
  ]);
  defs += vgrad("gS", [
    [0, "#f0d7ae"],
    [1, "#b98d6a"],
  ]);
  defs += vgrad("poolWater", [
    [0, "#7fe0d8"],
    [1, "#14b8a6"],
  ]);
  defs += vgrad("land", [
    [0, "#8e9a78"],
    [0.4, "#6f8a5c"],
    [1, "#587a4c"],
  ]);
  defs += vgrad("haze", [
    [0, "#f4dcc0", 0.9],
    [1, "#f4dcc0", 0],
  ]);
  defs += blurFilter("soft", 5);
  defs += blurFilter("soft2", 1.2);

  let b = `<rect width="${W}" height="${H}" fill="url(#sea)"/>`;
  b += `<rect width="${W}" height="${n(HOR + 1)}" fill="url(#sky)"/>`;
  b += `<g filter="url(#soft)" opacity="0.8"><ellipse cx="300" cy="${n(HOR - 40)}" rx="260" ry="16" fill="#fff"/><ellipse cx="1200" cy="${n(HOR - 60)}" rx="320" ry="18" fill="#fff"/><ellipse cx="820" cy="${n(HOR - 25)}" rx="200" ry="9" fill="#fff3e2"/></g>`;

  // distant hills (the Pahang interior) fading into haze
  const hill = (pts, fill, op) => `<path d="${pathD(pts)}" fill="${fill}" opacity="${op}"/>`;
  const hillLine = (zh, amp, seed, step = 60) => {
    const r = rng(seed);
    const pts = [];
    for (let x = -4000; x <= 8000; x += step)
      pts.push([x, amp * (0.4 + 0.6 * Math.abs(Math.sin(x / 700 + r() * 0.3))), zh + Math.sin(x / 900) * 300]);
    pts.push([8000, 0, zh], [-4000, 0, zh]);
    return projPoly(cam, pts);
  };
  b += hill(hillLine(5200, 260, 1), "#9aa7b4", 0.8);
  b += hill(hillLine(3400, 150, 2), "#8a9a8c", 0.85);

  // land plane and beach, projected from the world coastline
  const xs = [];
  for (let x = -1600; x <= 3000; x += 20) xs.push(x);
  const line3 = (off) => xs.map((x) => [x, 0, coastZ(x) + off]);
  const band = (o1, o2) => pathD(projPoly(cam, [...line3(o1), ...line3(o2).reverse()]));
  const line = (off) =>
    line3(off)
      .map((q) => cam.p(q))
      .filter((p) => p[2] > 2);
  b += `<path d="${pathD(projPoly(cam, [...line3(0), [3000, 0, 6000], [-1600, 0, 6000]]))}" fill="url(#land)"/>`;
  b += `<rect y="${n(HOR - 2)}" width="${W}" height="60" fill="url(#haze)"/>`;
  b += `<path d="${band(0, 30)}" fill="#ecd9b6"/>`;
  b += `<path d="${band(-3, 2)}" fill="#c9b08a" opacity="0.7"/>`;
  // promenade and coastal road
  b += `<path d="${band(30, 36)}" fill="#d8cdb8"/>`;
  b += `<path d="${band(38, 48)}" fill="#6e7174"/>`;
  b += `<path d="${pathD(line(43), false)}" stroke="#efe6d2" stroke-width="1" stroke-dasharray="8 8" fill="none" opacity="0.8"/>`;

  // surf: foam lines parallel to the shore
  b += `<path d="${pathD(line(-1), false)}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.9"/>`;
  for (const [off, op, dash, w] of [
    [-6, 0.5, "90 14 40 10", 2.2],
    [-14, 0.25, "20 60 70 40 10 50", 1.4],
    [-26, 0.14, "14 90 40 120", 1.2],
  ])
    b += `<path d="${pathD(line(off), false)}" stroke="#f2fbfa" stroke-width="${w}" fill="none" opacity="${op}" stroke-dasharray="${dash}" stroke-linecap="round"/>`;
  // shallow-water tint near the beach
  b += `<path d="${band(-1, -28)}" fill="#4fc1b5" opacity="0.35" filter="url(#soft)"/>`;
  // wave texture on the open sea
  const wr = rng(5);
  let waves = "";
  for (let i = 0; i < 700; i++) {
    const x = -900 + wr() * 2600;
    const z = -330 + Math.pow(wr(), 0.7) * 2600;
    if (z > coastZ(x) - 6) continue;
    const p = P(x, 0, z);
    if (p[2] < 5 || p[0] < -20 || p[0] > W + 20 || p[1] > H + 10 || p[1] < HOR) continue;
    const s = S(x, 0, z);
    const len = Math.min(26, s * (1.5 + wr() * 4));
    waves += `<path d="M${n(p[0])} ${n(p[1])}q${n(len / 2)} ${n(-Math.min(3, s * 0.35))} ${n(len)} 0" opacity="${n(0.06 + wr() * 0.2)}"/>`;
  }
  b += `<g stroke="#e2f4f1" stroke-width="1" fill="none">${waves}</g>`;
  // sun glitter towards the upper left
  const gr = rng(9);
  let glit = "";
  for (let i = 0; i < 160; i++) {
    const x = -700 + gr() * 900;
    const z = 300 + gr() * 2600;
    if (z > coastZ(x) - 10) continue;
    const p = P(x, 0, z);
    if (p[2] < 5 || p[1] < HOR) continue;
    glit += `<rect x="${n(p[0])}" y="${n(p[1])}" width="${n(4 + gr() * 14)}" height="1.2" fill="#fff4d8" opacity="${n(0.3 + gr() * 0.5)}"/>`;
  }
  b += glit;

  // town streets: a few roads parallel and perpendicular to the shore
  const roadsPar = [190, 430, 780];
  const roadsPerp = [-700, -380, -120, 220, 560, 950, 1400];
  const onRoad = (x, z) => roadsPar.some((o) => Math.abs(z - (coastZ(x) + o)) < 12) || roadsPerp.some((rx) => Math.abs(x - rx) < 12);
  for (const o of roadsPar) b += `<path d="${band(o - 5, o + 5)}" fill="#9a978c" opacity="0.85"/>`;
  for (const rx of roadsPerp) {
    const pts = [];
    for (let z = coastZ(rx) + 48; z < 3000; z += 40) pts.push([rx - 5, 0, z]);
    for (let z = 2960; z >= coastZ(rx) + 48; z -= 40) pts.push([rx + 5, 0, z]);
    b += `<path d="${pathD(projPoly(cam, pts))}" fill="#9a978c" opacity="0.85"/>`;
  }
  // town: blocks, trees and palms sorted far to near together with the tower
  const items = [];
  const tr = rng(31);
  for (let gx = -1400; gx < 2600; gx += 46) {
    for (let gz = 40; gz < 1800; gz += 44) {
      const x = gx + (tr() - 0.5) * 10;
      const z = gz + coastZ(gx) + 60 + (tr() - 0.5) * 10;
      if (Math.abs(x) < 60 && z < coastZ(0) + 140) continue; // tower plot
      if (onRoad(x, z)) continue;
      const k = tr();
      if (k < 0.08) continue;
      if (k < 0.4) {
        const w = 10 + tr() * 16;
        const d = 10 + tr() * 14;
        const h = 5 + Math.pow(tr(), 4) * 36;
        const roof = tr() < 0.45 ? mix("#c9826a", "#b56f58", tr()) : mix("#f2ede4", "#cfc8bb", tr());
        items.push({ z, x, kind: "block", w, d, h, roof, wall: mix("#f1ebe1", "#e2d6c4", tr()) });
        if (tr() < 0.6) items.push({ z: z + 14, x: x + (tr() - 0.5) * 20, kind: "tree", s: 0.8 + tr() * 0.7 });
      } else {
        items.push({ z, x, kind: "tree", s: 0.9 + tr() * 1.1 });
        if (tr() < 0.5) items.push({ z: z + 12, x: x + 14, kind: "tree", s: 0.8 + tr() });
      }
    }
  }
  // denser gardens in the foreground
  for (let x = -900; x < -40; x += 22) {
    for (let o = 60; o < 520; o += 22) {
      const z = coastZ(x) + o + (tr() - 0.5) * 8;
      const xx = x + (tr() - 0.5) * 8;
      if (onRoad(xx, z) || tr() < 0.45) continue;
      if (tr() < 0.12)
        items.push({
          z,
          x: xx,
          kind: "block",
          w: 10 + tr() * 8,
          d: 10 + tr() * 8,
          h: 4 + tr() * 5,
          roof: mix("#c9826a", "#b56f58", tr()),
          wall: "#efe8dc",
        });
      else items.push({ z, x: xx, kind: "tree", s: 0.6 + tr() * 0.7 });
    }
  }
  // palms on the promenade
  for (let x = -1400; x < 2600; x += 28) items.push({ x, z: coastZ(x) + 33, kind: "palm", seed: 400 + x });
  const TZ = 0;
  items.sort((a, c) => Math.hypot(c.x - cam.pos[0], c.z - cam.pos[2]) - Math.hypot(a.x - cam.pos[0], a.z - cam.pos[2]));
  const towerDist = Math.hypot(0 - cam.pos[0], TZ + 20 - cam.pos[2]);
  const drawItem = (it) => {
    const p = P(it.x, 0, it.z);
    if (p[2] < 5 || p[0] < -80 || p[0] > W + 80 || p[1] < HOR - 40 || p[1] > H + 80) return "";
    if (it.kind === "block") {
      const sc = new Scene(cam, light);
      sc.group(0);
      sc.box(it.x - it.w / 2, 0, it.z - it.d / 2, it.x + it.w / 2, it.h, it.z + it.d / 2, {
        color: it.wall,
        per: { top: { color: it.roof } },
      });
      return sc.render();
    }
    const s = S(it.x, 0, it.z);
    if (it.kind === "tree")
      return bush({
        x: p[0],
        y: p[1],
        w: s * 11 * it.s,
        h: s * 8 * it.s,
        seed: Math.round(it.x * 7 + it.z),
        color: "#4a7643",
        dark: "#2a472c",
        light: "#9bb268",
        clumps: 12,
      });
    return palm({
      x: p[0],
      y: p[1],
      h: s * 12,
      lean: s * 1.2,
      seed: it.seed,
      trunk: "#8a7358",
      trunkDark: "#4e4234",
      leaf: "#3f7244",
      leafDark: "#264a2c",
      fronds: 9,
    });
  };
  let before = "";
  let after = "";
  for (const it of items) {
    const d = Math.hypot(it.x - cam.pos[0], it.z - cam.pos[2]);
    if (d > towerDist) before += drawItem(it);
    else after += drawItem(it);
  }
  b += before;
  // the tower, its podium garden and pool, and a soft shadow on the ground
  const shadowPts = [P(-25, 0, TZ + 24), P(25, 0, TZ + 24), P(110, 0, TZ + 120), P(60, 0, TZ + 130)];
  b += `<path d="${pathD(shadowPts)}" fill="#1f2f2a" opacity="0.18" filter="url(#soft)"/>`;
  const ts = new Scene(cam, light);
  addTower(ts, { x: 0, z: TZ, mode: "day", glass: { front: "url(#gF)", side: "url(#gS)", podium: "#6d8797" } });
  b += ts.render();
  // landscaping on the podium deck
  for (const [x, z] of [
    [-20, -14],
    [18, -15],
    [-21, 8],
    [20, 10],
  ]) {
    const p = P(x, 14, z);
    const s = S(x, 14, z);
    b += palm({
      x: p[0],
      y: p[1],
      h: s * 7,
      lean: s,
      seed: 900 + x,
      trunk: "#8a7358",
      trunkDark: "#4e4234",
      leaf: "#3f7244",
      leafDark: "#264a2c",
      fronds: 9,
    });
  }
  b += after;

  // a yacht cutting across the foreground with its wake
  const yp = P(-160, 0, -150);
  const ys = S(-160, 0, -150);
  b += `<path d="M${n(yp[0] + ys * 6)} ${n(yp[1] + ys * 0.5)}L${n(yp[0] + ys * 60)} ${n(yp[1] + ys * 6)}M${n(yp[0] + ys * 6)} ${n(yp[1] - ys * 0.2)}L${n(yp[0] + ys * 62)} ${n(yp[1] - ys * 2.5)}" stroke="#ffffff" stroke-width="${n(ys * 1.1)}" opacity="0.55" filter="url(#soft2)"/>`;
  b += `<path d="M${n(yp[0] + ys * 6)} ${n(yp[1])}L${n(yp[0] + ys * 60)} ${n(yp[1] + ys * 1.8)}" stroke="#ffffff" stroke-width="${n(ys * 2.5)}" opacity="0.25" filter="url(#soft2)"/>`;
  b += `<path d="M${n(yp[0] - ys * 7)} ${n(yp[1])}Q${n(yp[0] - ys * 2)} ${n(yp[1] - ys * 1.8)} ${n(yp[0] + ys * 7)} ${n(yp[1] - ys * 1.2)}L${n(yp[0] + ys * 7)} ${n(yp[1] + ys * 0.8)}L${n(yp[0] - ys * 5)} ${n(yp[1] + ys * 0.9)}Z" fill="#fbfbf8"/>`;
  b += `<path d="M${n(yp[0] - ys * 2)} ${n(yp[1] - ys * 1.5)}L${n(yp[0] + ys * 4)} ${n(yp[1] - ys * 1.3)}L${n(yp[0] + ys * 4)} ${n(yp[1] - ys * 2.6)}L${n(yp[0] - ys * 0.5)} ${n(yp[1] - ys * 2.7)}Z" fill="#dfe6ea"/><path d="M${n(yp[0] - ys * 1.4)} ${n(yp[1] - ys * 2.1)}L${n(yp[0] + ys * 3.6)} ${n(yp[1] - ys * 2)}" stroke="#1b2b3f" stroke-width="${n(ys * 0.35)}"/>`;

  // cinematic grade: warm top light, cool corners, letterbox-friendly vignette
  defs += rgrad(
    "warm",
    [
      [0, "#ffd59a", 0.28],
      [1, "#ffd59a", 0],
    ],
    'cx="0.15" cy="0.05" r="0.8"',
  );
  defs += rgrad(
    "vig",
    [
      [0.55, "#000", 0],
      [1, "#06121f", 0.5],
    ],
    'cx="0.5" cy="0.5" r="0.75"',
  );
  b += `<rect width="${W}" height="${H}" fill="url(#warm)"/><rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return svgDoc(W, H, defs, b);
}
