import "server-only";
import type { StoredClip } from "./stored-clip";

const IMMUTABLE = "public, max-age=31536000, immutable";
// A clip that speaks a visitor's details is for their browser's player only: no CDN, proxy or disk cache keeps it.
const PERSONAL = "private, no-store";

/**
 * The HTTP answer for a stored clip, streamed from the store. The key is a hash
 * of what was spoken, so it is the ETag and the clip never changes. Single byte
 * ranges are served because Safari (iOS included) will not play media from a
 * server without them. A clip that speaks someone's contact details is
 * `private, no-store` instead (see clip-privacy.ts).
 */
export function audioResponse(request: Request, key: string, clip: StoredClip, options: { personal?: boolean } = {}): Response {
  const etag = `"${key}"`;
  const total = clip.size;
  const headers: Record<string, string> = {
    "content-type": clip.contentType,
    "cache-control": options.personal ? PERSONAL : IMMUTABLE,
    etag,
    "accept-ranges": "bytes",
  };
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch && (ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag))) {
    return new Response(null, { status: 304, headers });
  }

  const range = parseRange(request.headers.get("range"), total);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${total}` } });
  }
  if (range) {
    const [start, end] = range;
    const partHeaders = { ...headers, "content-range": `bytes ${start}-${end}/${total}`, "content-length": String(end - start + 1) };
    return new Response(clip.stream(start, end + 1), { status: 206, headers: partHeaders });
  }
  return new Response(clip.stream(), { status: 200, headers: { ...headers, "content-length": String(total) } });
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n`; anything else (several ranges too) means the whole clip. */
function parseRange(header: string | null, total: number): [number, number] | "unsatisfiable" | null {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [start, end] =
    match[1] === ""
      ? [Math.max(0, total - Number(match[2])), total - 1]
      : [Number(match[1]), Math.min(match[2] === "" ? total - 1 : Number(match[2]), total - 1)];
  return start > end || start >= total ? "unsatisfiable" : [start, end];
}
