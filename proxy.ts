import { NextResponse, type NextRequest } from "next/server";
import { site } from "@/lib/config/site";
import { LOCALE_COOKIE, LOCALE_HEADER, isLocaleCode } from "@/lib/i18n/locales";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Runs before every page: a fresh CSP nonce per request, and `?lang=xx` links,
 * which win over the cookie and become the visitor's saved choice.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === "development");

  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);

  const lang = request.nextUrl.searchParams.get("lang");
  const linked = isLocaleCode(lang) ? lang : undefined;
  if (linked) headers.set(LOCALE_HEADER, linked);
  else headers.delete(LOCALE_HEADER);

  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  if (linked) {
    response.cookies.set(LOCALE_COOKIE, linked, { path: "/", maxAge: ONE_YEAR, sameSite: "lax" });
  }
  return response;
}

export function contentSecurityPolicy(nonce: string, isDev: boolean): string {
  return [
    "default-src 'self'",
    // React and next-intl set style attributes; scripts stay nonce-only.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${site.videoOrigin}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const config = {
  matcher: [
    {
      // The paths skipped here get their CSP from next.config.mjs (NOT_PAGES): keep the two lists alike.
      source: "/((?!api|_next/static|_next/image|slides|brand|favicon.ico|icon.svg|og.jpg).*)",
      // The router's prefetches are RSC payloads that never become a document: they get next.config.mjs's
      // strict policy instead. A browser's `Purpose: prefetch` of a page is HTML that may become the page
      // itself, so it goes through here like any visit and gets its nonce.
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
