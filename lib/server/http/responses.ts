import "server-only";
import { ApiError, isApiError, type ErrorBody, type Surface } from "@/lib/server/api/errors";
import { isStoreUnavailable } from "@/lib/server/store/errors";
import { log } from "@/lib/server/log/log";

const NO_STORE = { "cache-control": "no-store" };

export function ok<T extends object>(body: T, init?: ResponseInit): Response {
  return Response.json({ success: true, ...body }, { ...init, headers: { ...NO_STORE, ...init?.headers } });
}

/**
 * Maps any thrown value to the wire error shape. A store outage, however deep in
 * the cause chain, is a 503 `unavailable:<surface>`; other unknown errors a 500.
 * Every 5xx is logged here, once, with its cause.
 */
export function fail(error: unknown, surface: Surface, extra?: Record<string, unknown>): Response {
  const apiError = toApiError(error, surface);
  if (apiError.status >= 500) log.error(`${apiError.code}`, { cause: describe(apiError.cause ?? apiError) });
  const body: ErrorBody = { ...extra, success: false, error: apiError.message, code: apiError.code };
  const headers: Record<string, string> = { ...NO_STORE };
  if (apiError.retryAfter) headers["retry-after"] = String(apiError.retryAfter);
  return Response.json(body, { status: apiError.status, headers });
}

function toApiError(error: unknown, surface: Surface): ApiError {
  if (isApiError(error) && (error.status < 500 || error.kind === "unavailable")) return error;
  // Not "upstream failed" and not a 500: the visitor may simply try again in a moment.
  if (isStoreUnavailable(error)) return new ApiError("unavailable", surface, undefined, { cause: error });
  return isApiError(error) ? error : new ApiError("internal", surface, undefined, { cause: error });
}

function describe(value: unknown): string {
  if (!(value instanceof Error)) return String(value);
  const own = `${value.name}: ${value.message}`;
  // An ApiError wrapping the real failure: say both, the inner one is what an operator needs.
  return isApiError(value) && value.cause !== undefined ? `${own} <- ${describe(value.cause)}` : own;
}
