/**
 * Debian's Chromium as every browser run here starts it (the browser suite, the benches, the screenshot
 * scripts): no sandbox, as CI runs as root, and nothing of its own on the network, so that a measurement
 * sees only the site's requests.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_FLAGS = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]);
