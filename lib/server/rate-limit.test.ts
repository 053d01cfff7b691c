import { hit, type RateWindow } from "./rate-limit";

describe("hit", () => {
  it("allows up to the limit in a window, then refuses until it resets", () => {
    const windows = new Map<string, RateWindow>();
    const results = Array.from({ length: 4 }, () => hit(windows, "chat:a", 3, 1000).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect(hit(windows, "chat:b", 3, 1000).allowed).toBe(true);
    expect(hit(windows, "chat:a", 3, 61_000).allowed).toBe(true);
  });
  it("tells how long to wait", () => {
    const windows = new Map<string, RateWindow>();
    hit(windows, "k", 1, 0);
    expect(hit(windows, "k", 1, 15_000)).toEqual({ allowed: false, retryAfterMs: 45_000 });
  });
});
