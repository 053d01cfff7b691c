import "server-only";
/**
 * GCRA, the token bucket written as one timestamp per client: the "theoretical
 * arrival time" (tat) at which the bucket would be full again. A request is let
 * through if, after adding its own interval, the bucket is not past its burst;
 * it then refills at one request per interval. Unlike a fixed window, no
 * boundary lets two windows' worth through at once.
 */
export interface RateRule {
  /** Sustained rate: one request per this many milliseconds. */
  intervalMs: number;
  /** Requests a full bucket lets through at once. */
  burst: number;
}

export interface RateDecision {
  allowed: boolean;
  /** The bucket's new tat (unchanged when refused). */
  tat: number;
  /** When refused, how long until one more request would pass. */
  retryAfterMs: number;
}

/** Per minute, with a burst: the figure is the sustained rate a person is never near. */
export const perMinute = (requests: number, burst: number): RateRule => ({ intervalMs: Math.ceil(60_000 / requests), burst });

export function decide(tat: number | undefined, now: number, rule: RateRule): RateDecision {
  const next = Math.max(tat ?? now, now) + rule.intervalMs;
  const over = next - now - rule.burst * rule.intervalMs;
  if (over <= 0) return { allowed: true, tat: next, retryAfterMs: 0 };
  return { allowed: false, tat: tat ?? now, retryAfterMs: over };
}
