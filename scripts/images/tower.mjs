// Parametric 3D model of the Aurelia tower: a glass podium, a slender ~35-storey
// shaft with undulating full-width balconies on the sea face, flush gridded side
// faces, a bronze central "spine" of fins, and a white crown frame around the
// rooftop sky lounge. Emits polygons into a Scene from lib.mjs.
import { rng, mix } from "./lib.mjs";

export const TOWER = { W: 26, D: 18, floors: 35, fh: 3.3, podiumH: 14 };

/**
 * opts:
 *  x, z        footprint centre
 *  mode        "day" | "dusk" | "night"
 *  glass       { front, side, podium } SVG paints for the glazing
 *  layer       base layer
 *  seed
 *  balconyDepth(i) optional override
 */
export function addTower(scene, opts = {}) {
  const { x = 0, z = 0, mode = "day", layer = 0, seed = 11 } = opts;
  const { W, D, floors, fh, podiumH } = TOWER;
  const r = rng(seed);
  const cam = scene.cam;
  const glass = opts.glass ?? {};
  const white = opts.white ?? "#f4f1ea";
  const bronze = opts.bronze ?? "#b48a4a";
  const lit = mode !== "day";
  const x0 = x - W / 2;
  const x1 = x + W / 2;
  const zf = z - D / 2; // sea-facing front
  const zb = z + D / 2;
  const Y0 = podiumH;
  const Y1 = Y0 + floors * fh;
  const camAbove = cam.pos[1] > podiumH + 2;
  const L = camAbove ? { podium: layer, core: layer + 1, out: layer + 2 } : { core: layer, out: layer + 1, podium: layer + 2 };

  const warm = (k) => (k < 0.3 ? mix("#e9964f", "#f6b866", k / 0.3) : mix("#f6bf74", "#fff0cc", (k - 0.3) / 0.7));
  const litFace = (pts, normal, k) => scene.poly(pts, { fill: warm(k), opacity: 0.7 + 0.3 * k, normal, stroke: null });

  // --------------------------------------------------------------- core --
  scene.group(L.core, 1e9);
  // front (sea) face glass
  const front = (xa, xb, ya, yb, dz = 0) => [
    [xa, ya, zf - dz],
    [xb, ya, zf - dz],
    [xb, yb, zf - dz],
    [xa, yb, zf - dz],
  ];
  const side = (sx, za, zb2, ya, yb) =>
    sx < x
      ? [
          [sx, ya, zb2],
          [sx, ya, za],
          [sx, yb, za],
          [sx, yb, zb2],
        ]
      : [
          [sx, ya, za],
          [sx, ya, zb2],
          [sx, yb, zb2],
          [sx, yb, za],
        ];
  const NF = [0, 0, -1];
  scene.poly(front(x0, x1, Y0, Y1), { fill: glass.front ?? "#6f93a8", normal: NF });
  // interior life: curtains by day, lit rooms by night
  const bays = [-13, -10, -6.6, -2.2, 2.2, 6.6, 10, 13];
  for (let i = 0; i < floors; i++) {
    const y = Y0 + i * fh;
    for (let b = 0; b < bays.length - 1; b++) {
      if (b === 3) continue; // spine
      const k = r();
      if (lit) {
        if (k < (mode === "night" ? 0.5 : 0.58))
          litFace(front(x + bays[b] + 0.15, x + bays[b + 1] - 0.15, y + 0.45, y + fh - 0.05), NF, r());
      } else if (k < 0.35) {
        scene.poly(front(x + bays[b], x + bays[b + 1], y + 0.4, y + fh), {
          fill: k < 0.15 ? "#ffffff" : "#0b1f33",
          opacity: 0.1,
          normal: NF,
          stroke: null,
        });
      }
    }
    // shadow under the balcony above
    if (!lit) scene.poly(front(x0, x1, y + fh - 1.1, y + fh), { fill: "#0b1f33", opacity: 0.22, normal: NF, stroke: null });
    scene.poly(front(x0, x1, y, y + 0.45), { color: white, normal: NF });
  }
  // mullions
  for (const b of bays) scene.poly(front(x + b - 0.09, x + b + 0.09, Y0, Y1), { color: "#dfe3e4", normal: NF });
  // bronze spine of fins
  scene.poly(front(x - 2.2, x + 2.2, Y0, Y1), { fill: lit ? "#3a2c1c" : "#2d4657", normal: NF });
  if (lit)
    for (let i = 0; i < floors; i++)
      if (r() < 0.8) litFace(front(x - 2, x + 2, Y0 + i * fh + 0.5, Y0 + (i + 1) * fh - 0.1), NF, 0.2 + 0.3 * r());
  for (let f = 0; f < 5; f++) {
    const fx = x - 2 + f;
    scene.poly(front(fx - 0.16, fx + 0.16, Y0, Y1 + 2.5, 0.02), { color: bronze, normal: NF });
  }

  // side faces
  for (const sx of [x0, x1]) {
    const NS = [sx < x ? -1 : 1, 0, 0];
    scene.poly(side(sx, zf, zb, Y0, Y1), { fill: glass.side ?? "#56788e", normal: NS });
    const cols = [zf, zf + 3, zf + 6, zf + 9, zf + 12, zf + 15, zb];
    for (let i = 0; i < floors; i++) {
      const y = Y0 + i * fh;
      for (let c = 0; c < cols.length - 1; c++) {
        const k = r();
        if (lit && k < 0.5) {
          const q = side(sx, cols[c] + 0.1, cols[c + 1] - 0.1, y + 0.8, y + fh - 0.05);
          scene.poly(q, { fill: warm(r()), opacity: 0.5 + 0.45 * r(), normal: NS, stroke: null });
        } else if (!lit && k < 0.3) {
          scene.poly(side(sx, cols[c], cols[c + 1], y + 0.8, y + fh), {
            fill: k < 0.12 ? "#ffffff" : "#0b1f33",
            opacity: 0.1,
            normal: NS,
            stroke: null,
          });
        }
      }
      scene.poly(side(sx, zf, zb, y, y + 0.8), { color: white, normal: NS });
    }
    for (const c of cols) scene.poly(side(sx, c - 0.14, c + 0.14, Y0, Y1), { color: white, normal: NS });
  }
  // back face (only visible from behind) and roof
  scene.poly(
    [
      [x1, Y0, zb],
      [x0, Y0, zb],
      [x0, Y1, zb],
      [x1, Y1, zb],
    ],
    { fill: glass.side ?? "#56788e", normal: [0, 0, 1] },
  );
  scene.poly(
    [
      [x0, Y1, zf],
      [x1, Y1, zf],
      [x1, Y1, zb],
      [x0, Y1, zb],
    ],
    { color: "#d9d6cf", normal: [0, 1, 0] },
  );

  // ---------------------------------------------------------- balconies --
  const depth = opts.balconyDepth ?? ((i) => 1.7 + 0.75 * Math.sin(i * 0.42 + 0.6));
  for (let i = 1; i <= floors; i++) {
    const y = Y0 + i * fh;
    const d = i === floors ? 1.2 : depth(i);
    for (const [xa, xb] of [
      [x0 - 0.7, x - 2.35],
      [x + 2.35, x1 + 0.7],
    ]) {
      scene.group(L.out);
      scene.box(xa, y - 0.5, zf - d, xb, y, zf, {
        color: white,
        per: { bottom: { color: lit ? "#f2d7a6" : "#b9bec4", noShade: true } },
      });
      if (i < floors) {
        // glass balustrade with a slim rail
        const zb2 = zf - d + 0.06;
        scene.poly(
          [
            [xa, y, zb2],
            [xb, y, zb2],
            [xb, y + 1.1, zb2],
            [xa, y + 1.1, zb2],
          ],
          { fill: lit ? "#9fb4c4" : "#d8ecf2", opacity: lit ? 0.12 : 0.32, cull: false, stroke: null },
        );
        scene.poly(
          [
            [xa, y + 1.04, zb2],
            [xb, y + 1.04, zb2],
            [xb, y + 1.12, zb2],
            [xa, y + 1.12, zb2],
          ],
          { color: "#e9e6df", cull: false },
        );
      }
    }
  }

  // --------------------------------------------------------------- crown --
  const cY = Y1 + 1.2;
  scene.group(L.out);
  scene.box(x0 - 0.7, Y1, zf - 1.2, x1 + 0.7, cY, zb + 0.3, { color: white });
  // sky lounge pavilion
  scene.group(L.out);
  scene.box(x - 9, cY, zf + 2, x + 9, cY + 4.6, zb - 3, {
    color: white,
    per: {
      front: { fill: lit ? "url(#loungeGlow)" : (glass.front ?? "#6f93a8") },
      left: { fill: lit ? "url(#loungeGlow)" : (glass.side ?? "#56788e") },
      right: { fill: lit ? "url(#loungeGlow)" : (glass.side ?? "#56788e") },
    },
  });
  scene.group(L.out);
  scene.box(x - 10, cY + 4.6, zf + 1.2, x + 10, cY + 5.2, zb - 2.2, { color: white });
  // crown frame: four blades and a halo ring
  const H = cY + 10.5;
  const bl = 0.9;
  const corners = [
    [x0 - 0.7, zf - 1.2],
    [x1 + 0.7 - bl, zf - 1.2],
    [x0 - 0.7, zb + 0.3 - bl],
    [x1 + 0.7 - bl, zb + 0.3 - bl],
  ];
  for (const [cx, cz] of corners) {
    scene.group(L.out);
    scene.box(cx, cY, cz, cx + bl, H, cz + bl, { color: white });
  }
  const ring = [
    [x0 - 0.7 + bl, H - 1, zf - 1.2, x1 + 0.7 - bl, H, zf - 1.2 + bl],
    [x0 - 0.7 + bl, H - 1, zb + 0.3 - bl, x1 + 0.7 - bl, H, zb + 0.3],
    [x0 - 0.7, H - 1, zf - 1.2 + bl, x0 - 0.7 + bl, H, zb + 0.3 - bl],
    [x1 + 0.7 - bl, H - 1, zf - 1.2 + bl, x1 + 0.7, H, zb + 0.3 - bl],
  ];
  for (const b of ring) {
    scene.group(L.out);
    scene.box(...b, { color: white, per: { bottom: { color: lit ? "#f0c27a" : "#d5d8da", noShade: lit } } });
  }

  // -------------------------------------------------------------- podium --
  if (opts.podium === false) return { Y0, Y1, top: H, x0, x1, zf, zb };
  const PW = 50;
  const PD = 34;
  const px0 = x - PW / 2;
  const px1 = x + PW / 2;
  const pz0 = zf - 10;
  const pz1 = pz0 + PD;
  scene.group(L.podium);
  scene.box(px0, 0, pz0, px1, podiumH, pz1, { color: opts.podiumColor ?? "#ece6da", faces: ["front", "left", "right", "top", "back"] });
  const pf = (xa, xb, ya, yb, dz = 0.02) => [
    [xa, ya, pz0 - dz],
    [xb, ya, pz0 - dz],
    [xb, yb, pz0 - dz],
    [xa, yb, pz0 - dz],
  ];
  // glazed ground floor and louvred upper podium on the street face
  scene.poly(pf(px0 + 1, px1 - 1, 0, 5.6), { fill: glass.podium ?? (lit ? "url(#lobbyGlow)" : "#5d7d8f"), normal: NF });
  for (let m = px0 + 1; m <= px1 - 1; m += 3.5) scene.poly(pf(m - 0.1, m + 0.1, 0, 5.6, 0.04), { color: "#d9d4c8", normal: NF });
  scene.poly(pf(px0, px1, 5.6, 6.4), { color: "#b9965a", normal: NF });
  for (let yy = 7; yy < podiumH - 0.8; yy += 0.9) scene.poly(pf(px0 + 1.5, px1 - 1.5, yy, yy + 0.35), { color: "#d8d1c3", normal: NF });
  for (const sx of [px0, px1]) {
    const NS = [sx < x ? -1 : 1, 0, 0];
    const q = (za, zb2, ya, yb) =>
      sx < x
        ? [
            [sx - 0.02, ya, zb2],
            [sx - 0.02, ya, za],
            [sx - 0.02, yb, za],
            [sx - 0.02, yb, zb2],
          ]
        : [
            [sx + 0.02, ya, za],
            [sx + 0.02, ya, zb2],
            [sx + 0.02, yb, zb2],
            [sx + 0.02, yb, za],
          ];
    scene.poly(q(pz0 + 1, pz1 - 1, 0, 5.6), { fill: glass.podium ?? (lit ? "url(#lobbyGlow)" : "#5d7d8f"), normal: NS });
    scene.poly(q(pz0, pz1, 5.6, 6.4), { color: "#b9965a", normal: NS });
    for (let yy = 7; yy < podiumH - 0.8; yy += 0.9) scene.poly(q(pz0 + 1.5, pz1 - 1.5, yy, yy + 0.35), { color: "#d8d1c3", normal: NS });
  }
  // podium roof: deck, pool and planting (seen from above)
  if (camAbove) {
    const top = (xa, xb, za, zb2, h = 0.02) => [
      [xa, podiumH + h, za],
      [xb, podiumH + h, za],
      [xb, podiumH + h, zb2],
      [xa, podiumH + h, zb2],
    ];
    scene.poly(top(px0 + 1, px1 - 1, pz0 + 1, zf - 0.5), { color: "#d9c7a6", normal: [0, 1, 0] });
    scene.poly(top(px0 + 4, px1 - 18, pz0 + 2.5, pz0 + 7.5, 0.04), { fill: "url(#poolWater)", normal: [0, 1, 0] });
    scene.poly(top(px1 - 14, px1 - 2, pz0 + 2, zb - 2, 0.04), { color: "#4f7f55", normal: [0, 1, 0] });
    scene.poly(top(px0 + 2, px0 + 9, zf + 1, pz1 - 2, 0.04), { color: "#4f7f55", normal: [0, 1, 0] });
  }
  return { Y0, Y1, top: H, x0, x1, zf, zb };
}
