import "server-only";
import { editDistance, nearlyEquals } from "./fuzzy";

describe("editDistance", () => {
  it.each([
    ["yield", "yield", 0],
    ["yeild", "yield", 1],
    ["ardents", "ardentz", 1],
    ["bliz", "blitz", 1],
    ["cares", "cars", 1],
    ["", "abc", 3],
  ])("%s ↔ %s = %d", (a, b, d) => expect(editDistance(a, b)).toBe(d));
});

describe("nearlyEquals", () => {
  it.each([
    ["yeild", "yield", false, true],
    ["bigg", "big", false, true],
    ["ardnetz", "ardentz", false, true],
    ["arddentzz", "ardentz", false, true],
    ["rentall", "rental", false, true],
    ["yeilds", "yield", true, true],
    ["parkng", "parking", true, true],
    ["bag", "big", false, false],
    ["tent", "rent", false, false],
    ["bliss", "blitz", false, false],
    ["yes", "yield", true, false],
  ] as const)("%s ≈ %s (prefix %s) is %s", (token, word, prefix, expected) => {
    expect(nearlyEquals(token, word, prefix)).toBe(expected);
  });
});
