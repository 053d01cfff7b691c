import "server-only";
import { roundKb } from "../eval/fixture";
import { attributeOf, evaluate, subjectOf } from "./evaluate";
import type { Query } from "./types";
import { priceOf } from "../views";

// Alpha: 1,000 sq ft, 3 bedrooms, RM4,000 a month, rent RM5,000, 7.5%, corner, 3 car parks.
// Bravo: 500 sq ft, 2 bedrooms, RM2,500, rent RM2,750, 7.0%, intermediate, 1 car park.
// Charlie: 750 sq ft, 2 bedrooms, RM3,000, rent RM3,300, 7.2%, corner, 2 car parks.
const table = roundKb.units;
const none = { units: [], attribute: null };
const prices = (type: Parameters<typeof priceOf>[0]["type"]) => priceOf({ type }, roundKb);
const q = (parts: Partial<Query>): Query => ({
  units: [],
  excluded: [],
  attribute: null,
  filters: [],
  layout: null,
  rank: null,
  derived: null,
  difference: false,
  loose: false,
  second: [],
  ...parts,
});

describe("evaluate", () => {
  it("holds a limit on the selling price to each type's price range", () => {
    const [a, b, c] = table.map((u) => priceOf(u, roundKb));
    const under = (value: number) => ({
      attribute: "price" as const,
      bound: "max" as const,
      value,
      written: String(value),
      selling: true as const,
    });
    // A ceiling at a type's lowest price lets it in: some of its units are within it.
    const cheapest = Math.min(a.min, b.min, c.min);
    expect(evaluate(q({ filters: [under(cheapest)] }), none, table, prices)).toMatchObject({ kind: "fits" });
    expect(evaluate(q({ filters: [under(cheapest - 1)] }), none, table, prices)).toMatchObject({ kind: "none" });
    const over = {
      attribute: "price" as const,
      bound: "min" as const,
      value: Math.max(a.max, b.max, c.max),
      written: "x",
      selling: true as const,
    };
    expect(evaluate(q({ filters: [over] }), none, table, prices)).toMatchObject({ kind: "fits" });
    expect(evaluate(q({ filters: [{ ...over, strict: true }] }), none, table, prices)).toMatchObject({ kind: "none" });
  });

  it("keeps a limit's own figure out only when the limit says so", () => {
    const yieldOver = { attribute: "yield" as const, bound: "min" as const, value: 7.2, written: "7.2" };
    expect(evaluate(q({ filters: [{ ...yieldOver, strict: true }] }), none, table, prices)).toMatchObject({
      kind: "fits",
      units: ["typeA"],
    });
    expect(evaluate(q({ filters: [yieldOver] }), none, table, prices)).toMatchObject({
      kind: "fits",
      attribute: "yield",
      units: ["typeA", "typeC"],
    });
    const rentUnder = { attribute: "rental" as const, bound: "max" as const, value: 3300, written: "3,300", strict: true as const };
    expect(evaluate(q({ filters: [rentUnder] }), none, table, prices)).toMatchObject({ units: ["typeB"] });
  });

  it("holds a yearly limit against twelve months of the figure, and sums the figure it limits", () => {
    // Rent over a year: Alpha 60,000, Bravo 33,000, Charlie 39,600.
    const rentUnder = { attribute: "rental" as const, bound: "max" as const, value: 36000, written: "36,000", yearly: true as const };
    expect(evaluate(q({ filters: [rentUnder], derived: "yearly" }), none, table, prices)).toEqual({
      kind: "yearly",
      attributes: ["rental"],
      units: ["typeB"],
    });
    expect(
      evaluate(q({ filters: [{ ...rentUnder, value: 40000 }], rank: { attribute: "yield", direction: "max" } }), none, table, prices),
    ).toMatchObject({
      kind: "ranked",
      winners: ["typeC"],
    });
  });

  it("gives the yearly sum of the money figure a ranking per year ranks by", () => {
    expect(evaluate(q({ rank: { attribute: "rental", direction: "max" }, derived: "yearly" }), none, table, prices)).toMatchObject({
      kind: "ranked",
      winners: ["typeA"],
      yearly: ["rental"],
    });
  });

  it("ranks only among the units within the limits, and says which limits", () => {
    const cheapestCorner = evaluate(q({ layout: "corner", rank: { attribute: "price", direction: "min" } }), none, table, prices);
    expect(cheapestCorner).toEqual({
      kind: "ranked",
      attribute: "price",
      direction: "min",
      scope: { layout: "corner", filters: [] },
      winners: ["typeC"],
    });
    const twoBedrooms = { attribute: "rooms" as const, bound: "exact" as const, value: 2, written: "2" };
    expect(evaluate(q({ filters: [twoBedrooms], rank: { attribute: "yield", direction: "max" } }), none, table, prices)).toMatchObject({
      winners: ["typeC"],
    });
    const budget = { attribute: "price" as const, bound: "max" as const, value: 3000, written: "3,000" };
    expect(evaluate(q({ filters: [budget], rank: { attribute: "size", direction: "max" } }), none, table, prices)).toMatchObject({
      winners: ["typeC"],
    });
  });

  it("lists the units within a limit when nothing is ranked, and says when none is", () => {
    const budget = { attribute: "price" as const, bound: "max" as const, value: 2800, written: "2,800" };
    expect(evaluate(q({ filters: [budget] }), none, table, prices)).toMatchObject({ kind: "fits", attribute: "price", units: ["typeB"] });
    const four = { attribute: "carParks" as const, bound: "min" as const, value: 4, written: "4" };
    expect(evaluate(q({ filters: [four], rank: { attribute: "price", direction: "min" } }), none, table, prices)).toMatchObject({
      kind: "none",
    });
  });

  it("works yearly sums and square metres out for the unit named, or the one asked about before", () => {
    expect(evaluate(q({ derived: "yearly", attribute: "rental", units: ["typeB"] }), none, table, prices)).toEqual({
      kind: "yearly",
      attributes: ["rental"],
      units: ["typeB"],
    });
    // "And over a year?" after "Alpha's installment?": the unit and the figure come from before.
    expect(evaluate(q({ derived: "yearly" }), { units: ["typeA"], attribute: "price" }, table, prices)).toEqual({
      kind: "yearly",
      attributes: ["price"],
      units: ["typeA"],
    });
    expect(evaluate(q({ derived: "squareMetres" }), { units: ["typeC"], attribute: "size" }, table, prices)).toEqual({
      kind: "squareMetres",
      units: ["typeC"],
    });
  });

  it("sums a year for the units within the limits", () => {
    expect(evaluate(q({ derived: "yearly", attribute: "rental", layout: "corner" }), none, table, prices)).toEqual({
      kind: "yearly",
      attributes: ["rental"],
      units: ["typeA", "typeC"],
    });
  });

  it("finds the gap between two units, the larger first, taking the second from before", () => {
    expect(evaluate(q({ difference: true, attribute: "rental", units: ["typeB", "typeC"] }), none, table, prices)).toEqual({
      kind: "difference",
      attribute: "rental",
      derived: null,
      higher: "typeC",
      lower: "typeB",
    });
    expect(
      evaluate(q({ difference: true, attribute: "size", units: ["typeA"] }), { units: ["typeB"], attribute: null }, table, prices),
    ).toMatchObject({
      higher: "typeA",
      lower: "typeB",
    });
  });

  it("is unsure rather than guessing", () => {
    expect(evaluate(q({ difference: true, attribute: "size", units: ["typeA"] }), none, table, prices)).toEqual({ kind: "unsure" });
    expect(evaluate(q({ loose: true, rank: { attribute: "price", direction: "min" } }), none, table, prices)).toEqual({ kind: "unsure" });
  });

  it("hands a follow-up its subject: the units found and the figure asked", () => {
    const ranked = evaluate(q({ layout: "corner", rank: { attribute: "price", direction: "min" } }), none, table, prices);
    expect(subjectOf(ranked)).toEqual(["typeC"]);
    expect(attributeOf(ranked)).toBe("price");
    expect(subjectOf({ kind: "unsure" })).toEqual([]);
  });
});

describe("evaluate, exclusions", () => {
  it("leaves out a unit named as excluded, and the winner of a refused ranking", () => {
    const corner = { layout: "corner" as const };
    // Alpha (RM4,000) and Charlie (RM3,000) are the corner units.
    expect(
      evaluate(q({ ...corner, rank: { attribute: "price", direction: "max" }, rankRefused: true }), none, table, prices),
    ).toMatchObject({
      kind: "fits",
      units: ["typeC"],
      scope: { excluded: ["typeA"] },
    });
    expect(
      evaluate(
        q({ filters: [{ attribute: "rental", bound: "min", value: 3000, written: "3000" }], excluded: ["typeA"] }),
        none,
        table,
        prices,
      ),
    ).toMatchObject({
      kind: "fits",
      units: ["typeC"],
    });
    expect(evaluate(q({ ...corner, excluded: ["typeA", "typeC"] }), none, table, prices)).toMatchObject({ kind: "none" });
  });
});
