import "server-only";
import { detectUnits } from "./units";

describe("detectUnits", () => {
  it.each([
    ["How big is Blitz?", ["typeB"]],
    ["ARDENTZ price", ["typeA"]],
    ["Compare Cares and Ardentz", ["typeA", "typeC"]],
    ["Type A", ["typeA"]],
    ["type-c please", ["typeC"]],
    ["Jenis B", ["typeB"]],
    ["A 型多少钱", ["typeA"]],
    ["C户型", ["typeC"]],
    ["户型B的面积", ["typeB"]],
    ["请问A型多大", ["typeA"]],
    ["тип B", ["typeB"]],
    ["тип В (кириллица)", ["typeB"]],
    ["Тип С", ["typeC"]],
    ["النوع C", ["typeC"]],
    ["टाइप A", ["typeA"]],
    ["tipo C", ["typeC"]],
    ["Typ B", ["typeB"]],
    ["Ｂｌｉｔｚ", ["typeB"]],
    ["What type of unit is best?", []],
    ["a type C unit", ["typeC"]],
    ["какой тип с балконом?", []],
    ["Blitzkrieg", []],
    ["a prototype A-frame", []],
    ["hello", []],
    ["how bigg is the ardents unit", ["typeA"]],
    ["bliz price", ["typeB"]],
    ["Ardnetz or Caers?", ["typeA", "typeC"]],
    ["Сколько стоит Блиц?", ["typeB"]],
    ["ما مساحة بليتز؟", ["typeB"]],
    ["How many cars can I park?", []],
    ["which type has two car parks", []],
  ] as const)("%s", (message, expected) => {
    expect(detectUnits(message)).toEqual(expected);
  });
});

describe("detectUnits, a French verb after a type word", () => {
  it("reads 'type a le' as 'which type has the', not type A", () => {
    expect(detectUnits("Quel type a la surface la plus petite ?")).toEqual([]);
    expect(detectUnits("Le type A a combien de chambres ?")).toEqual(["typeA"]);
  });
});

describe("detectUnits, type letters on their own", () => {
  it("reads two bare letters as two units, and a lone one only where no Latin word stands", () => {
    expect(detectUnits("is C cheaper than A?")).toEqual(["typeA", "typeC"]);
    expect(detectUnits("B 的租金是多少？")).toEqual(["typeB"]);
    expect(detectUnits("A unit with a pool?")).toEqual([]);
    expect(detectUnits("does it have A/C?")).toEqual([]);
    expect(detectUnits("Plan B then")).toEqual([]);
  });
});
