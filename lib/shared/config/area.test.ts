import { squareFeet, squareMetres } from "./area";
import { property } from "./site";

describe("squareMetres", () => {
  it("converts square feet to whole square metres", () => {
    expect(squareMetres(1299)).toBe(121);
    expect(squareMetres(743)).toBe(69);
    expect(squareMetres(790)).toBe(73);
    expect(squareMetres(10.7639)).toBe(1);
  });

  it("gives every unit of the content a size in metres", () => {
    for (const unit of property.units) expect(squareMetres(unit.sizeSqft)).toBeGreaterThan(0);
  });
});

describe("squareFeet", () => {
  it("turns an area in square metres into whole square feet, the unit table's measure", () => {
    expect(squareFeet(75)).toBe(807);
    expect(squareFeet(70)).toBe(753);
    // Back and forth lands on the brochure's metres.
    expect(squareMetres(squareFeet(121))).toBe(121);
  });
});
