import "server-only";
/**
 * One error type across the wire. A code is `kind:surface`; the kind decides
 * the HTTP status, the message is what the visitor may read. Internals go to
 * the log, never into a response.
 */
import type { ErrorCode, ErrorKind, Surface } from "@/lib/shared/api/error-codes";

export type { ErrorCode, ErrorKind, Surface };

export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  bad_request: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  forbidden: 403,
  not_found: 404,
  rate_limited: 429,
  upstream_failed: 502,
  upstream_timeout: 504,
  unavailable: 503,
  // Not configured on this server (transcription without STT_MODEL): no retry will help.
  unsupported: 501,
  internal: 500,
};

/** The English text of each kind, as API clients read it; the page shows messages/<code>.json's `serverErrors` instead. */
export const DEFAULT_MESSAGE: Record<ErrorKind, string> = {
  bad_request: "Invalid request.",
  unsupported_media_type: "Requests must be sent as application/json.",
  payload_too_large: "The request is too large.",
  forbidden: "This request is not allowed.",
  not_found: "Not found.",
  rate_limited: "Too many requests. Please wait a moment and try again.",
  upstream_failed: "The service is temporarily unavailable. Please try again.",
  upstream_timeout: "The service took too long to answer. Please try again.",
  unavailable: "The service is temporarily unavailable. Please try again.",
  unsupported: "This feature is not available on this site.",
  internal: "Something went wrong on our side. Please try again.",
};

// Server code is bundled once per chunk in a production build: an ApiError from
// one chunk's copy fails `instanceof` in another's, and the route would map a
// deliberate 503 to a 500. The registered symbol is shared by every copy.
const API_ERROR = Symbol.for("aurelia.api-error");

export class ApiError extends Error {
  readonly kind: ErrorKind;
  readonly surface: Surface;
  /** Seconds, for rate limits. */
  readonly retryAfter?: number;

  constructor(kind: ErrorKind, surface: Surface, message?: string, options?: { cause?: unknown; retryAfter?: number }) {
    super(message ?? DEFAULT_MESSAGE[kind], { cause: options?.cause });
    this.name = "ApiError";
    this.kind = kind;
    this.surface = surface;
    this.retryAfter = options?.retryAfter;
    Object.defineProperty(this, API_ERROR, { value: true });
  }

  get code(): ErrorCode {
    return `${this.kind}:${this.surface}`;
  }

  get status(): number {
    return STATUS_BY_KIND[this.kind];
  }
}

/** True for an ApiError from any copy of this module (use it instead of `instanceof`). */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof Error && (value as unknown as Record<symbol, unknown>)[API_ERROR] === true;
}

export interface ErrorBody {
  success: false;
  error: string;
  code: ErrorCode;
}
