import "server-only";
import { createHash } from "node:crypto";

// Script types a browser runs; anything else (JSON-LD, say) is a data block that CSP leaves alone.
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP hash source of one script's text. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, "i").exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts a browser would run
 * in this HTML, in order of appearance, without repeats.
 *
 * A pattern, not an HTML parser: the input is only ever our own build's
 * prerendered pages, which React writes in one regular form. The browser
 * suite checks the result against the scripts Chromium actually finds.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes];
}
