import "server-only";
import { asksSomething } from "./asks";

describe("asksSomething", () => {
  it("hears a question beside a purpose, with or without a question mark", () => {
    expect(asksSomething("I'm buying to invest, what's the yield on Blitz")).toBe(true);
    expect(asksSomething("Untuk duduk sendiri dengan family, Cares ada berapa bilik tidur")).toBe(true);
    expect(asksSomething("自住，一家五口，Ardentz有几个卧室")).toBe(true);
    expect(asksSomething("للسكن مع عائلتي، كم غرفة نوم في Ardentz")).toBe(true);
    expect(asksSomething("Is it freehold?")).toBe(true);
  });

  it("hears none in an answer to the consultant's own question", () => {
    expect(asksSomething("It's for investment, within 6 months")).toBe(false);
    expect(asksSomething("Untuk pelaburan, dalam 6 bulan")).toBe(false);
    // "كم" inside another word asks nothing.
    expect(asksSomething("شكرا لكم، للاستثمار")).toBe(false);
  });
});
