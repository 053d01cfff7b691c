// Dusk elevation: the whole tower from podium to crown, seen almost square-on
// from the water, with lit apartments, glowing crown and reflections in the sea.
import { camera, Scene, rng, mix, n, vgrad, rgrad, blurFilter, palm, stars, svgDoc } from "./lib.mjs";
import { addTower } from "./tower.mjs";

export function buildingSvg() {
  const W = 1600;
  const H = 900;
  const HOR = 668;
  const dist = 900;
  const cam = camera({ pos: [-150, 8, -dist], yaw: 9.2, focal: 4.6 * dist, cx: 800, cy: HOR });
  const WL = cam.p([0, 0, -60])[1]; // waterline on screen

  let defs = "";
  defs += vgrad("sky", [
    [0, "#07182b"],
    [0.3, "#122f52"],
    [0.55, "#3d4a78"],
    [0.75, "#8a5a80"],
    [0.88, "#d9816f"],
    [1, "#f3b070"],
  ]);
  defs += rgrad(
    "afterglow",
    [
      [0, "#ffc985", 0.75],
      [0.4, "#f09a78", 0.35],
      [1, "#f09a78", 0],
    ],
    'cx="0.5" cy="1" r="0.9"',
  );
  defs += vgrad("gF", [
    [0, "#203a63"],
    [0.6, "#3b4b78"],
    [1, "#6a5678"],
  ]);
  defs += vgrad("gS", [
    [0, "#172c4f"],
    [1, "#3e3b62"],
  ]);
  defs += vgrad("loungeGlow", [
    [0, "#fff1c9"],
    [1, "#f2b766"],
  ]);
  defs += vgrad("lobbyGlow", [
    [0, "#ffe2a6"],
    [1, "#e9a85a"],
  ]);
  defs += vgrad("sea", [
    [0, "#3a3d62"],
    [0.35, "#1c3350"],
    [1, "#0b1f33"],
  ]);
  defs += vgrad("fadeDown", [
    [0, "#fff", 0.75],
    [1, "#fff", 0],
  ]);
  defs += `<mask id="reflMask"><rect x="0" y="${n(WL)}" width="${W}" height="${n(H - WL)}" fill="url(#fadeDown)"/></mask>`;
  defs += `<filter id="ripple" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.003 0.06" numOctaves="2" seed="4"/><feDisplacementMap in="SourceGraphic" scale="9" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="2.5 0.6"/></filter>`;
  defs += blurFilter("glow", 8);
  defs += rgrad("lamp", [
    [0, "#fff3d0", 1],
    [0.25, "#ffd58a", 0.6],
    [1, "#ffb45a", 0],
  ]);

  let b = "";
  b += `<rect width="${W}" height="${HOR + 2}" fill="url(#sky)"/>`;
  b += `<ellipse cx="900" cy="${HOR}" rx="1100" ry="330" fill="url(#afterglow)"/>`;
  b += stars({ w: W, y0: 0, y1: 300, count: 140, seed: 12 });
  // crescent moon
  b += `<g transform="translate(1330 130)"><circle r="16" fill="#fff5dc"/><circle cx="7" cy="-5" r="15" fill="#0e2644"/></g>`;
  // thin cloud bands catching the last light
  b += `<g filter="url(#glow)" opacity="0.55"><ellipse cx="300" cy="520" rx="320" ry="7" fill="#e79a86"/><ellipse cx="1300" cy="560" rx="360" ry="6" fill="#f0aa80"/><ellipse cx="1150" cy="440" rx="220" ry="5" fill="#b77a8c"/></g>`;

  // distant hills with scattered lights
  b += `<path d="M0 ${HOR - 40}C160 ${HOR - 70} 320 ${HOR - 58} 460 ${HOR - 50}C620 ${HOR - 40} 760 ${HOR - 74} 940 ${HOR - 62}C1120 ${HOR - 50} 1300 ${HOR - 86} 1460 ${HOR - 66}L1600 ${HOR - 58}L1600 ${HOR + 10}L0 ${HOR + 10}Z" fill="#4a3f63"/>`;
  b += `<path d="M0 ${HOR - 16}C220 ${HOR - 30} 420 ${HOR - 22} 640 ${HOR - 28}C860 ${HOR - 34} 1100 ${HOR - 20} 1320 ${HOR - 30}L1600 ${HOR - 24}L1600 ${HOR + 10}L0 ${HOR + 10}Z" fill="#2e2d4c"/>`;
  const lr = rng(31);
  for (let i = 0; i < 160; i++) {
    const x = lr() * W;
    const y = HOR - 2 - lr() * 22;
    b += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(0.6 + lr() * 0.9)}" fill="${lr() < 0.7 ? "#ffd68f" : "#fff2d6"}" opacity="${n(0.5 + lr() * 0.5)}"/>`;
  }

  // the city block: low-rise neighbours + tower, built once and reused for the reflection
  const sc = new Scene(cam, { dir: [0.35, 0.25, 1], sun: "#f3a874", sunK: 0.4, amb: "#aeb3d6", ambK: 0.82 });
  const br = rng(5);
  const neighbours = [];
  for (let i = 0; i < 18; i++) {
    const side = i % 2 ? 1 : -1;
    const x = side * (45 + br() * 170);
    const z = 10 + br() * 80;
    const w = 14 + br() * 22;
    const h = 6 + Math.pow(br(), 2.2) * 30;
    neighbours.push({ x, z, w, h, d: 16 + br() * 10 });
  }
  for (const nb of neighbours) {
    sc.group(0);
    sc.box(nb.x - nb.w / 2, 0, nb.z, nb.x + nb.w / 2, nb.h, nb.z + nb.d, { color: mix("#6f6f92", "#8a7f9c", br()) });
    for (let y = 2; y < nb.h - 2; y += 3.4) {
      for (let x = nb.x - nb.w / 2 + 1.5; x < nb.x + nb.w / 2 - 2; x += 3.2) {
        if (br() < 0.38)
          sc.poly(
            [
              [x, y, nb.z - 0.05],
              [x + 1.4, y, nb.z - 0.05],
              [x + 1.4, y + 1.5, nb.z - 0.05],
              [x, y + 1.5, nb.z - 0.05],
            ],
            { fill: mix("#f5b86a", "#ffe6b0", br()), normal: [0, 0, -1], opacity: 0.55 + 0.4 * br() },
          );
      }
    }
  }
  const t = addTower(sc, { x: 0, z: 0, mode: "dusk", seed: 21, glass: { front: "url(#gF)", side: "url(#gS)" }, white: "#f2efe8" });
  let city = sc.render();
  // glow behind the crown and lit soffit of the halo
  const crown = cam.p([0, t.top - 4, t.zf]);
  const cityBack = `<ellipse cx="${n(crown[0])}" cy="${n(crown[1])}" rx="90" ry="40" fill="#ffd08a" opacity="0.35" filter="url(#glow)"/>`;
  // promenade with lamps and palms in front of the podium
  let front = "";
  const pr = rng(44);
  const promY = cam.p([0, 0, -30])[1];
  front += `<rect x="0" y="${n(promY - 2)}" width="${W}" height="${n(WL - promY + 4)}" fill="#2a2740"/>`;
  front += `<rect x="0" y="${n(promY - 2)}" width="${W}" height="2" fill="#e0a86a" opacity="0.6"/>`;
  for (let x = -230; x <= 230; x += 14) {
    const base = cam.p([x, 0, -34]);
    const topp = cam.p([x, 5, -34]);
    front += `<path d="M${n(base[0])} ${n(base[1])}L${n(topp[0])} ${n(topp[1])}" stroke="#1b1a2c" stroke-width="1.4"/>`;
    front += `<circle cx="${n(topp[0])}" cy="${n(topp[1])}" r="14" fill="url(#lamp)"/>`;
  }
  for (let i = 0; i < 26; i++) {
    const x = -240 + i * 19 + pr() * 8;
    if (Math.abs(x) < 24 && i % 2) continue;
    const p = cam.p([x, 0, -40]);
    const s = cam.scaleAt([x, 0, -40]);
    front += palm({
      x: p[0],
      y: p[1],
      h: s * (11 + pr() * 4),
      lean: s * (pr() - 0.5) * 4,
      seed: 900 + i,
      trunk: "#2a2536",
      trunkDark: "#17151f",
      leaf: "#1f2a36",
      leafDark: "#151b26",
      fronds: 10,
    });
  }
  // beach strip
  front += `<rect x="0" y="${n(WL - 6)}" width="${W}" height="8" fill="#5b4e5e"/>`;

  b += cityBack + city + front;

  // sea with the reflection of the skyline
  b += `<rect x="0" y="${n(WL)}" width="${W}" height="${n(H - WL)}" fill="url(#sea)"/>`;
  b += `<g mask="url(#reflMask)"><g filter="url(#ripple)" opacity="0.85"><g transform="matrix(1 0 0 -1 0 ${n(2 * WL)})">${city}${front}</g></g></g>`;
  const wr = rng(8);
  for (let i = 0; i < 110; i++) {
    const y = WL + 4 + Math.pow(wr(), 1.4) * (H - WL);
    const x = wr() * W;
    const w = 20 + wr() * 120 * ((y - WL) / (H - WL) + 0.2);
    b += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(0.8 + (y - WL) / 90)}" fill="${wr() < 0.5 ? "#0b1f33" : "#f6c98a"}" opacity="${n(0.15 + wr() * 0.3)}"/>`;
  }
  b += `<rect x="0" y="${n(WL)}" width="${W}" height="1.5" fill="#f5c98c" opacity="0.5"/>`;
  b += `<ellipse cx="900" cy="${n(WL + 10)}" rx="900" ry="40" fill="#d9816f" opacity="0.12" filter="url(#glow)"/>`;
  // cinematic vignette
  defs += rgrad(
    "vig",
    [
      [0.6, "#000", 0],
      [1, "#04101c", 0.55],
    ],
    'cx="0.5" cy="0.5" r="0.75"',
  );
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return svgDoc(W, H, defs, b);
}
