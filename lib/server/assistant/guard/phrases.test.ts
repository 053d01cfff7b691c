import "server-only";
import { compilePhrases, foldForPhrases, phraseSource } from "./phrases";

const finds = (phrase: string, text: string) => new RegExp(phraseSource(phrase), "iu").test(foldForPhrases(text));

describe("the guard's phrase syntax", () => {
  it("matches whole words, stems, choices with spaces and optional words", () => {
    expect(finds("(will|*'ll) … (call|contact) you", "Our team'll give it, oh well, contact you")).toBe(false);
    expect(finds("(will|*'ll) … (call|contact) you", "We'll contact you")).toBe(true);
    expect(finds("(will|*'ll) … (call|contact) you", "They will soon call you")).toBe(true);
    expect(finds("discount*", "Discounts apply")).toBe(true);
    expect(finds("discount*", "nodiscount")).toBe(false);
    expect(finds("(details|number) (have|has) been (saved|passed on)", "Your details have been passed on")).toBe(true);
    expect(finds("(is|are) (now)? held for you", "It is held for you")).toBe(true);
    expect(finds("(is|are) (now)? held for you", "It is now held for you")).toBe(true);
  });

  it("reads a gap of at most three words", () => {
    expect(finds("will … call you", "will a b c call you")).toBe(true);
    expect(finds("will … call you", "will a b c d call you")).toBe(false);
  });

  it("folds accents and Arabic marks on both sides, and reads Chinese without word bounds", () => {
    expect(finds("réservé pour vous", "Réservé pour vous")).toBe(true);
    expect(finds("reserve pour vous", "réservé pour vous")).toBe(true);
    expect(finds("مضمون", "العائد مضمونٌ")).toBe(true);
    expect(finds("(会|将)…联系您", "我们的团队会尽快联系您")).toBe(true);
  });

  it("takes a sign-led phrase without a word bound before it", () => {
    expect(finds("% off", "10% off today")).toBe(true);
  });

  it("compiles every phrase into one expression, and nothing into none", () => {
    expect(compilePhrases([])).toBeNull();
    expect([...foldForPhrases("a 5% discount or a rebate").matchAll(compilePhrases(["discount*", "rebate*"])!)].map((m) => m[0])).toEqual([
      "discount",
      "rebate",
    ]);
  });
});

describe("a phrase that starts with an optional word", () => {
  it("finds the rest when the word is missing, inside a sentence", () => {
    expect(finds("(ihre)? (daten|nummer) (wurden|sind) gespeichert", "Danke, die Daten wurden gespeichert")).toBe(true);
    expect(finds("(ihre)? (daten|nummer) (wurden|sind) gespeichert", "Danke, Ihre Daten wurden gespeichert")).toBe(true);
    expect(finds("(ihre)? (daten|nummer) (wurden|sind) gespeichert", "Metadaten wurden gespeichert")).toBe(false);
  });
});

describe("a gap before an optional word", () => {
  it("keeps the gap when the word is missing, and reads it when present", () => {
    expect(finds("yield … (is)? certain", "yield a b c d certain")).toBe(false);
    expect(finds("yield … (is)? certain", "yield of 7.2% certain")).toBe(true);
    expect(finds("yield … (is)? certain", "yield of 7.2% is certain")).toBe(true);
    expect(finds("yield … (is)? certain", "yield of 7.2% is very certain")).toBe(false);
  });
});

describe("a gap in Chinese", () => {
  it("reads through a decimal point, not a sentence's end", () => {
    expect(finds("收益率…稳定", "收益率7.2%是稳定的")).toBe(true);
    expect(finds("收益率…稳定", "收益率高。稳定")).toBe(false);
  });

  it("stops at the characters it is told to", () => {
    const stops = (phrase: string, text: string) => new RegExp(phraseSource(phrase, "不没"), "iu").test(foldForPhrases(text));
    expect(stops("收益率…确定", "收益率并不确定")).toBe(false);
    expect(stops("收益率…确定", "收益率是确定的")).toBe(true);
  });
});
