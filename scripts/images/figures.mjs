// Small 2D props drawn in side view: people silhouettes, a sedan, lamps.
// They are positioned with a screen point and a px-per-metre scale so they sit
// correctly in the perspective scenes.
import { n, mix } from "./lib.mjs";

/** A standing/walking person. kind: "man" | "woman" | "doorman". s = px per metre. */
export function person({ x, y, s, kind = "man", color = "#1b2940", face = -1, step = 0.3, accent = "#c9a45c" }) {
  const h = 1.75 * s;
  const u = h / 10; // one "head" unit ~ 17.5 cm
  const sx = face; // facing direction (mirror)
  const P = (dx, dy) => `${n(x + dx * u * sx)} ${n(y - dy * u)}`;
  const head = `<circle cx="${n(x + 0.05 * u * sx)}" cy="${n(y - 9.35 * u)}" r="${n(0.62 * u)}" fill="${color}"/>`;
  const legSpread = step * u * 2.2;
  let body = "";
  if (kind === "woman") {
    body += `<path d="M${P(-0.45, 8.6)}L${P(0.55, 8.6)}L${P(0.75, 6.2)}L${P(1.25, 3.2)}L${P(-1.15, 3.2)}L${P(-0.55, 6.2)}Z" fill="${color}"/>`;
    body += `<path d="M${P(-0.2, 3.3)}L${n(x - legSpread * sx)} ${n(y)}M${P(0.3, 3.3)}L${n(x + legSpread * sx)} ${n(y)}" stroke="${color}" stroke-width="${n(0.32 * u)}" stroke-linecap="round"/>`;
    body += `<path d="M${P(0.1, 9.6)}Q${P(-1, 9.2)} ${P(-0.9, 7.6)}L${P(-0.2, 8.4)}Z" fill="${color}"/>`; // hair
    body += `<path d="M${P(0.5, 8.3)}L${P(0.95, 5.6)}" stroke="${color}" stroke-width="${n(0.3 * u)}" stroke-linecap="round"/>`;
    body += `<rect x="${n(x + (0.7 * sx - (sx < 0 ? 0.8 : 0)) * u)}" y="${n(y - 5.9 * u)}" width="${n(0.8 * u)}" height="${n(0.7 * u)}" rx="${n(0.1 * u)}" fill="${accent}"/>`; // handbag
  } else {
    body += `<path d="M${P(-0.7, 8.5)}Q${P(0, 8.8)} ${P(0.75, 8.5)}L${P(0.65, 4.8)}L${P(-0.6, 4.8)}Z" fill="${color}"/>`;
    body += `<path d="M${P(-0.3, 5)}L${n(x - legSpread * sx)} ${n(y)}M${P(0.35, 5)}L${n(x + legSpread * sx)} ${n(y)}" stroke="${color}" stroke-width="${n(0.5 * u)}" stroke-linecap="round"/>`;
    body += `<path d="M${P(-0.65, 8.2)}L${P(-0.95, 5.2)}M${P(0.7, 8.2)}L${P(0.95, 5.3)}" stroke="${color}" stroke-width="${n(0.34 * u)}" stroke-linecap="round"/>`;
    if (kind === "doorman") {
      body += `<path d="M${P(-0.7, 9.7)}L${P(0.8, 9.7)}L${P(0.7, 10.2)}L${P(-0.6, 10.2)}Z" fill="${color}"/>`;
      body += `<path d="M${P(-0.62, 8.3)}L${P(0.68, 8.3)}" stroke="${accent}" stroke-width="${n(0.16 * u)}"/>`;
      body += `<path d="M${P(-0.62, 6.4)}L${P(0.62, 6.4)}" stroke="${accent}" stroke-width="${n(0.12 * u)}"/>`;
    }
  }
  return `<g>${body}${head}</g>`;
}

/** Wheeled suitcase standing next to a person. */
export function suitcase({ x, y, s, color = "#c9a45c" }) {
  const w = 0.42 * s;
  const h = 0.62 * s;
  return `<rect x="${n(x)}" y="${n(y - h - 0.05 * s)}" width="${n(w)}" height="${n(h)}" rx="${n(0.05 * s)}" fill="${color}"/><path d="M${n(x + w * 0.3)} ${n(y - h - 0.05 * s)}L${n(x + w * 0.3)} ${n(y - h - 0.4 * s)}L${n(x + w * 0.7)} ${n(y - h - 0.4 * s)}L${n(x + w * 0.7)} ${n(y - h - 0.05 * s)}" stroke="#1b2940" stroke-width="${n(0.04 * s)}" fill="none"/>`;
}

/**
 * Executive sedan in side profile. (x, y) = ground point under the rear bumper,
 * s = px per metre, facing right. Returns an SVG group.
 */
export function sedan({ x, y, s, body = "#14263d", glassTop = "#9fb4c4", glassBot = "#1b2b3f", id = "car" }) {
  const P = (u, v) => `${n(x + u * s)} ${n(y - v * s)}`;
  const defs = `<linearGradient id="${id}B" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(body, "#ffffff", 0.35)}"/><stop offset="0.35" stop-color="${body}"/><stop offset="0.55" stop-color="${mix(body, "#ffffff", 0.12)}"/><stop offset="1" stop-color="${mix(body, "#000000", 0.35)}"/></linearGradient><linearGradient id="${id}G" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${glassTop}"/><stop offset="0.6" stop-color="${glassBot}"/></linearGradient>`;
  let g = `<defs>${defs}</defs>`;
  g += `<ellipse cx="${n(x + 2.45 * s)}" cy="${n(y)}" rx="${n(2.7 * s)}" ry="${n(0.16 * s)}" fill="#000" opacity="0.35"/>`;
  g += `<path d="M${P(0.02, 0.32)}L${P(0, 0.78)}Q${P(0.05, 0.96)} ${P(0.35, 1.0)}L${P(1.0, 1.04)}Q${P(1.35, 1.38)} ${P(1.75, 1.43)}L${P(2.95, 1.45)}Q${P(3.35, 1.4)} ${P(3.75, 1.06)}L${P(4.6, 0.93)}Q${P(4.92, 0.86)} ${P(4.94, 0.62)}L${P(4.9, 0.32)}L${P(4.45, 0.28)}A${n(0.42 * s)} ${n(0.42 * s)} 0 0 0 ${P(3.45, 0.28)}L${P(1.55, 0.28)}A${n(0.42 * s)} ${n(0.42 * s)} 0 0 0 ${P(0.55, 0.28)}Z" fill="url(#${id}B)"/>`;
  g += `<path d="M${P(1.25, 1.06)}Q${P(1.55, 1.34)} ${P(1.85, 1.37)}L${P(2.92, 1.38)}Q${P(3.25, 1.32)} ${P(3.55, 1.07)}Z" fill="url(#${id}G)"/>`;
  g += `<path d="M${P(2.3, 1.38)}L${P(2.3, 1.06)}" stroke="${body}" stroke-width="${n(0.06 * s)}"/>`;
  g += `<path d="M${P(0.1, 0.86)}L${P(4.8, 0.8)}" stroke="#ffffff" stroke-width="${n(0.02 * s)}" opacity="0.35"/>`;
  g += `<path d="M${P(4.72, 0.74)}L${P(4.92, 0.72)}" stroke="#fff6dc" stroke-width="${n(0.07 * s)}" stroke-linecap="round"/>`;
  g += `<path d="M${P(0.02, 0.8)}L${P(0.12, 0.82)}" stroke="#d2403a" stroke-width="${n(0.08 * s)}" stroke-linecap="round"/>`;
  for (const wx of [1.05, 3.95]) {
    g += `<circle cx="${n(x + wx * s)}" cy="${n(y - 0.33 * s)}" r="${n(0.34 * s)}" fill="#0d1116"/>`;
    g += `<circle cx="${n(x + wx * s)}" cy="${n(y - 0.33 * s)}" r="${n(0.2 * s)}" fill="#8f99a3"/>`;
    g += `<circle cx="${n(x + wx * s)}" cy="${n(y - 0.33 * s)}" r="${n(0.07 * s)}" fill="#3a434c"/>`;
  }
  return `<g>${g}</g>`;
}
