/**
 * Client-side throttling per assistant (spec §5): one message per second, and
 * the same text not again within five seconds. Time is passed in, so the rules
 * are testable without clocks.
 */
export type ThrottleReason = "rateLimit" | "duplicate";

export type ThrottleVerdict = { ok: true } | { ok: false; reason: ThrottleReason };

export interface ThrottleOptions {
  minIntervalMs?: number;
  duplicateWindowMs?: number;
}

export interface Throttle {
  /** Judges a message without remembering it. */
  check(assistantId: string, text: string, now: number): ThrottleVerdict;
  /** Remembers a message as sent. */
  record(assistantId: string, text: string, now: number): void;
  /** `check`, then `record` when allowed; refused attempts are not recorded. */
  attempt(assistantId: string, text: string, now: number): ThrottleVerdict;
}

export const MIN_INTERVAL_MS = 1000;
export const DUPLICATE_WINDOW_MS = 5000;

interface AssistantState {
  lastAt: number;
  sentAt: Map<string, number>;
}

// Surrounding whitespace does not make a message different.
const normalise = (text: string) => text.trim();

export function createThrottle(options: ThrottleOptions = {}): Throttle {
  const minInterval = options.minIntervalMs ?? MIN_INTERVAL_MS;
  const duplicateWindow = options.duplicateWindowMs ?? DUPLICATE_WINDOW_MS;
  const states = new Map<string, AssistantState>();

  function check(assistantId: string, text: string, now: number): ThrottleVerdict {
    const state = states.get(assistantId);
    if (!state) return { ok: true };
    const sameTextAt = state.sentAt.get(normalise(text));
    // Duplicate is checked first: when both apply it is the more specific explanation.
    if (sameTextAt !== undefined && now - sameTextAt < duplicateWindow) return { ok: false, reason: "duplicate" };
    if (now - state.lastAt < minInterval) return { ok: false, reason: "rateLimit" };
    return { ok: true };
  }

  function record(assistantId: string, text: string, now: number): void {
    const state = states.get(assistantId) ?? { lastAt: now, sentAt: new Map<string, number>() };
    state.lastAt = now;
    for (const [sent, at] of state.sentAt) if (now - at >= duplicateWindow) state.sentAt.delete(sent);
    state.sentAt.set(normalise(text), now);
    states.set(assistantId, state);
  }

  function attempt(assistantId: string, text: string, now: number): ThrottleVerdict {
    const verdict = check(assistantId, text, now);
    if (verdict.ok) record(assistantId, text, now);
    return verdict;
  }

  return { check, record, attempt };
}
