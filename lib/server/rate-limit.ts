import "server-only";
import { ApiError, type Surface } from "@/lib/api/errors";

/** Requests per client per minute, generous for people, tight for scripts. */
const LIMITS: Partial<Record<Surface, number>> = { chat: 30, tts: 60, contact: 10 };
const WINDOW_MS = 60_000;

export interface RateWindow {
  count: number;
  resetAt: number;
}

/** A fixed window per key; pure so it is testable without clocks. */
export function hit(windows: Map<string, RateWindow>, key: string, limit: number, now: number): { allowed: boolean; retryAfterMs: number } {
  let window = windows.get(key);
  if (!window || now >= window.resetAt) {
    window = { count: 0, resetAt: now + WINDOW_MS };
    windows.set(key, window);
  }
  window.count += 1;
  if (windows.size > 10_000) for (const [k, w] of windows) if (now >= w.resetAt) windows.delete(k);
  return { allowed: window.count <= limit, retryAfterMs: window.resetAt - now };
}

const windows = new Map<string, RateWindow>();

/** Per-process limits: each server instance counts its own visitors. */
export function guardRate(request: Request, surface: Surface, now = Date.now()): void {
  const limit = LIMITS[surface];
  if (!limit || process.env.RATE_LIMIT === "off") return;
  const client = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "local";
  const result = hit(windows, `${surface}:${client}`, limit, now);
  if (!result.allowed) throw new ApiError("rate_limited", surface, undefined, { retryAfter: Math.ceil(result.retryAfterMs / 1000) });
}
