import "server-only";
import fs from "node:fs";
import path from "node:path";
import { site } from "@/lib/shared/config/site";
import { LOCALES, localePath } from "@/lib/shared/i18n/locales";
import { introScript } from "@/lib/shared/ui/intro";
import { paintFirstScript } from "@/lib/shared/ui/paint-first";
import { firstActionScript } from "@/lib/shared/ui/first-action";
import { SITE_PAGES } from "@/lib/server/seo/pages";
import { contentSecurityPolicy } from "./policy";
import { inlineScriptHashes, scriptHash } from "./inline-scripts";

/** Each public path of a page built ahead of time, and its file among the build's prerendered pages. */
const BUILT_PAGES: ReadonlyMap<string, string> = new Map(
  LOCALES.flatMap((l) => SITE_PAGES.map((p): [string, string] => [localePath(l.code, p.path), `${l.tag}${p.path === "/" ? "" : p.path}.html`])),
);

/** What Next serves, built, for a path that matches no route at all (`/missing.txt`). */
const NOT_FOUND_PAGE = "_not-found.html";

/** The built page a public path serves, if it is one. */
export function builtPageFile(pathname: string): string | undefined {
  return BUILT_PAGES.get(pathname);
}

const HOME_SCRIPT_HASHES = [scriptHash(introScript(site.splash)), scriptHash(paintFirstScript()), scriptHash(firstActionScript())];

const hashesByFile = new Map<string, readonly string[] | null>();

/**
 * The hash sources of a built page's inline scripts, read off the very file
 * the server sends, once per process. Null when there is no such file (a
 * development server renders every page on request).
 */
function builtPageHashes(file: string): readonly string[] | null {
  let hashes = hashesByFile.get(file);
  if (hashes === undefined) {
    const distDir = process.env.NEXT_DIST_DIR || ".next";
    try {
      hashes = inlineScriptHashes(fs.readFileSync(path.join(process.cwd(), distDir, "server", "app", file), "utf8"));
    } catch {
      hashes = null;
    }
    hashesByFile.set(file, hashes);
  }
  return hashes;
}

const policyByFile = new Map<string, string | null>();

/** The policy of a built page: its own scripts' hashes and nothing per request, so a CDN may keep it. Null without a build. */
export function builtPagePolicy(file: string): string | null {
  let policy = policyByFile.get(file);
  if (policy === undefined) {
    const hashes = builtPageHashes(file);
    policy = hashes ? contentSecurityPolicy({ hashes }) : null;
    policyByFile.set(file, policy);
  }
  return policy;
}

/**
 * The policy of anything rendered on request (a language's 404 page, every page
 * in development): a fresh nonce, which Next stamps on the scripts it renders;
 * the built 404 page's hashes, for a path that matches no route and gets that
 * page as built; and the home page's pre-paint scripts, which carry no nonce.
 */
export function renderedPagePolicy(nonce: string, isDev: boolean): string {
  const hashes = [...(builtPageHashes(NOT_FOUND_PAGE) ?? []), ...HOME_SCRIPT_HASHES];
  return contentSecurityPolicy({ hashes, nonce, allowEval: isDev });
}
