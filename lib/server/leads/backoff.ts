import "server-only";
/** How long a failing lead keeps being retried, and how far apart. */
export interface RetryPolicy {
  /** Delay after the first failure; doubles per attempt. */
  baseMs: number;
  /** Ceiling of a single delay. */
  maxMs: number;
  /** Give up (dead-letter) once the lead's data is this old. */
  maxAgeMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  baseMs: 30_000,
  maxMs: 60 * 60_000,
  maxAgeMs: 24 * 60 * 60_000,
};

/**
 * Exponential backoff with "equal jitter": half the delay is fixed, half random,
 * so leads that failed together (a mail server outage) do not retry in lockstep.
 */
export function retryDelay(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * When to try a lead again after `attempts` failures, or null when its retry
 * window is over. The last attempt lands exactly on the deadline rather than
 * being skipped because the next backoff step would overshoot it.
 */
export function nextAttemptAt(
  lead: { attempts: number; updatedAt: number },
  now: number,
  policy: RetryPolicy,
  random?: () => number,
): number | null {
  const deadline = lead.updatedAt + policy.maxAgeMs;
  if (now >= deadline) return null;
  return Math.min(now + retryDelay(lead.attempts, policy, random), deadline);
}
