import "server-only";
import { ApiError, type Surface } from "@/lib/server/api/errors";
import { site } from "@/lib/shared/config/site";

export interface OriginSignals {
  origin: string | null;
  secFetchSite: string | null;
}

/**
 * True when a browser tells us the request was started by another site. A
 * request that says nothing (curl, a server) is not a browser's, so it cannot
 * ride on a visitor's cookies and is let through; the other guards still apply.
 * `ownHosts` are `host[:port]` values this site answers on.
 */
export function isCrossSite({ origin, secFetchSite }: OriginSignals, ownHosts: readonly (string | null | undefined)[]): boolean {
  if (secFetchSite?.trim().toLowerCase() === "cross-site") return true;
  if (origin === null) return false;
  // Sandboxed frames, data: URLs and privacy-sensitive redirects send the literal "null".
  const parsed = parseOrigin(origin.trim());
  if (!parsed) return true;
  return !ownHosts.some((host) => host && sameHost(parsed, host));
}

/** Answers 403 `forbidden:<surface>` to a POST another site's page made in the visitor's browser. */
export function guardSameOrigin(request: Request, surface: Surface): void {
  const signals = { origin: request.headers.get("origin"), secFetchSite: request.headers.get("sec-fetch-site") };
  // The Host header is what the browser addressed; request.url is rebuilt by the server from its own
  // listening address. The public URL covers a proxy that rewrites Host on the way in.
  const ownHosts = [request.headers.get("host"), hostOf(request.url), hostOf(site.url)];
  if (isCrossSite(signals, ownHosts)) throw new ApiError("forbidden", surface);
}

function parseOrigin(value: string): URL | null {
  if (!/^https?:\/\/[^/]+$/i.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Compares with the origin's scheme, so `example.com:443` and `https://example.com` agree. */
function sameHost(origin: URL, host: string): boolean {
  try {
    return new URL(`${origin.protocol}//${host.trim()}`).host === origin.host;
  } catch {
    return false;
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}
