import { shouldShowSplash } from "./splash-cookie";

describe("shouldShowSplash", () => {
  it.each([
    [undefined, "every-visit", false, true],
    [undefined, "every-visit", true, true],
    ["0", "every-visit", false, false],
    ["1", "every-visit", false, true],
    [undefined, "once-per-session", false, true],
    [undefined, "once-per-session", true, false],
    ["0", "once-per-session", false, false],
  ] as const)("intro=%s mode=%s seen=%s → %s", (introParam, mode, seenThisSession, expected) => {
    expect(shouldShowSplash({ introParam, mode, seenThisSession })).toBe(expected);
  });
});
