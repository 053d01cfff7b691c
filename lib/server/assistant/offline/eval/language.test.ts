import "server-only";
import { roundKb as kb } from "./fixture";
import { mainLanguage } from "./language";

describe("the language a reply is written in", () => {
  it.each([
    ["en", "Alpha (Type A) has **3 car parks** and a yield of 7.5%."],
    ["ms", "Keluasan Alpha (Jenis A) ialah **1,000 kaki persegi**, dengan 3 bilik tidur."],
    ["zh", "Alpha（A 型）的面积为 **1,000 平方英尺**，配有 3 个车位。"],
    ["hi", "Alpha (टाइप A) का आकार **1,000 वर्ग फुट** है।"],
    ["ru", "Площадь Alpha (тип A) — **1 000 кв. футов**, 3 машино-места."],
    ["es", "Alpha (tipo A) tiene **1000 pies cuadrados** y una rentabilidad del 7,5 %."],
    ["fr", "Alpha (type A) fait **1 000 pieds carrés** avec 3 chambres."],
    ["de", "Alpha (Typ A) hat **1.000 Quadratfuß** und 3 Stellplätze."],
    ["ar", "مساحة Alpha (النوع A) هي **1,000 قدم مربع**."],
  ] as const)("reads %s", (language, reply) => {
    expect(mainLanguage(reply, kb)).toBe(language);
  });

  it("is not swayed by names, links and the phone", () => {
    expect(mainLanguage(`Alpha, Bravo, Charlie: ${kb.name}, ${kb.sales.street}, https://wa.me/60132884650`, kb)).toBeNull();
    expect(mainLanguage(`I'm sorry, I don't have that. Our sales team can help on WhatsApp at ${kb.sales.phone}.`, kb)).toBe("en");
  });

  it("goes by the text, not by a word or two of another script", () => {
    expect(mainLanguage("The Chinese name of Alpha is 阿尔法, and it has 3 bedrooms.", kb)).toBe("en");
    expect(mainLanguage("月供为 RM4,000，如需完整价目表请联系我们。", kb)).toBe("zh");
  });
});
