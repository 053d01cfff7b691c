import "server-only";

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    // A mangled value must not turn a request into a 500: it is then simply taken as is.
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return rest.join("=");
    }
  }
  return undefined;
}

// next.config.mjs's HTTPS_HOP: a proxy in front appends its hop, and any https in the chain counts.
const HTTPS_HOP = /^(?:.*,\s*)?https(?:\s*,.*)?$/;

/** Hosts a browser counts as potentially trustworthy over plain HTTP, where it keeps a Secure cookie too. */
function isLoopback(hostname: string): boolean {
  return (
    hostname === "localhost" || hostname.endsWith(".localhost") || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) || hostname === "[::1]"
  );
}

/**
 * Whether the browser will keep a Secure cookie from this answer: the visitor
 * came over HTTPS (to us, or to the proxy in front, which says so in
 * X-Forwarded-Proto), or to a loopback address, as on a developer's machine
 * and in the tests.
 */
export function isSecureContext(request: Request): boolean {
  const url = new URL(request.url);
  return url.protocol === "https:" || HTTPS_HOP.test(request.headers.get("x-forwarded-proto") ?? "") || isLoopback(url.hostname);
}

export function serializeCookie(request: Request, name: string, value: string, maxAgeSeconds: number): string {
  const secure = isSecureContext(request) ? "; Secure" : "";
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}
