import "server-only";
import { site } from "@/lib/shared/config/site";

export interface ScriptSources {
  /** Hash sources of a built page's inline scripts. */
  hashes?: readonly string[];
  /** A per-request nonce, for what is rendered on request (404 pages, development). */
  nonce?: string;
  /** React's development build evaluates code; never in production. */
  allowEval?: boolean;
}

/**
 * The pages' policy. Scripts run from our own origin, or inline when their hash
 * or nonce is listed; never `'unsafe-inline'` and never `'unsafe-eval'` in
 * production. `'strict-dynamic'` is left out on purpose: it would disallow the
 * `<script src>` tags of a built page, which carry neither nonce nor a hash a
 * browser matches everywhere.
 */
export function contentSecurityPolicy({ hashes = [], nonce, allowEval = false }: ScriptSources): string {
  const scripts = ["'self'", ...hashes, ...(nonce ? [`'nonce-${nonce}'`] : []), ...(allowEval ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // React and next-intl set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${site.videoOrigin ?? "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
