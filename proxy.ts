import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { builtPageFile, builtPagePolicy, renderedPagePolicy } from "@/lib/server/csp/built-pages";
import { DEFAULT_LOCALE, LOCALE_COOKIE, localePath, pagePath, parseLocale } from "@/lib/shared/i18n/locales";
import { routing } from "@/lib/shared/i18n/routing";

const ONE_YEAR = 60 * 60 * 24 * 365;
const handleLocale = createMiddleware(routing);

/**
 * Runs before every page:
 * - an old `?lang=xx` link answers 308 to the language's path (`my` becomes `ms`), keeping the rest of
 *   the query, and saves the choice;
 * - `/` sends a visitor who chose a language before (the cookie) to it; nobody else is redirected;
 * - next-intl maps `/` to English and `/ar` to Arabic;
 * - the CSP: a built page's own script hashes, the same on every response; a
 *   fresh nonce for what is rendered on request.
 */
export function proxy(request: NextRequest) {
  const { nextUrl } = request;
  // Files (robots.txt, sitemap.xml) are no language's page.
  if (nextUrl.pathname.includes(".")) return withNonce(request, () => NextResponse.next({ request: { headers: request.headers } }));

  const lang = nextUrl.searchParams.get("lang");
  if (lang !== null) {
    const chosen = parseLocale(lang);
    const target = nextUrl.clone();
    target.searchParams.delete("lang");
    target.pathname = localePath(chosen ?? DEFAULT_LOCALE, pagePath(nextUrl.pathname));
    const response = NextResponse.redirect(target, 308);
    if (chosen) response.cookies.set(LOCALE_COOKIE, chosen, { path: "/", maxAge: ONE_YEAR, sameSite: "lax" });
    return response;
  }

  // The language menu saves the new choice before it navigates, so the cookie always names the latest one.
  const saved = parseLocale(request.cookies.get(LOCALE_COOKIE)?.value);
  if (nextUrl.pathname === "/" && saved && saved !== DEFAULT_LOCALE) {
    const target = nextUrl.clone();
    target.pathname = localePath(saved);
    return NextResponse.redirect(target, 307);
  }

  // Router prefetches and payloads come through here too (Next hides their headers from the proxy):
  // they need the language rewrite like any visit.
  const built = builtPageFile(nextUrl.pathname);
  const policy = built && builtPagePolicy(built);
  if (policy) {
    const response = handleLocale(request);
    response.headers.set("content-security-policy", policy);
    return response;
  }
  return withNonce(request, () => handleLocale(request));
}

/**
 * For what is rendered on request: hands the page its nonce and sends the
 * matching CSP. Next reads the nonce from the request's CSP header; next-intl
 * passes the request's headers on to the page, so they are set on the request.
 */
function withNonce(request: NextRequest, next: () => NextResponse): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = renderedPagePolicy(nonce, process.env.NODE_ENV === "development");
  request.headers.set("content-security-policy", csp);
  const response = next();
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  matcher: [
    // The paths skipped here get their CSP from next.config.mjs (NOT_PAGES): keep the two lists alike
    // (proxy.test.ts holds them so). Each name ends at a segment's end, or `/flagship` and `/apiary`
    // would be skipped here yet be no file there, and answer with no CSP at all.
    "/((?!(?:api|_next/static|slides|brand|flags|tour)(?:/|$)|(?:_next/image|favicon\\.ico|icon\\.svg|og\\.jpg)$).*)",
  ],
};
