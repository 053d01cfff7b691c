import type { CallResult } from "./client";

/** Tries of the contact call in all: the first and three retries. */
export const CONTACT_ATTEMPTS = 4;
const BASE_DELAY_MS = 1_000;
// A limit longer than this is not one a visitor waits out on the page; the chat route has the lead anyway.
const LONGEST_WAIT_MS = 60_000;

/**
 * How long to wait before trying the contact call again after `attempts` tries,
 * or null to stop. Worth retrying: a dropped connection, a 5xx, and a 429 once
 * its Retry-After has passed. Other 4xx would fail the same way again.
 */
export function contactRetryDelay(attempts: number, result: CallResult<unknown>, random: () => number = Math.random): number | null {
  if (attempts >= CONTACT_ATTEMPTS || result.kind === "ok") return null;
  const backoff = BASE_DELAY_MS * 2 ** (attempts - 1) * (0.5 + random() / 2);
  if (result.kind === "network" || result.status >= 500) return Math.round(backoff);
  if (result.status === 429) {
    const wait = (result.retryAfterSeconds ?? 5) * 1000;
    return wait > LONGEST_WAIT_MS ? null : Math.round(wait + random() * 250);
  }
  return null;
}
