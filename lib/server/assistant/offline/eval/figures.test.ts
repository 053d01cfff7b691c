import "server-only";
import {
  derivedForms,
  EXPECTATION_TOKEN,
  figuresBesidesContact,
  inventedFigures,
  knownFigures,
  SQUARE_METRES_PER_SQUARE_FOOT,
  statesCount,
  statesFigure,
} from "./figures";
import { roundKb as kb } from "./fixture";

describe("the figures a buyer works out from the facts", () => {
  it("sums rent and installment over a year, written as the language writes numbers", () => {
    expect(derivedForms("yearly-rent:A", "en", kb)).toEqual(["60,000"]);
    expect(derivedForms("yearly-inst:B", "en", kb)).toEqual(["30,000"]);
    expect(derivedForms("yearly-rent:C", "de", kb)).toEqual(["39.600"]);
    // French and Russian group thousands with a narrow no-break space.
    expect(derivedForms("yearly-inst:A", "fr", kb)).toEqual(["48\u202f000"]);
    expect(derivedForms("yearly-inst:A", "ru", kb)).toEqual(["48\u00a0000"]);
  });

  it("gives square metres rounded to whole metres or to one decimal", () => {
    expect(SQUARE_METRES_PER_SQUARE_FOOT * 1000).toBeCloseTo(92.90304, 10);
    expect(derivedForms("m2:A", "en", kb)).toEqual(["93", "92.9"]);
    expect(derivedForms("m2:B", "de", kb)).toEqual(["46", "46,5"]);
    expect(derivedForms("m2:C", "en", kb)).toEqual(["70", "69.7"]);
  });

  it("takes the difference between two units whichever is named first", () => {
    expect(derivedForms("diff-inst:A-B", "en", kb)).toEqual(["1,500"]);
    expect(derivedForms("diff-inst:B-A", "en", kb)).toEqual(["1,500"]);
    expect(derivedForms("diff-size:C-B", "en", kb)).toEqual(["250"]);
    expect(derivedForms("diff-rent:A-C", "en", kb)).toEqual(["1,700"]);
    expect(derivedForms("diff-yearly-rent:A-B", "en", kb)).toEqual(["27,000"]);
    // Yields differ by percentage points, with the one decimal the yields have.
    expect(derivedForms("diff-yield:A-C", "en", kb)).toEqual(["0.3"]);
    expect(derivedForms("diff-yield:C-B", "fr", kb)).toEqual(["0,2"]);
  });

  it("names every token a case set may expect, and no difference of a unit with itself", () => {
    for (const token of ["size:A", "!name:B", "yearly-inst:C", "m2:A", "diff-yield:C-B", "!parks:B", "lang:ms", "refusal", "unknown"])
      expect(EXPECTATION_TOKEN.test(token)).toBe(true);
    for (const token of ["diff-inst:A-A", "size:D", "lang:my", "m2", "3 car parks", "!!name:A"])
      expect(EXPECTATION_TOKEN.test(token)).toBe(false);
  });

  it("leaves the first set's tokens and plain words to the other readers", () => {
    for (const token of ["inst:A", "name:B", "parks:A", "refusal", "lang:en", "3 car parks"])
      expect(derivedForms(token, "en", kb)).toBeNull();
  });

  it("finds a figure only as a whole number", () => {
    expect(statesFigure("That is RM60,000 a year.", ["60,000"])).toBe(true);
    expect(statesFigure("That is RM160,000 a year.", ["60,000"])).toBe(false);
    expect(statesFigure("That is RM60,000.50 a year.", ["60,000"])).toBe(false);
    expect(statesFigure("About 93 m² (92.9 m²).", ["92.9"])).toBe(true);
  });

  it("counts car parks, bedrooms and bathrooms only beside the thing counted, in any language", () => {
    expect(statesCount("parks:A", "Alpha comes with **3 car parks**.", kb)).toBe(true);
    expect(statesCount("parks:B", "Bravo has one parking bay.", kb)).toBe(true);
    expect(statesCount("parks:C", "Charlie 配有 **2 个停车位**。", kb)).toBe(true);
    expect(statesCount("parks:C", "لوحدة Charlie موقفان للسيارات", kb)).toBe(true);
    expect(statesCount("parks:B", "Zu Bravo gehört **1 Stellplatz**.", kb)).toBe(true);
    expect(statesCount("beds:B", "Bravo compte deux chambres.", kb)).toBe(true);
    expect(statesCount("baths:B", "Bravo में **1 बाथरूम** है।", kb)).toBe(true);
    // Three bedrooms is not three car parks, and a car park in a price is no count.
    expect(statesCount("parks:A", "Alpha has **3 bedrooms** and a sea view. Parking is in the basement.", kb)).toBe(false);
    expect(statesCount("parks:B", "Car parks: RM1,250 each.", kb)).toBe(false);
    expect(statesCount("size:A", "Alpha has 3 car parks.", kb)).toBeNull();
  });
});

describe("the figures a reply may hold", () => {
  const known = knownFigures(kb);

  it("knows the facts and what is derived from them, in every language's writing", () => {
    for (const n of ["1,000", "4,000", "5,000", "7.5", "7,5", "60,000", "60.000", "93", "92.9", "1,500", "0.3", "3"])
      expect(known.has(n)).toBe(true);
    expect(inventedFigures("Alpha: RM4,000 a month, RM48,000 a year, 93 m².", known)).toEqual([]);
    expect(inventedFigures("Alpha costs RM900,000.", known)).toEqual(["900,000"]);
  });

  it("lets a reply quote the visitor's own figures back", () => {
    const visitors = new Set(["3,500"]);
    expect(inventedFigures("Under RM3,500 a month: Bravo and Charlie.", known, visitors)).toEqual([]);
    expect(figuresBesidesContact(`Under RM3,500 I can't say; call ${kb.sales.phone}.`, kb, visitors)).toEqual([]);
    expect(figuresBesidesContact(`Bravo, RM2,500; call ${kb.sales.phone}.`, kb, visitors)).toEqual(["2,500"]);
  });
});
