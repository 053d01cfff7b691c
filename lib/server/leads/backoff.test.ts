import "server-only";
import { nextAttemptAt, retryDelay, type RetryPolicy } from "./backoff";

const policy: RetryPolicy = { baseMs: 1_000, maxMs: 60_000, maxAgeMs: 24 * 3_600_000 };

describe("retryDelay", () => {
  it("doubles per attempt, between half and all of the step", () => {
    expect([1, 2, 3, 4].map((a) => retryDelay(a, policy, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([1, 2, 3, 4].map((a) => retryDelay(a, policy, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it("never exceeds the ceiling, however many attempts", () => {
    expect(retryDelay(10, policy, () => 1)).toBe(60_000);
    expect(retryDelay(5_000, policy, () => 1)).toBe(60_000);
  });

  it("spreads leads that failed together", () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelay(3, policy)));
    expect(delays.size).toBeGreaterThan(10);
  });
});

describe("nextAttemptAt", () => {
  const updatedAt = 1_000_000;
  it("schedules within the window", () => {
    expect(nextAttemptAt({ attempts: 1, updatedAt }, updatedAt + 10, policy, () => 1)).toBe(updatedAt + 10 + 1_000);
  });
  it("puts the last attempt on the deadline instead of skipping it", () => {
    const deadline = updatedAt + policy.maxAgeMs;
    expect(nextAttemptAt({ attempts: 20, updatedAt }, deadline - 5, policy, () => 1)).toBe(deadline);
  });
  it("gives up once the window is over", () => {
    expect(nextAttemptAt({ attempts: 20, updatedAt }, updatedAt + policy.maxAgeMs, policy)).toBeNull();
  });
});
