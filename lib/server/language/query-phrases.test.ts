import { QUERY_WORDS } from "./query";

// The phrases a reply is built from read as the language would write them, wherever they stand.
describe("the query reply's phrases", () => {
  it("name the units left after an exclusion with the article the sentence needs", () => {
    const es = QUERY_WORDS.es.phrases;
    const others = es.others(es.units.all);
    expect(es.ranked("Cuota mensual más baja", others, "Cares", "RM3.058")).toContain("entre las unidades restantes");
    expect(es.fits(others, [{ name: "Cares", value: "RM3.058" }])).toMatch(/^Unidades restantes: /);

    const de = QUERY_WORDS.de.phrases;
    const rest = de.others(de.units.corner);
    expect(de.ranked("Niedrigste Monatsrate", rest, "Cares", "RM3.058")).toContain("unter den übrigen Eckwohnungen");
    expect(de.fits(rest, [{ name: "Cares", value: "RM3.058" }])).toMatch(/^Passend \(übrige Eckwohnungen\): /);
  });

  it("make Arabic limits agree with what they limit", () => {
    const ar = QUERY_WORDS.ar.phrases;
    expect(ar.amount("size", "min", "75", false, false, true)).toBe("مساحة لا تقل عن 75 م²");
    expect(ar.amount("yield", "min", "7", false, false, false)).toBe("عائد إيجاري لا يقل عن 7%");
    expect(ar.amount("price", "max", "40,000", false, true, false)).toBe("أقساط سنوية لا تزيد على RM40,000");
    expect(ar.amount("rental", "max", "3,000", false, false, false)).toBe("إيجار شهري لا يزيد على RM3,000");
  });
});
