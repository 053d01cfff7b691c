import "server-only";
import { decide, perMinute, type RateRule } from "./gcra";

/** Runs requests at the given times through one bucket; returns which passed. */
function run(rule: RateRule, times: number[]): boolean[] {
  let tat: number | undefined;
  return times.map((now) => {
    const decision = decide(tat, now, rule);
    tat = decision.tat;
    return decision.allowed;
  });
}

describe("GCRA", () => {
  const rule = perMinute(10, 5); // one per 6 s, five at once

  it("lets a full bucket's burst through at once, then refuses", () => {
    expect(run(rule, Array(7).fill(1_000))).toEqual([true, true, true, true, true, false, false]);
  });

  it("refills one request per interval", () => {
    const times = [...Array(5).fill(0), 5_999, 6_000, 6_001, 12_000];
    expect(run(rule, times)).toEqual([true, true, true, true, true, false, true, false, true]);
  });

  it("keeps the sustained rate: at most burst + rate in any minute, however the calls are spread", () => {
    const times = Array.from({ length: 600 }, (_, i) => i * 100); // ten a second for a minute
    expect(run(rule, times).filter(Boolean)).toHaveLength(5 + 10 - 1);
  });

  it("has no boundary: 20 calls in 619 ms across a minute mark let only the burst through", () => {
    const minute = 1_800_000_000_000 - (1_800_000_000_000 % 60_000);
    const times = Array.from({ length: 20 }, (_, i) => minute - 310 + i * 32);
    expect(times[19] - times[0]).toBeLessThan(619);
    expect(run(rule, times).filter(Boolean)).toHaveLength(5);
  });

  it("says how long until the next call would pass", () => {
    let tat: number | undefined;
    for (let i = 0; i < 5; i++) tat = decide(tat, 0, rule).tat;
    expect(decide(tat, 0, rule)).toEqual({ allowed: false, tat, retryAfterMs: 6_000 });
    expect(decide(tat, 4_500, rule).retryAfterMs).toBe(1_500);
  });

  it("forgets a long pause: an idle client gets only one burst, not the minutes it saved", () => {
    expect(run(rule, [0, ...Array(6).fill(3_600_000)])).toEqual([true, true, true, true, true, true, false]);
  });
});
