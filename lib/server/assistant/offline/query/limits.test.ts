import "server-only";
import { inclusiveCount, limitsIn } from "./limits";

const at = (text: string, word: string) => {
  const start = text.indexOf(word);
  return { start, end: start + word.length };
};

describe("limitsIn", () => {
  it("tells a limit that leaves its own figure out from one that keeps it", () => {
    const text = "more than 7% yield, at least 2 car parks";
    const limits = limitsIn(text, {
      under: [],
      over: [at(text, "more than"), at(text, "at least")],
      strict: [at(text, "more than")],
      negation: [],
    });
    expect(limits).toEqual([
      { ...at(text, "more than"), bound: "min", strict: true },
      { ...at(text, "at least"), bound: "min", strict: false },
    ]);
  });

  it("gives a limit word inside a longer one to the longer one", () => {
    const text = "कम से कम 2 कार पार्किंग";
    const limits = limitsIn(text, { under: [at(text, "से कम")], over: [at(text, "कम से कम")], strict: [], negation: [] });
    expect(limits).toEqual([{ ...at(text, "कम से कम"), bound: "min", strict: false }]);
  });

  it("turns a limit around after a negation in the same clause, its figure then inside", () => {
    const text = "i dont want to pay more than 3.5k a month";
    const spans = { under: [], over: [at(text, "more than")], strict: [at(text, "more than")], negation: [at(text, "dont")] };
    expect(limitsIn(text, spans)).toEqual([{ ...at(text, "more than"), bound: "max", strict: false }]);
  });

  it("leaves a limit alone when the negation belongs to another clause or figure", () => {
    const clause = "not corner, more than 7% yield";
    const other = { under: [], over: [at(clause, "more than")], strict: [at(clause, "more than")], negation: [at(clause, "not")] };
    expect(limitsIn(clause, other)).toMatchObject([{ bound: "min", strict: true }]);
    const figure = "not 2 but more than 3 bedrooms";
    const spans = { under: [], over: [at(figure, "more than")], strict: [at(figure, "more than")], negation: [at(figure, "not")] };
    expect(limitsIn(figure, spans)).toMatchObject([{ bound: "min", strict: true }]);
  });
});

describe("inclusiveCount", () => {
  it("reads a strict limit on a whole count as the next count in", () => {
    expect(inclusiveCount("min", 1, true)).toBe(2);
    expect(inclusiveCount("max", 3, true)).toBe(2);
    expect(inclusiveCount("min", 2, false)).toBe(2);
    expect(inclusiveCount("exact", 2, true)).toBe(2);
  });
});
