// Architectural floor plan of the Type A "Ardentz" 3-bedroom corner unit,
// drawn to scale (metres -> px) in a light architectural style with a navy
// title panel. Walls, openings, furniture and dimension strings are generated
// from the room/wall tables below.
import { n, vgrad, svgDoc, SANS, SERIF, PALETTE } from "./lib.mjs";

const NAVY = PALETTE.navy;
const GOLD = PALETTE.gold;
const INK = "#1d3047";

export function floorPlanSvg() {
  const W = 1600;
  const H = 900;
  const SC = 50; // px per metre
  const OX = 196;
  const OY = 248;
  const X = (m) => OX + m * SC;
  const Y = (m) => OY + m * SC;
  const EXT = 0.25;
  const INT = 0.12;

  let defs = "";
  defs += `<pattern id="wood" width="${SC * 0.18}" height="${SC * 1.2}" patternUnits="userSpaceOnUse"><rect width="${SC * 0.18}" height="${SC * 1.2}" fill="#f7efe2"/><path d="M0 0V${SC * 1.2}" stroke="#e6d7bf" stroke-width="1"/><path d="M0 ${SC * 0.6}H${SC * 0.18}" stroke="#ece0cc" stroke-width="0.8"/></pattern>`;
  defs += `<pattern id="tile" width="${SC * 0.3}" height="${SC * 0.3}" patternUnits="userSpaceOnUse"><rect width="${SC * 0.3}" height="${SC * 0.3}" fill="#e4f1ef"/><path d="M0 0H${SC * 0.3}M0 0V${SC * 0.3}" stroke="#c7e0dc" stroke-width="1"/></pattern>`;
  defs += `<pattern id="ktile" width="${SC * 0.6}" height="${SC * 0.6}" patternUnits="userSpaceOnUse"><rect width="${SC * 0.6}" height="${SC * 0.6}" fill="#f1eee9"/><path d="M0 0H${SC * 0.6}M0 0V${SC * 0.6}" stroke="#e0dad1" stroke-width="1"/></pattern>`;
  defs += `<pattern id="deck" width="${SC}" height="${SC * 0.15}" patternUnits="userSpaceOnUse"><rect width="${SC}" height="${SC * 0.15}" fill="#eadbc2"/><path d="M0 0H${SC}" stroke="#d6c2a1" stroke-width="1"/></pattern>`;
  defs += `<pattern id="carpet" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#f9f6f0"/><circle cx="3" cy="3" r="0.6" fill="#ebe3d6"/></pattern>`;
  defs += vgrad("panel", [
    [0, "#0e2740"],
    [1, NAVY],
  ]);
  defs += `<marker id="tick" viewBox="-5 -5 10 10" markerWidth="10" markerHeight="10" orient="auto"><path d="M-3 3L3 -3" stroke="${GOLD}" stroke-width="1.4"/></marker>`;

  let b = `<rect width="${W}" height="${H}" fill="${PALETTE.sand}"/>`;
  // faint drafting grid
  let grid = "";
  for (let x = 0; x < 1100; x += 20) grid += `M${x} 0V${H}`;
  for (let y = 0; y < H; y += 20) grid += `M0 ${y}H1100`;
  b += `<path d="${grid}" stroke="#e9e0d2" stroke-width="0.6"/>`;

  // ------------------------------------------------------------- floors --
  const rect = (x0, y0, x1, y1, fill, extra = "") =>
    `<rect x="${n(X(x0))}" y="${n(Y(y0))}" width="${n((x1 - x0) * SC)}" height="${n((y1 - y0) * SC)}" fill="${fill}"${extra}/>`;
  const rooms = [
    { name: "BEDROOM 1", dim: "4.2 × 4.2 m", r: [0, 0, 4.2, 4.2], fill: "url(#carpet)", lx: 2.6, ly: 0.75 },
    { name: "LIVING", dim: "5.2 × 4.4 m", r: [4.2, 0, 9.4, 5.4], fill: "url(#wood)", lx: 6.0, ly: 4.85 },
    { name: "DINING", dim: "3.8 × 3.8 m", r: [9.4, 0, 13.2, 3.8], fill: "url(#wood)", lx: 11.3, ly: 0.55 },
    { name: "KITCHEN", dim: "3.8 × 2.8 m", r: [9.4, 3.8, 13.2, 6.6], fill: "url(#ktile)", lx: 11.1, ly: 5.15 },
    { name: "BATH 1", dim: "2.4 × 2.4 m", r: [0, 4.2, 2.4, 6.6], fill: "url(#tile)", lx: 1.68, ly: 5.45 },
    { name: "WIR", dim: "", r: [2.4, 4.2, 4.2, 5.4], fill: "url(#carpet)", lx: 3.3, ly: 4.95 },
    { name: "HALL", dim: "", r: [2.4, 5.4, 9.4, 6.6], fill: "url(#wood)", lx: 6.6, ly: 6.1, small: true },
    { name: "BEDROOM 2", dim: "3.6 × 3.0 m", r: [0, 6.6, 3.6, 9.6], fill: "url(#carpet)", lx: 1.35, ly: 9.0 },
    { name: "BATH 2", dim: "1.8 × 3.0 m", r: [3.6, 6.6, 5.4, 9.6], fill: "url(#tile)", lx: 4.5, ly: 9.0 },
    { name: "BEDROOM 3", dim: "3.6 × 3.0 m", r: [5.4, 6.6, 9.0, 9.6], fill: "url(#carpet)", lx: 7.05, ly: 7.05 },
    { name: "BATH 3", dim: "1.8 × 3.0 m", r: [9.0, 6.6, 10.8, 9.6], fill: "url(#tile)", lx: 9.85, ly: 8.25 },
    { name: "ENTRY", dim: "", r: [10.8, 6.6, 13.2, 9.6], fill: "url(#ktile)", lx: 12.0, ly: 8.0 },
  ];
  // balcony wrapping the sea-facing corner
  b += `<path d="M${n(X(4.2))} ${n(Y(0))}V${n(Y(-1.8))}H${n(X(15))}V${n(Y(3.8))}H${n(X(13.2))}V${n(Y(0))}Z" fill="url(#deck)"/>`;
  for (const rm of rooms) b += rect(...rm.r, rm.fill);

  // -------------------------------------------------------------- walls --
  // wall(x0,y0,x1,y1,t,openings[[a,b,kind]]) for axis-aligned centre lines
  let walls = "";
  let details = "";
  const wall = (x0, y0, x1, y1, t, openings = []) => {
    const horiz = y0 === y1;
    const a0 = horiz ? x0 : y0;
    const a1 = horiz ? x1 : y1;
    const cuts = [...openings].sort((p, q) => p[0] - q[0]);
    let cur = a0 - (horiz ? t / 2 : t / 2);
    const end = a1 + t / 2;
    const seg = (s, e) => {
      if (e - s <= 0.001) return;
      walls += horiz ? rect(s, y0 - t / 2, e, y0 + t / 2, NAVY) : rect(x0 - t / 2, s, x0 + t / 2, e, NAVY);
    };
    for (const [s, e, kind] of cuts) {
      seg(cur, s);
      cur = e;
      if (kind === "window" || kind === "slider") {
        // glazing: frame lines plus glass line(s)
        const g = (s2, e2, off) =>
          horiz
            ? `<path d="M${n(X(s2))} ${n(Y(y0 + off))}H${n(X(e2))}" stroke="${INK}" stroke-width="1"/>`
            : `<path d="M${n(X(x0 + off))} ${n(Y(s2))}V${n(Y(e2))}" stroke="${INK}" stroke-width="1"/>`;
        details += horiz ? rect(s, y0 - t / 2, e, y0 + t / 2, "#ffffff") : rect(x0 - t / 2, s, x0 + t / 2, e, "#ffffff");
        details += g(s, e, -t / 2) + g(s, e, t / 2);
        if (kind === "window") details += g(s, e, 0);
        else {
          const mid = (s + e) / 2;
          details += g(s, mid + 0.1, -0.04) + g(mid - 0.1, e, 0.04);
        }
      }
    }
    seg(cur, end);
  };
  // door(hx, hy, len, dirAlong, dirSwing): hinge at (hx,hy); leaf swings to dirSwing
  const door = (hx, hy, len, along, swing) => {
    const [ax, ay] = along;
    const [sx, sy] = swing;
    const leafEnd = [hx + sx * len, hy + sy * len];
    const jamb = [hx + ax * len, hy + ay * len];
    const sweep = ax * sy - ay * sx > 0 ? 1 : 0;
    details += `<path d="M${n(X(hx))} ${n(Y(hy))}L${n(X(leafEnd[0]))} ${n(Y(leafEnd[1]))}" stroke="${INK}" stroke-width="2"/>`;
    details += `<path d="M${n(X(leafEnd[0]))} ${n(Y(leafEnd[1]))}A${n(len * SC)} ${n(len * SC)} 0 0 ${sweep ? 0 : 1} ${n(X(jamb[0]))} ${n(Y(jamb[1]))}" stroke="${INK}" stroke-width="0.8" fill="none" stroke-dasharray="3 2"/>`;
  };
  // exterior
  wall(0, 0, 13.2, 0, EXT, [
    [0.7, 3.5, "window"],
    [5.0, 8.8, "slider"],
    [9.9, 12.7, "slider"],
  ]);
  wall(0, 0, 0, 9.6, EXT, [
    [4.9, 5.9, "window"],
    [7.1, 9.0, "window"],
  ]);
  wall(13.2, 0, 13.2, 9.6, EXT, [
    [0.5, 3.3, "slider"],
    [4.3, 5.9, "window"],
  ]);
  wall(0, 9.6, 13.2, 9.6, EXT, [
    [6.2, 8.4, "window"],
    [11.5, 12.5, "door"],
  ]);
  // interior
  wall(4.2, 0, 4.2, 4.2, INT, [[3.1, 4.0, "door"]]);
  wall(0, 4.2, 4.2, 4.2, INT, [
    [0.6, 1.4, "door"],
    [2.7, 3.9, "open"],
  ]);
  wall(4.2, 4.2, 4.2, 5.4, INT);
  wall(2.4, 4.2, 2.4, 6.6, INT);
  wall(2.4, 5.4, 4.2, 5.4, INT);
  wall(0, 6.6, 11.0, 6.6, INT, [
    [2.6, 3.4, "door"],
    [4.1, 4.9, "door"],
    [7.9, 8.8, "door"],
    [9.4, 9.41, "open"],
  ]);
  wall(3.6, 6.6, 3.6, 9.6, INT);
  wall(5.4, 6.6, 5.4, 9.6, INT);
  wall(9.0, 6.6, 9.0, 9.6, INT, [[7.0, 7.8, "door"]]);
  wall(10.8, 6.6, 10.8, 9.6, INT);
  wall(9.4, 3.8, 9.4, 5.4, INT);
  // balcony edge: glass balustrade
  details += `<path d="M${n(X(4.2))} ${n(Y(-1.8))}H${n(X(15))}V${n(Y(3.8))}H${n(X(13.2))}" stroke="${INK}" stroke-width="1.2" fill="none"/><path d="M${n(X(4.2))} ${n(Y(-1.72))}H${n(X(14.92))}V${n(Y(3.8))}" stroke="#7fa9b6" stroke-width="1" fill="none"/>`;
  details += `<path d="M${n(X(4.2))} ${n(Y(-1.8))}V${n(Y(0))}" stroke="${INK}" stroke-width="1.2"/>`;

  // doors
  door(4.2, 4.0, 0.9, [0, -1], [-1, 0]); // bedroom 1 from living
  door(0.6, 4.2, 0.8, [1, 0], [0, 1]); // bath 1
  door(3.4, 6.6, 0.8, [-1, 0], [0, 1]); // bedroom 2
  door(4.9, 6.6, 0.8, [-1, 0], [0, 1]); // bath 2
  door(8.8, 6.6, 0.9, [-1, 0], [0, 1]); // bedroom 3
  door(9.0, 7.8, 0.8, [0, -1], [1, 0]); // bath 3
  door(12.5, 9.6, 1.0, [-1, 0], [0, -1]); // main entry

  // ---------------------------------------------------------- furniture --
  const F = `stroke="${INK}" stroke-width="1.1" fill="#ffffff"`;
  const box = (x0, y0, x1, y1, r = 0.05, attrs = F) =>
    `<rect x="${n(X(x0))}" y="${n(Y(y0))}" width="${n((x1 - x0) * SC)}" height="${n((y1 - y0) * SC)}" rx="${n(r * SC)}" ${attrs}/>`;
  const line = (x0, y0, x1, y1, w = 1) =>
    `<path d="M${n(X(x0))} ${n(Y(y0))}L${n(X(x1))} ${n(Y(y1))}" stroke="${INK}" stroke-width="${w}"/>`;
  const circ = (cx, cy, r, attrs = F) => `<circle cx="${n(X(cx))}" cy="${n(Y(cy))}" r="${n(r * SC)}" ${attrs}/>`;
  let fu = "";
  const bed = (x0, y0, x1, y1, headLeft = true) => {
    let s = box(x0, y0, x1, y1, 0.06);
    const w = y1 - y0;
    if (headLeft) {
      s += box(x0, y0, x0 + 0.08, y1, 0.02, `fill="${INK}"`);
      s += box(x0 + 0.15, y0 + 0.12, x0 + 0.6, y0 + w / 2 - 0.06, 0.08);
      s += box(x0 + 0.15, y0 + w / 2 + 0.06, x0 + 0.6, y1 - 0.12, 0.08);
      s += `<path d="M${n(X(x0 + 0.85))} ${n(Y(y0))}H${n(X(x1))}V${n(Y(y1))}H${n(X(x0 + 0.85))}Z" fill="#efe4cf" stroke="${INK}" stroke-width="1.1"/>`;
      s += line(x0 + 0.85, y0, x0 + 1.05, y0 + w * 0.5, 0.8) + line(x0 + 1.05, y0 + w * 0.5, x0 + 0.85, y1, 0.8);
    } else {
      s += box(x1 - 0.08, y0, x1, y1, 0.02, `fill="${INK}"`);
      s += box(x1 - 0.6, y0 + 0.12, x1 - 0.15, y0 + w / 2 - 0.06, 0.08);
      s += box(x1 - 0.6, y0 + w / 2 + 0.06, x1 - 0.15, y1 - 0.12, 0.08);
      s += `<path d="M${n(X(x1 - 0.85))} ${n(Y(y0))}H${n(X(x0))}V${n(Y(y1))}H${n(X(x1 - 0.85))}Z" fill="#efe4cf" stroke="${INK}" stroke-width="1.1"/>`;
    }
    return s;
  };
  // bedroom 1: king bed, side tables, wardrobe shelves in the WIR
  fu += bed(0.15, 1.35, 2.25, 3.15);
  fu += box(0.15, 0.75, 0.65, 1.25) + box(0.15, 3.25, 0.65, 3.75);
  fu += circ(0.4, 1.0, 0.12, `fill="${GOLD}" opacity="0.6"`) + circ(0.4, 3.5, 0.12, `fill="${GOLD}" opacity="0.6"`);
  fu += box(3.1, 0.5, 4.05, 2.3, 0.02);
  fu += box(2.5, 4.3, 4.1, 4.75, 0.02) + line(2.5, 4.52, 4.1, 4.52, 0.6);
  for (let x = 2.7; x < 4.1; x += 0.25) fu += line(x, 4.35, x, 4.7, 0.5);
  // bath 1: tub, double basin, wc, shower
  fu += box(0.15, 4.35, 0.9, 6.0, 0.3);
  fu += box(0.25, 4.5, 0.8, 5.85, 0.25, `fill="#d4ebe8" stroke="${INK}" stroke-width="0.8"`);
  fu += box(1.1, 6.05, 2.25, 6.45, 0.04) + circ(1.4, 6.25, 0.13) + circ(1.95, 6.25, 0.13);
  fu += `<ellipse cx="${n(X(2.0))}" cy="${n(Y(4.75))}" rx="${n(0.2 * SC)}" ry="${n(0.27 * SC)}" ${F}/>` + box(1.78, 4.35, 2.22, 4.52, 0.03);
  // living: L-sofa, coffee table, armchairs, tv console, rug
  fu += box(4.7, 1.0, 8.4, 4.2, 0.1, `fill="#f1e7d6" stroke="none"`);
  fu += box(4.35, 1.4, 4.7, 3.9, 0.03);
  fu += line(4.45, 2.0, 4.45, 3.3, 2.5);
  fu += `<path d="M${n(X(8.9))} ${n(Y(1.1))}V${n(Y(4.4))}H${n(X(6.4))}V${n(Y(3.6))}H${n(X(8.1))}V${n(Y(1.1))}Z" ${F}/>`;
  fu += line(8.1, 1.1, 8.9, 1.1) + line(8.1, 2.3, 8.9, 2.3, 0.6) + line(8.1, 3.5, 8.9, 3.5, 0.6) + line(7.3, 3.6, 7.3, 4.4, 0.6);
  fu += box(6.2, 1.9, 7.4, 2.9, 0.08);
  fu += box(5.1, 1.2, 5.9, 2.0, 0.15) + box(5.1, 3.0, 5.9, 3.8, 0.15);
  fu += circ(6.8, 2.4, 0.18, `fill="${GOLD}" opacity="0.5"`);
  // dining: table for six
  fu += box(10.6, 1.25, 12.1, 2.85, 0.06);
  for (const y of [1.55, 2.05, 2.55]) fu += box(10.15, y - 0.2, 10.5, y + 0.2, 0.06) + box(12.2, y - 0.2, 12.55, y + 0.2, 0.06);
  fu += circ(11.35, 2.05, 0.2, `fill="none" stroke="${GOLD}" stroke-width="1.2"`);
  // kitchen: island, worktops along the wall, fridge, hob, sink
  fu += box(10.2, 4.0, 12.4, 4.7, 0.03);
  fu += box(12.55, 3.9, 13.07, 6.5, 0.02);
  fu += box(9.5, 6.0, 12.5, 6.5, 0.02);
  fu += box(9.5, 4.0, 10.05, 4.7, 0.02) + line(9.5, 4.0, 10.05, 4.7, 0.6) + line(10.05, 4.0, 9.5, 4.7, 0.6);
  for (const [cx, cy] of [
    [12.7, 4.9],
    [12.92, 4.9],
    [12.7, 5.2],
    [12.92, 5.2],
  ])
    fu += circ(cx, cy, 0.08, `fill="none" stroke="${INK}" stroke-width="0.8"`);
  fu += box(10.5, 6.08, 11.3, 6.42, 0.06, `fill="#e6f1f1" stroke="${INK}" stroke-width="0.9"`);
  // bedroom 2: queen bed, wardrobe, desk
  fu += bed(0.15, 6.95, 2.05, 8.45);
  fu += box(2.95, 7.5, 3.5, 9.45, 0.02);
  // bath 2: shower, wc, basin
  fu +=
    box(3.72, 6.72, 5.28, 7.75, 0.02, `fill="#d4ebe8" stroke="${INK}" stroke-width="1"`) +
    line(3.72, 6.72, 5.28, 7.75, 0.6) +
    line(5.28, 6.72, 3.72, 7.75, 0.6);
  fu += `<ellipse cx="${n(X(4.1))}" cy="${n(Y(8.1))}" rx="${n(0.2 * SC)}" ry="${n(0.27 * SC)}" ${F}/>` + box(3.72, 7.85, 3.9, 8.35, 0.03);
  fu += box(4.8, 7.9, 5.28, 8.5, 0.04) + circ(5.05, 8.2, 0.13);
  // bedroom 3: queen bed (head on the right), wardrobe
  fu += bed(6.3, 7.75, 8.85, 9.25, false);
  fu += box(5.55, 7.9, 6.1, 9.45, 0.02);
  // bath 3
  fu +=
    box(9.12, 8.8, 10.68, 9.48, 0.02, `fill="#d4ebe8" stroke="${INK}" stroke-width="1"`) +
    line(9.12, 8.8, 10.68, 9.48, 0.6) +
    line(10.68, 8.8, 9.12, 9.48, 0.6);
  fu +=
    `<ellipse cx="${n(X(10.35))}" cy="${n(Y(7.1))}" rx="${n(0.2 * SC)}" ry="${n(0.27 * SC)}" ${F}/>` + box(10.5, 6.78, 10.68, 7.35, 0.03);
  fu += box(9.55, 6.72, 10.02, 7.12, 0.04) + circ(9.78, 6.92, 0.12);
  // entry: console and shoe cabinet
  fu += box(12.6, 6.9, 13.05, 8.6, 0.02);
  fu += circ(12.0, 8.9, 0.35, `fill="none" stroke="${GOLD}" stroke-width="1" stroke-dasharray="2 2"`);
  // balcony: lounge chairs, side table, planters
  fu += box(5.6, -1.45, 6.4, -0.35, 0.12) + box(6.8, -1.45, 7.6, -0.35, 0.12);
  fu += circ(7.0 - 0.1 + 1.2, -0.9, 0.25);
  fu += box(13.6, 0.6, 14.7, 1.4, 0.12) + box(13.6, 1.8, 14.7, 2.6, 0.12);
  for (const [cx, cy] of [
    [4.55, -1.4],
    [14.6, -1.4],
    [14.6, 3.45],
    [11.0, -1.4],
  ])
    fu += circ(cx, cy, 0.25, `fill="#9bbf8a" stroke="${INK}" stroke-width="0.8"`);

  b += fu + walls + details;

  // ------------------------------------------------------------- labels --
  let lab = "";
  for (const rm of rooms) {
    const size = rm.small || !rm.dim ? 10.5 : 13;
    lab += `<text x="${n(X(rm.lx))}" y="${n(Y(rm.ly))}" font-family="${SANS}" font-size="${size}" font-weight="bold" letter-spacing="1.2" fill="${NAVY}" text-anchor="middle">${rm.name}</text>`;
    if (rm.dim)
      lab += `<text x="${n(X(rm.lx))}" y="${n(Y(rm.ly) + 15)}" font-family="${SANS}" font-size="11" fill="#5b6b7d" text-anchor="middle">${rm.dim}</text>`;
  }
  lab += `<text x="${n(X(9.6))}" y="${n(Y(-0.78))}" font-family="${SANS}" font-size="13" font-weight="bold" letter-spacing="1.2" fill="${NAVY}" text-anchor="middle">BALCONY</text><text x="${n(X(9.6))}" y="${n(Y(-0.78) + 15)}" font-family="${SANS}" font-size="11" fill="#5b6b7d" text-anchor="middle">wrap-around · 1.8 m deep</text>`;
  b += lab;

  // --------------------------------------------------------- dimensions --
  let dim = "";
  const dimH = (xs, y, labelAbove = true) => {
    dim += `<path d="M${n(X(xs[0]))} ${n(y)}H${n(X(xs[xs.length - 1]))}" stroke="${GOLD}" stroke-width="1"/>`;
    for (const x of xs)
      dim += `<path d="M${n(X(x))} ${n(y - 7)}V${n(y + 7)}" stroke="${GOLD}" stroke-width="0.8"/><path d="M${n(X(x) - 4)} ${n(y + 4)}L${n(X(x) + 4)} ${n(y - 4)}" stroke="${GOLD}" stroke-width="1.6"/>`;
    for (let i = 0; i < xs.length - 1; i++) {
      const mid = (X(xs[i]) + X(xs[i + 1])) / 2;
      dim += `<text x="${n(mid)}" y="${n(labelAbove ? y - 6 : y + 16)}" font-family="${SANS}" font-size="11.5" fill="#7a5e2c" text-anchor="middle">${(xs[i + 1] - xs[i]).toFixed(1)} m</text>`;
    }
  };
  const dimV = (ys, x, labelLeft = true) => {
    dim += `<path d="M${n(x)} ${n(Y(ys[0]))}V${n(Y(ys[ys.length - 1]))}" stroke="${GOLD}" stroke-width="1"/>`;
    for (const y of ys)
      dim += `<path d="M${n(x - 7)} ${n(Y(y))}H${n(x + 7)}" stroke="${GOLD}" stroke-width="0.8"/><path d="M${n(x - 4)} ${n(Y(y) + 4)}L${n(x + 4)} ${n(Y(y) - 4)}" stroke="${GOLD}" stroke-width="1.6"/>`;
    for (let i = 0; i < ys.length - 1; i++) {
      const mid = (Y(ys[i]) + Y(ys[i + 1])) / 2;
      const tx = labelLeft ? x - 8 : x + 8;
      dim += `<text x="${n(tx)}" y="${n(mid)}" font-family="${SANS}" font-size="11.5" fill="#7a5e2c" text-anchor="middle" transform="rotate(-90 ${n(tx)} ${n(mid)})">${(ys[i + 1] - ys[i]).toFixed(1)} m</text>`;
    }
  };
  dimH([0, 4.2, 9.4, 13.2, 15], Y(-1.8) - 26);
  dimH([0, 13.2], Y(-1.8) - 58);
  dimH([0, 3.6, 5.4, 9.0, 10.8, 13.2], Y(9.6) + 50, false);
  dimV([-1.8, 0, 4.2, 6.6, 9.6], X(0) - 30);
  dimV([0, 9.6], X(0) - 62);
  dimV([-1.8, 3.8, 6.6, 9.6], X(15) + 30, false);
  b += dim;

  // entry arrow
  b += `<path d="M${n(X(12.0))} ${n(Y(9.6) + 30)}V${n(Y(9.6) + 10)}" stroke="${NAVY}" stroke-width="2"/><path d="M${n(X(12.0) - 5)} ${n(Y(9.6) + 17)}L${n(X(12.0))} ${n(Y(9.6) + 10)}L${n(X(12.0) + 5)} ${n(Y(9.6) + 17)}" stroke="${NAVY}" stroke-width="2" fill="none"/><text x="${n(X(12.0) + 12)}" y="${n(Y(9.6) + 28)}" font-family="${SANS}" font-size="10" letter-spacing="1" fill="${NAVY}">MAIN ENTRY</text>`;
  // sea-view cue
  b += `<text x="${n(X(9.6))}" y="${n(Y(-1.8) - 84)}" font-family="${SANS}" font-size="10.5" letter-spacing="3" fill="#0f766e" text-anchor="middle">SOUTH CHINA SEA VIEW</text>`;
  let waves = "";
  for (let i = 0; i < 6; i++) {
    const x = X(6.2) + i * 34;
    waves += `M${n(x)} ${n(Y(-1.8) - 100)}q8.5 -6 17 0t17 0`;
  }
  b += `<path d="${waves}" stroke="#14b8a6" stroke-width="1.4" fill="none" opacity="0.7"/>`;

  // -------------------------------------------------------- title panel --
  const PX = 1108;
  b += `<rect x="${PX}" y="0" width="${W - PX}" height="${H}" fill="url(#panel)"/>`;
  b += `<rect x="${PX + 24}" y="24" width="${W - PX - 48}" height="${H - 48}" fill="none" stroke="${GOLD}" stroke-width="1" opacity="0.5"/>`;
  const T = (x, y, txt, size, fill, extra = "") =>
    `<text x="${x}" y="${y}" font-family="${SANS}" font-size="${size}" fill="${fill}"${extra}>${txt}</text>`;
  const tx = PX + 56;
  // brand mark (small)
  b += `<g transform="translate(${tx} 64) scale(0.62)"><circle cx="40" cy="40" r="37" fill="none" stroke="${GOLD}" stroke-width="2.4"/><circle cx="40" cy="40" r="31" fill="none" stroke="${GOLD}" stroke-width="0.9"/><path d="M22 58L40 17L58 58" fill="none" stroke="${GOLD}" stroke-width="4" stroke-linejoin="round"/><path d="M29 45Q34.5 40 40 45T51 45" fill="none" stroke="${GOLD}" stroke-width="2.6"/></g>`;
  b += `<text x="${tx + 62}" y="82" font-family="${SERIF}" font-size="17" letter-spacing="5" fill="${GOLD}">AURELIA</text>`;
  b += T(tx + 62, 100, "RESIDENCES · KUANTAN", 9.5, "#c9d3de", ' letter-spacing="2.5"');
  b += T(tx, 176, "TYPE A · ARDENTZ", 13, GOLD, ' letter-spacing="3" font-weight="bold"');
  b += `<text x="${tx}" y="222" font-family="${SERIF}" font-size="34" fill="#ffffff">3-Bedroom</text>`;
  b += `<text x="${tx}" y="262" font-family="${SERIF}" font-size="34" fill="#ffffff">Corner Unit</text>`;
  b += `<path d="M${tx} 290H${tx + 64}" stroke="${GOLD}" stroke-width="2"/>`;
  const facts = [
    ["Built-up", "1,299 sq ft"],
    ["Bedrooms", "3"],
    ["Bathrooms", "3"],
    ["Car parks", "3"],
    ["Aspect", "Sea-facing corner"],
  ];
  facts.forEach(([k, v], i) => {
    const y = 332 + i * 34;
    b += T(tx, y, k.toUpperCase(), 10.5, "#9fb0c2", ' letter-spacing="2"');
    b += T(W - 56 - 24, y, v, 15, "#ffffff", ' text-anchor="end"');
    b += `<path d="M${tx} ${y + 12}H${W - 80}" stroke="#ffffff" stroke-opacity="0.12"/>`;
  });
  // key plan: tower floor with this unit highlighted
  const ky = 540;
  b += T(tx, ky, "KEY PLAN", 10.5, "#9fb0c2", ' letter-spacing="2"');
  const kx = tx;
  const kw = 150;
  const kh = 100;
  b += `<rect x="${kx}" y="${ky + 16}" width="${kw}" height="${kh}" fill="none" stroke="#c9d3de" stroke-width="1.2"/>`;
  b += `<rect x="${kx + 55}" y="${ky + 46}" width="40" height="40" fill="none" stroke="#c9d3de" stroke-width="0.8" stroke-dasharray="3 2"/>`;
  for (const [x0, y0, w, h] of [
    [kx, ky + 16, 55, 42],
    [kx + 95, ky + 16, 55, 42],
    [kx, ky + 74, 55, 42],
    [kx + 95, ky + 74, 55, 42],
  ])
    b += `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="#ffffff" fill-opacity="0.06" stroke="#c9d3de" stroke-width="0.6"/>`;
  b += `<rect x="${kx + 95}" y="${ky + 16}" width="55" height="42" fill="${GOLD}" opacity="0.85"/>`;
  b += T(kx + 122, ky + 42, "A", 14, NAVY, ' text-anchor="middle" font-weight="bold"');
  b += T(kx + kw + 18, ky + 36, "Unit A — corner", 12, "#ffffff");
  b += T(kx + kw + 18, ky + 54, "Levels 8 – 35", 12, "#c9d3de");
  b += T(kx + kw + 18, ky + 72, "Sea view (east)", 12, "#c9d3de");
  // north arrow and scale bar
  const nx = tx + 22;
  const ny = 740;
  b += `<circle cx="${nx}" cy="${ny}" r="20" fill="none" stroke="${GOLD}" stroke-width="1"/><path d="M${nx} ${ny - 16}L${nx + 7} ${ny + 8}L${nx} ${ny + 3}L${nx - 7} ${ny + 8}Z" fill="${GOLD}"/><text x="${nx}" y="${ny - 26}" font-family="${SANS}" font-size="11" font-weight="bold" fill="${GOLD}" text-anchor="middle">N</text>`;
  const sx = tx + 80;
  const sy = ny + 4;
  for (let i = 0; i < 5; i++)
    b += `<rect x="${sx + i * SC * 0.8}" y="${sy - 5}" width="${n(SC * 0.8)}" height="6" fill="${i % 2 ? "#ffffff" : GOLD}" fill-opacity="${i % 2 ? 0.2 : 0.9}" stroke="${GOLD}" stroke-width="0.6"/>`;
  for (let i = 0; i <= 5; i += 1) b += T(n(sx + i * SC * 0.8), sy + 20, `${i}`, 10, "#c9d3de", ' text-anchor="middle"');
  b += T(n(sx + 5 * SC * 0.8 + 12), sy + 1, "m", 10, "#c9d3de");
  // note
  b += T(tx, 830, "Layout, dimensions and furnishings are indicative and", 10.5, "#8193a6");
  b += T(tx, 846, "may be subject to change. For illustration only.", 10.5, "#8193a6");
  return svgDoc(W, H, defs, b);
}
