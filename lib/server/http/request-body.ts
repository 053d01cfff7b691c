import "server-only";
import type { z } from "zod";
import { ApiError, type Surface } from "@/lib/server/api/errors";
import { log } from "@/lib/server/log/log";

/**
 * Reads a JSON body with a hard size cap, then validates it. The cap is enforced
 * while streaming, so a lying Content-Length cannot make us buffer more.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes: number,
  surface: Surface,
): Promise<z.infer<S>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new ApiError("unsupported_media_type", surface);

  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new ApiError("payload_too_large", surface);

  const text = await readCapped(request, maxBytes, surface);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", surface, "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw new ApiError("bad_request", surface, `Invalid request: ${where}${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

async function readCapped(request: Request, maxBytes: number, surface: Surface): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => dropped(surface, error));
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ApiError("payload_too_large", surface);
    }
    chunks.push(value);
  }
  // A body cut short can still end cleanly; the aborted signal tells it from a complete one.
  if (request.signal.aborted) dropped(surface, request.signal.reason);
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

/**
 * A visitor who closes the tab or loses signal mid-upload is not our fault:
 * logged at info, answered with a 4xx nobody will read, never a server error.
 */
function dropped(surface: Surface, reason: unknown): never {
  log.info("client dropped the upload", { surface, reason: reason instanceof Error ? reason.message : String(reason) });
  throw new ApiError("bad_request", surface, "The request was cancelled.");
}
