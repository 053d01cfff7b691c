import "server-only";
import path from "node:path";
import { site } from "@/lib/shared/config/site";
import { LOCALES, localePath } from "@/lib/shared/i18n/locales";
import { introScript } from "@/lib/shared/ui/intro";
import { paintFirstScript } from "@/lib/shared/ui/paint-first";
import { firstActionScript } from "@/lib/shared/ui/first-action";
import { SITE_PAGES } from "@/lib/server/seo/pages";
import { contentSecurityPolicy } from "./policy";
import { readHashManifest, type HashManifest } from "./hash-manifest";
import { scriptHash } from "./inline-scripts";

/** Each public path of a page built ahead of time, and its file among the build's prerendered pages. */
const BUILT_PAGES: ReadonlyMap<string, string> = new Map(
  LOCALES.flatMap((l) =>
    SITE_PAGES.map((p): [string, string] => [localePath(l.code, p.path), `${l.code}${p.path === "/" ? "" : p.path}.html`]),
  ),
);

/** What Next serves, built, for a path that matches no route at all (`/missing.txt`). */
const NOT_FOUND_PAGE = "_not-found.html";

/** Every built page whose scripts a policy lists: the build hashes these (scripts/csp-hashes.ts). */
export const HASHED_PAGES: readonly string[] = [...BUILT_PAGES.values(), NOT_FOUND_PAGE];

/** The built page a public path serves, if it is one. */
export function builtPageFile(pathname: string): string | undefined {
  return BUILT_PAGES.get(pathname);
}

const HOME_SCRIPT_HASHES = [scriptHash(introScript(site.splash)), scriptHash(paintFirstScript()), scriptHash(firstActionScript())];

let manifest: HashManifest | null | undefined;

/**
 * The hash sources of a built page's inline scripts, from the manifest the
 * build wrote beside the pages, read once per process. Null when there is no
 * manifest (a development server renders every page on request).
 */
function builtPageHashes(file: string): readonly string[] | null {
  // The build directory is read at run time, not traced into the server's files.
  if (manifest === undefined)
    manifest = readHashManifest(path.join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || ".next"));
  return manifest?.[file] ?? null;
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
