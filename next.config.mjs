import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/server/i18n/request.ts",
  experimental: {
    // The catalogs are compiled at build time and the pages format them with a format-only runtime,
    // so the browser loads no ICU message parser. Code that needs a message as plain text renders it
    // (lib/server/i18n/messages.ts, messageTexts) instead of reading the catalog's value.
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

const COMMON_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "microphone=(self), camera=(), geolocation=(), payment=(), usb=()" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

// JSON, audio, images, scripts and styles are never a document that runs anything, so they may load nothing.
const NON_HTML_CSP = {
  key: "Content-Security-Policy",
  value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

// The paths proxy.ts's matcher skips; keep the two lists alike (a matcher must be a literal, so it
// cannot import this one; proxy.test.ts checks that every path gets exactly one of the two CSPs).
// `/:path*` also matches the folder's own name (`/api`), as the matcher's `(?:/|$)` skips it.
const NOT_PAGES = [
  "/api/:path*",
  "/_next/static/:path*",
  "/_next/image",
  "/slides/:path*",
  "/brand/:path*",
  "/flags/:path*",
  "/tour/:path*",
  "/favicon.ico",
  "/icon.svg",
  "/og.jpg",
];

// Proxies append to X-Forwarded-Proto; Next itself reads any "https" in it as HTTPS, and so do we.
const HTTPS_HOP = "(?:.*,\\s*)?https(?:\\s*,.*)?";
const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build directory lets a test build run beside a dev server.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  // The stylesheets (10 kB gzip in all) come inside the page: no render-blocking request stands
  // between the HTML and the first paint, which then often comes before the framework's scripts run.
  experimental: { inlineCss: true },
  // `npm test` type-checks the whole project (tests included) as its own step.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // server.mjs compresses, in Brotli where the browser takes it (lib/server/http/compress.mjs).
  compress: false,
  // eSpeak NG ships a 18 MB WebAssembly file that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["espeak-ng", "@libsql/client", "libsql", "pg", "nodemailer"],
  images: {
    formats: ["image/avif", "image/webp"],
    // 750: a phone's hero at 360 to 430 px and 1.75 to 2 device pixels a px is 630 to 780 pixels wide.
    deviceSizes: [640, 750, 828, 1080, 1280, 1600, 1920],
    // The optimizer sets its own CSP over ours; give it the same one, so resized images forbid framing too.
    contentSecurityPolicy: NON_HTML_CSP.value,
  },
  async headers() {
    return [
      // Security headers that need no per-request nonce, on every response: pages, API, files, errors.
      { source: "/:path*", headers: COMMON_HEADERS },
      // Pages get a CSP with a fresh nonce from proxy.ts. Everything the proxy skips gets a CSP here
      // instead, never both: a browser enforces every CSP it is sent, so two would block the page.
      ...NOT_PAGES.map((source) => ({ source, headers: [NON_HTML_CSP] })),
      // HSTS only over HTTPS, where it means something (a browser ignores it over HTTP). `next start`
      // speaks no TLS, so HTTPS always ends at a proxy in front, which says so in this header.
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: HTTPS_HOP }], headers: [HSTS] },
    ];
  },
};

export default withNextIntl(nextConfig);
