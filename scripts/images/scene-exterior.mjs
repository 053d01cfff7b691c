// Golden-hour exterior: the tower on the Kuantan shoreline, sea to the left,
// promenade palms receding along the beach, sun low over the water.
import { camera, Scene, rng, mix, n, pathD, vgrad, rgrad, blurFilter, palm, bush, glitter, svgDoc } from "./lib.mjs";
import { addTower } from "./tower.mjs";

const coastX = (z) => 22 + 9 * Math.sin(z / 260) + z * 0.012;

/** Returns { defs, body } so the OG image can reuse the scene. */
export function exteriorScene() {
  const W = 1600;
  const H = 900;
  const HOR = 560;
  const cam = camera({ pos: [6, 26, 0], yaw: 4, focal: 860, cx: 800, cy: HOR });
  const sun = [250, HOR - 38];

  let defs = "";
  defs += vgrad("sky", [
    [0, "#10294a"],
    [0.28, "#2d4f78"],
    [0.55, "#8d8fa8"],
    [0.78, "#e8a77c"],
    [0.93, "#f6cf94"],
    [1, "#fbe3b0"],
  ]);
  defs += vgrad("sea", [
    [0, "#c9b9a3"],
    [0.08, "#7f9ea6"],
    [0.35, "#2f7a80"],
    [1, "#0b4a55"],
  ]);
  defs += rgrad("sunGlow", [
    [0, "#fff6da", 1],
    [0.08, "#ffe7b0", 0.95],
    [0.3, "#f7c27e", 0.45],
    [1, "#f0a070", 0],
  ]);
  defs += vgrad("gF", [
    [0, "#3f6288"],
    [0.35, "#6d7f9e"],
    [0.7, "#c99a86"],
    [1, "#8a6a62"],
  ]);
  defs += vgrad("gS", [
    [0, "#f6dcae"],
    [0.4, "#eab47c"],
    [1, "#9c6a52"],
  ]);
  defs += vgrad("land", [
    [0, "#7d8f6a"],
    [0.3, "#4f6e4c"],
    [1, "#2c4a36"],
  ]);
  defs += vgrad("sand", [
    [0, "#e8cfa6"],
    [1, "#d9b889"],
  ]);
  defs += vgrad("haze", [
    [0, "#f6cf94", 0],
    [1, "#f6cf94", 0.55],
  ]);
  defs += vgrad("poolWater", [
    [0, "#5fd0c8"],
    [1, "#14b8a6"],
  ]);
  defs += blurFilter("soft", 6);
  defs += blurFilter("soft2", 2);

  let b = "";
  b += `<rect width="${W}" height="${HOR + 2}" fill="url(#sky)"/>`;
  // clouds: long soft streaks lit from below
  const cloud = (cx, cy, w, h, top, bot) =>
    `<g filter="url(#soft)"><ellipse cx="${cx}" cy="${cy}" rx="${w}" ry="${h}" fill="${top}" opacity="0.7"/><ellipse cx="${cx + w * 0.1}" cy="${cy + h * 0.45}" rx="${w * 0.8}" ry="${h * 0.45}" fill="${bot}" opacity="0.8"/></g>`;
  b += cloud(420, 170, 260, 22, "#6d6f8e", "#e6a58a");
  b += cloud(760, 120, 220, 16, "#5e6686", "#d99a86");
  b += cloud(1380, 230, 300, 20, "#7b7a96", "#f0b48e");
  b += cloud(180, 330, 200, 12, "#a48c98", "#f7c59a");
  b += cloud(1080, 360, 260, 10, "#b79a9c", "#f8cf9e");
  b += cloud(600, 420, 340, 8, "#d8a890", "#fbd9a6");
  // sun
  b += `<circle cx="${sun[0]}" cy="${sun[1]}" r="420" fill="url(#sunGlow)"/>`;
  b += `<circle cx="${sun[0]}" cy="${sun[1]}" r="30" fill="#fff4d6"/>`;

  // distant headland and hills on the right horizon
  b += `<path d="M820 ${HOR}C900 ${HOR - 14} 980 ${HOR - 22} 1060 ${HOR - 18}C1140 ${HOR - 30} 1260 ${HOR - 46} 1380 ${HOR - 40}C1480 ${HOR - 36} 1560 ${HOR - 24} 1620 ${HOR - 20}L1620 ${HOR + 4}L820 ${HOR + 4}Z" fill="#a28f9c" opacity="0.75"/>`;
  b += `<path d="M900 ${HOR}C1000 ${HOR - 8} 1100 ${HOR - 12} 1200 ${HOR - 10}C1300 ${HOR - 16} 1450 ${HOR - 20} 1620 ${HOR - 12}L1620 ${HOR + 4}L900 ${HOR + 4}Z" fill="#8a8693" opacity="0.85"/>`;

  // sea
  b += `<rect y="${HOR}" width="${W}" height="${H - HOR}" fill="url(#sea)"/>`;
  b += glitter({ cx: sun[0], y0: HOR + 1, y1: H, spread: 140, color: "#ffe3a8", seed: 5, count: 170, maxW: 70 });
  // wave lines (perspective spacing)
  const wr = rng(9);
  for (let i = 0; i < 70; i++) {
    const z = 60 + Math.pow(wr(), 2.2) * 2500;
    const x = -220 + wr() * 240;
    const p = cam.p([x, 0, z]);
    const len = (wr() * 30 + 10) * cam.scaleAt([x, 0, z]);
    if (p[0] > 1000) continue;
    b += `<rect x="${n(p[0])}" y="${n(p[1])}" width="${n(Math.min(len, 160))}" height="${n(Math.max(0.6, cam.scaleAt([x, 0, z]) * 0.25))}" fill="#e8f4f1" opacity="0.22"/>`;
  }

  // land, beach and promenade projected from a world coastline
  const zs = [];
  for (let z = 34; z < 9000; z *= 1.06) zs.push(z);
  const line = (off) => zs.map((z) => cam.p([coastX(z) + off, 0, z]));
  const coast = line(0);
  const beachTop = line(16);
  const road = line(22);
  const road2 = line(34);
  b += `<path d="${pathD([...coast, [W + 20, HOR], [W + 20, H + 20], [coast[0][0], H + 20]])}" fill="url(#land)"/>`;
  b += `<path d="${pathD([...coast, ...beachTop.slice().reverse()])}" fill="url(#sand)"/>`;
  // wet sand and surf foam along the waterline
  b += `<path d="${pathD([...line(-2.5), ...coast.slice().reverse()])}" fill="#b99c7a" opacity="0.6"/>`;
  b += `<path d="${pathD(line(-1.2), false)}" fill="none" stroke="#fff8ea" stroke-width="2.2" opacity="0.85"/>`;
  b += `<path d="${pathD(line(-6), false)}" fill="none" stroke="#e8f4f1" stroke-width="1.4" stroke-dasharray="40 70 14 50" opacity="0.35"/>`;
  b += `<path d="${pathD(line(-13), false)}" fill="none" stroke="#e8f4f1" stroke-width="1" stroke-dasharray="20 90 50 60" opacity="0.2"/>`;
  // promenade + road
  b += `<path d="${pathD([...beachTop, ...road.slice().reverse()])}" fill="#d7c7ab"/>`;
  b += `<path d="${pathD([...road, ...road2.slice().reverse()])}" fill="#5f6468"/>`;
  b += `<path d="${pathD(line(28), false)}" fill="none" stroke="#e9dcc0" stroke-width="1.2" stroke-dasharray="14 12" opacity="0.7"/>`;

  // hazy town blocks and tree lines further inland
  const bg = new Scene(cam, { dir: [-0.85, 0.35, -0.25], sun: "#ffd9a3", sunK: 0.7, amb: "#9aa3bd", ambK: 0.6 });
  const tr = rng(77);
  for (let i = 0; i < 60; i++) {
    const z = 320 + tr() * 1900;
    const x = coastX(z) + 40 + tr() * (z * 0.9);
    const w = 12 + tr() * 22;
    const h = 6 + Math.pow(tr(), 3) * 40;
    bg.group(0);
    bg.box(x, 0, z, x + w, h, z + 14 + tr() * 10, { color: mix("#e9e1d3", "#c9c2b6", tr()) });
  }
  b += bg.render();
  b += `<rect y="${HOR - 80}" width="${W}" height="80" fill="url(#haze)"/>`;
  // tree belts in front of the town
  const treeBelt = (z, seed, col, col2) => {
    const rr = rng(seed);
    let s = "";
    for (let x = coastX(z) + 38; x < coastX(z) + 38 + z * 1.1; x += 3 + rr() * 5) {
      const zz = z + rr() * 40;
      const p = cam.p([x, 0, zz]);
      const sc = cam.scaleAt([x, 0, zz]);
      const rx = sc * (3 + rr() * 4);
      s += `<ellipse cx="${n(p[0])}" cy="${n(p[1] - sc * 4)}" rx="${n(rx)}" ry="${n(rx * (0.6 + rr() * 0.3))}" fill="${mix(col, col2, rr())}"/>`;
    }
    return s;
  };
  b += treeBelt(1100, 1, "#8a8f74", "#7a8a6c");
  b += treeBelt(700, 2, "#687a5c", "#7d8a62");
  b += treeBelt(460, 3, "#4f6a4c", "#6a7d55");

  // scattered garden trees and palms on the land, back to front
  const items = [];
  const lr = rng(88);
  for (let i = 0; i < 70; i++) {
    const z = 70 + Math.pow(lr(), 0.8) * 380;
    const x = coastX(z) + 42 + lr() * (z * 0.95);
    if (x > 40 && x < 112 && z > 170 && z < 240) continue; // keep the podium clear
    items.push({ z, x, palm: lr() < 0.35, seed: 700 + i });
  }
  items.sort((a, b2) => b2.z - a.z);
  const drawItem = (it) => {
    const p = cam.p([it.x, 0, it.z]);
    const sc = cam.scaleAt([it.x, 0, it.z]);
    if (it.palm)
      return palm({
        x: p[0],
        y: p[1],
        h: sc * 11,
        lean: sc * 1.5,
        seed: it.seed,
        trunk: "#6d5b4a",
        trunkDark: "#3e342c",
        leaf: "#3f5e3c",
        leafDark: "#22382a",
        rim: "#e7b878",
      });
    const fade = Math.min(1, (it.z - 70) / 380);
    return bush({
      x: p[0],
      y: p[1],
      w: sc * 9,
      h: sc * 7,
      seed: it.seed,
      color: mix("#3c5f40", "#6d7f5e", fade),
      dark: mix("#1f3526", "#55664d", fade),
      light: mix("#a3ad6a", "#b7b487", fade),
    });
  };
  for (const it of items) if (it.z > 225) b += drawItem(it);

  // promenade palms receding along the beach
  const palmsAt = [];
  for (let z = 70; z < 1400; z *= 1.22) palmsAt.push(z);
  const palmAt = (z, i, off = 19) => {
    const p = cam.p([coastX(z) + off, 0, z]);
    const sc = cam.scaleAt([coastX(z) + off, 0, z]);
    return palm({
      x: p[0],
      y: p[1],
      h: sc * (12 + (i % 3) * 1.5),
      lean: sc * ((i % 2 ? -1 : 1) * 1.2 - 1.5),
      seed: 100 + i,
      trunk: "#6d5b4a",
      trunkDark: "#3e342c",
      leaf: "#3c5a3a",
      leafDark: "#22382a",
      rim: "#ffcf8a",
    });
  };
  palmsAt.forEach((z, i) => {
    if (z > 240) b += palmAt(z, i);
  });

  // the tower
  const sc = new Scene(cam, { dir: [-0.9, 0.3, -0.35], sun: "#ffd9a6", sunK: 0.8, amb: "#c3c8dc", ambK: 0.86 });
  const tx = 74;
  const tz = 205;
  const t = addTower(sc, { x: tx, z: tz, mode: "day", glass: { front: "url(#gF)", side: "url(#gS)", podium: "#6d8797" } });
  b += sc.render();
  // warm glare along the sunlit corner
  const c0 = cam.p([t.x0, t.Y0, t.zf]);
  const c1 = cam.p([t.x0, t.Y1, t.zf]);
  b += `<path d="M${n(c0[0])} ${n(c0[1])}L${n(c1[0])} ${n(c1[1])}" stroke="#fff1cf" stroke-width="2" opacity="0.8"/>`;
  // landscaping at the foot of the podium
  for (let i = 0; i < 7; i++) {
    const z = 196 + i * 6;
    const p = cam.p([tx - 30 + (i % 2) * 3, 0, z]);
    const s = cam.scaleAt([tx - 30, 0, z]);
    b += bush({ x: p[0], y: p[1], w: s * 9, h: s * 4, seed: 300 + i, color: "#3f6b45", dark: "#223d2c", light: "#a7b673" });
  }
  for (const it of items) if (it.z <= 225) b += drawItem(it);
  palmsAt.forEach((z, i) => {
    if (z <= 240) b += palmAt(z, i);
  });
  // second row of palms along the road
  [150, 185, 250].forEach((z, i) => {
    b += palmAt(z, i + 20, 38);
  });

  // foreground: a backlit dune garden framing the right edge
  b += `<path d="M940 900C1020 842 1140 818 1260 822C1380 826 1500 806 1620 780L1620 900Z" fill="#1c3226"/>`;
  b += bush({ x: 1360, y: 880, w: 520, h: 120, seed: 41, color: "#264834", dark: "#112119", light: "#6d7d4a" });
  b += bush({ x: 1030, y: 915, w: 300, h: 85, seed: 42, color: "#2a4d37", dark: "#112119", light: "#7a874f" });
  b += palm({
    x: 1575,
    y: 910,
    h: 800,
    lean: -50,
    seed: 501,
    trunk: "#4a3d31",
    trunkDark: "#241d18",
    leaf: "#223b29",
    leafDark: "#122117",
    rim: "#d9a560",
    fronds: 13,
  });
  b += palm({
    x: 1400,
    y: 900,
    h: 470,
    lean: 55,
    seed: 502,
    trunk: "#4a3d31",
    trunkDark: "#241d18",
    leaf: "#284530",
    leafDark: "#14251a",
    rim: "#d9a560",
  });
  // colour grade: warm vignette
  defs += rgrad(
    "vig",
    [
      [0.55, "#000", 0],
      [1, "#0b1f33", 0.45],
    ],
    'cx="0.5" cy="0.45" r="0.75"',
  );
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return { W, H, defs, body: b };
}

export function exteriorSvg() {
  const s = exteriorScene();
  return svgDoc(s.W, s.H, s.defs, s.body);
}

/** 1200x630 Open Graph card: the exterior scene with the title set over the sky. */
export function ogSvg() {
  const s = exteriorScene();
  const W = 1200;
  const H = 630;
  const SANS_F = "DejaVu Sans, Liberation Sans, sans-serif";
  const SERIF_F = "Noto Serif Display, DejaVu Serif, Liberation Serif, serif";
  let defs = "";
  defs += `<linearGradient id="ogShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b1f33" stop-opacity="0.88"/><stop offset="0.42" stop-color="#0b1f33" stop-opacity="0.62"/><stop offset="0.62" stop-color="#0b1f33" stop-opacity="0"/></linearGradient>`;
  defs += `<linearGradient id="ogGold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8d09a"/><stop offset=".5" stop-color="#c9a45c"/><stop offset="1" stop-color="#a27c3c"/></linearGradient>`;
  let b = `<svg x="0" y="0" width="${W}" height="${H}" viewBox="60 40 1540 808.5" preserveAspectRatio="xMidYMid slice"><defs>${s.defs}</defs>${s.body}</svg>`;
  b += `<rect width="${W}" height="${H}" fill="url(#ogShade)"/>`;
  b += `<rect y="${H - 6}" width="${W}" height="6" fill="url(#ogGold)"/>`;
  // monogram + brand line
  b += `<g transform="translate(72 92) scale(0.5)"><g fill="none" stroke="url(#ogGold)"><circle cx="60" cy="60" r="56.5" stroke-width="2.6"/><circle cx="60" cy="60" r="50.5" stroke-width="0.9"/><path d="M43 68.5q8-6.5 16 0t16 0" stroke-width="3.2" stroke-linecap="round"/></g><g fill="url(#ogGold)"><path d="M56.2 28h3.6L37.4 88h-3.3z"/><path d="M57.8 28h5.4l23.4 60h-8.4z"/><path d="M29.5 86.6h12.4v2.2H29.5zM73.6 86.6h17v2.2h-17zM54.6 26.6h10.4v2.2H54.6z"/><path d="M60 12.5l1.7 4.3 4.3 1.7-4.3 1.7-1.7 4.3-1.7-4.3-4.3-1.7 4.3-1.7z"/></g></g>`;
  b += `<text x="146" y="124" font-family="${SANS_F}" font-size="15" letter-spacing="4" fill="#e3c98f">AURELIA HOTELS &amp; RESORTS</text>`;
  b += `<text x="72" y="268" font-family="${SERIF_F}" font-size="66" fill="#ffffff">Aurelia Residences</text>`;
  b += `<text x="72" y="346" font-family="${SERIF_F}" font-size="66" fill="#ffffff">Kuantan</text>`;
  b += `<path d="M74 384H170" stroke="url(#ogGold)" stroke-width="3"/>`;
  b += `<text x="72" y="430" font-family="${SANS_F}" font-size="27" fill="#f5efe6">Hotel-branded living by the South China Sea</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${b}</svg>`;
}
