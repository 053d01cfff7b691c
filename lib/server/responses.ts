import "server-only";
import { ApiError, type ErrorBody, type Surface } from "@/lib/api/errors";
import { log } from "./log";

const NO_STORE = { "cache-control": "no-store" };

export function ok<T extends object>(body: T, init?: ResponseInit): Response {
  return Response.json({ success: true, ...body }, { ...init, headers: { ...NO_STORE, ...init?.headers } });
}

/** Maps any thrown value to the wire error shape; unknown errors become a logged 500. */
export function fail(error: unknown, surface: Surface, extra?: Record<string, unknown>): Response {
  const apiError = error instanceof ApiError ? error : new ApiError("internal", surface, undefined, { cause: error });
  if (apiError.status >= 500) log.error(`${apiError.code}`, { cause: describe(apiError.cause ?? apiError) });
  const body: ErrorBody = { ...extra, success: false, error: apiError.message, code: apiError.code };
  const headers: Record<string, string> = { ...NO_STORE };
  if (apiError.retryAfter) headers["retry-after"] = String(apiError.retryAfter);
  return Response.json(body, { status: apiError.status, headers });
}

function describe(value: unknown): string {
  return value instanceof Error ? `${value.name}: ${value.message}` : String(value);
}
