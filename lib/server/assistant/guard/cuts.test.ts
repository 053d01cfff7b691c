import "server-only";
import { sentencesApart } from "./cuts";

describe("sentencesApart", () => {
  it.each([
    ["Yes. Blitz sells from RM680,000.", "en", ["Yes.", "Blitz sells from RM680,000."]],
    ["Sure! Not sure. The school is nearby.", "en", ["Sure!", "Not sure.", "The school is nearby."]],
    ["Ok! No. 5 stars?! Yes.", "en", ["Ok!", "No. 5 stars?!", "Yes."]],
    ["是的。价格从RM680,000起。", "zh", ["是的。", "价格从RM680,000起。"]],
    ["Ya. Blitz dijual dari RM680,000.", "ms", ["Ya.", "Blitz dijual dari RM680,000."]],
    ["نعم. يبدأ سعر Blitz من RM680,000.", "ar", ["نعم.", "يبدأ سعر Blitz من RM680,000."]],
    ["हाँ। Blitz की कीमत RM680,000 से है।", "hi", ["हाँ।", "Blitz की कीमत RM680,000 से है।"]],
  ] as const)("judges a short sentence apart from the next: %s", (sentence, language, parts) => {
    expect(sentencesApart(sentence, language)).toEqual(parts);
  });

  it.each([
    ["Dr. Tan can show you Blitz.", "en"],
    ["Ardentz yields 7.2% a year.", "en"],
    ["1. Blitz sells from RM680,000.", "en"],
    ["No. 5 Jalan Teluk Sisek is the gallery.", "en"],
    ["Es ca. 73 m² groß.", "de"],
    ["Das gilt z. B. für Blitz.", "de"],
    ["A. Rahman can show you Blitz.", "en"],
    ["Cares, approx. 790 sq. ft. with two bedrooms.", "en"],
    ["Ожидаемая дата — 31 декабря 2029 г.", "ru"],
  ] as const)("keeps an abbreviation, a decimal or a list marker in its sentence: %s", (sentence, language) => {
    expect(sentencesApart(sentence, language)).toEqual([sentence]);
  });
});
