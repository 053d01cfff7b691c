import "server-only";
import { formatInteger, formatPercent, formatRinggit } from "./format";

describe("figures", () => {
  it.each(["en", "ms", "zh", "hi", "ru", "es", "fr", "de", "ar"])("keep Latin digits in %s", (tag) => {
    expect(formatRinggit(tag, 4841)).toMatch(/^RM4.?841$/u);
    expect(formatInteger(tag, 1299)).toMatch(/^1.?299$/u);
    expect(formatPercent(tag, 7.2)).toMatch(/7[.,]2/);
  });
  it("matches the brochure in English", () => {
    expect(formatRinggit("en", 4841)).toBe("RM4,841");
    expect(formatPercent("en", 7)).toBe("7.0%");
  });
});
