// Aurelia Hotels & Resorts monogram: a high-contrast "A" whose crossbar is a
// sea wave, inside a double gold ring with a small guiding star. Hand-tuned
// path data; no text or external references so it renders anywhere.

const GOLD_GRAD = (id) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8d09a"/><stop offset=".5" stop-color="#c9a45c"/><stop offset="1" stop-color="#a27c3c"/></linearGradient>`;

/** Full mark: 120 x 120, transparent background. */
export function markSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-labelledby="t">
<title id="t">Aurelia Hotels &amp; Resorts</title>
<defs>${GOLD_GRAD("g")}</defs>
<g fill="none" stroke="url(#g)">
<circle cx="60" cy="60" r="56.5" stroke-width="2.6"/>
<circle cx="60" cy="60" r="50.5" stroke-width="0.9"/>
<path d="M43 68.5q8-6.5 16 0t16 0" stroke-width="3.2" stroke-linecap="round"/>
</g>
<g fill="url(#g)">
<path d="M56.2 28h3.6L37.4 88h-3.3z"/>
<path d="M57.8 28h5.4l23.4 60h-8.4z"/>
<path d="M29.5 86.6h12.4v2.2H29.5zM73.6 86.6h17v2.2h-17zM54.6 26.6h10.4v2.2H54.6z"/>
<path d="M60 12.5l1.7 4.3 4.3 1.7-4.3 1.7-1.7 4.3-1.7-4.3-4.3-1.7 4.3-1.7z"/>
</g>
</svg>
`;
}

/** Favicon: square navy tile with a heavier mark that stays legible at 32 px. */
export function iconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<defs>${GOLD_GRAD("g")}</defs>
<rect width="64" height="64" rx="14" fill="#0b1f33"/>
<circle cx="32" cy="32" r="26.5" fill="none" stroke="url(#g)" stroke-width="2.4"/>
<g fill="url(#g)">
<path d="M29.4 13h4.6L20.6 50h-4.6z"/>
<path d="M30.6 13h5.6L49.4 50h-7.6z"/>
</g>
<path d="M21.5 39.5q5.3-4.4 10.6 0t10.6 0" fill="none" stroke="url(#g)" stroke-width="3.2" stroke-linecap="round"/>
</svg>
`;
}
