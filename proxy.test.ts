import * as staticInfo from "next/dist/build/analysis/get-page-static-info";
import { getMiddlewareRouteMatcher } from "next/dist/shared/lib/router/utils/middleware-route-matcher";
import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import nextConfig from "./next.config.mjs";
import { config } from "./proxy";

/**
 * A response gets its CSP either from the proxy (pages, 404s) or from
 * next.config.mjs (files, the API), never both and never neither: the two lists
 * are matched here with Next's own code, as the server matches them.
 */
// Next compiles a proxy's matcher with this function, which its type declarations leave out.
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers: (matcher: readonly string[], nextConfig: object) => Parameters<typeof getMiddlewareRouteMatcher>[0];
};
const runsProxy = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));

async function configPolicies() {
  const headers = await nextConfig.headers!();
  return headers
    .filter((route) => !route.has && route.headers.some((h) => h.key.toLowerCase() === "content-security-policy"))
    .map((route) => new RegExp(buildCustomRoute("header", route).regex));
}

const PATHS = [
  // Pages and what looks like them.
  "/",
  "/ar",
  "/ar/privacy",
  "/privacy",
  "/no-such-page",
  "/flagship",
  "/apiary",
  "/slideshow",
  "/api-docs",
  "/branding",
  "/tourism",
  "/_next/staticky",
  "/_next/images",
  "/favicon.icon",
  "/og.jpgx",
  "/icon.svg.html",
  "/robots.txt",
  "/sitemap.xml",
  // Files and the API.
  "/api",
  "/api/health.php",
  "/api/audio/0000",
  "/_next/static/chunks/a.js",
  "/_next/static/nope",
  "/_next/image",
  "/slides/exterior.jpg",
  "/brand/aurelia-mark.svg",
  "/flags/GB.svg",
  "/flags/nope",
  "/flags",
  "/tour/tour.mp4",
  "/tour/tour-poster.jpg",
  "/tour",
  "/favicon.ico",
  "/icon.svg",
  "/og.jpg",
];

const FILES = new Set([
  "/api",
  "/api/health.php",
  "/api/audio/0000",
  "/_next/static/chunks/a.js",
  "/_next/static/nope",
  "/_next/image",
  "/slides/exterior.jpg",
  "/brand/aurelia-mark.svg",
  "/flags/GB.svg",
  "/flags/nope",
  "/flags",
  "/tour/tour.mp4",
  "/tour/tour-poster.jpg",
  "/tour",
  "/favicon.ico",
  "/icon.svg",
  "/og.jpg",
]);

describe("the proxy's matcher and next.config.mjs's file policies", () => {
  it.each(PATHS)("give %s exactly one CSP", async (path) => {
    const fromConfig = (await configPolicies()).some((regex) => regex.test(path));
    const fromProxy = runsProxy(path, {} as never, {});
    expect({ fromProxy, fromConfig }).toEqual(
      FILES.has(path) ? { fromProxy: false, fromConfig: true } : { fromProxy: true, fromConfig: false },
    );
  });
});
