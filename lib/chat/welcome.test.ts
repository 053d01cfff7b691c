import { pickWelcome, welcomeTexts } from "./welcome";

describe("welcomeTexts", () => {
  it("lists the texts in the order of their keys, leaving out empty ones", () => {
    expect(welcomeTexts({ "2": "two", "1": "one", "3": "" })).toEqual(["one", "two"]);
  });
});

describe("pickWelcome", () => {
  const en = ["one", "two", "three"];
  it.each([
    [0, "one"],
    [0.34, "two"],
    [0.99, "three"],
  ])("random %f picks %s", (r, text) => expect(pickWelcome(en, () => r)).toBe(text));
  it("returns an empty text when a language has none", () => expect(pickWelcome([])).toBe(""));
  it("uses every variant over many draws", () => {
    const seen = new Set(Array.from({ length: 200 }, () => pickWelcome(en)));
    expect(seen).toEqual(new Set(["one", "two", "three"]));
  });
});
