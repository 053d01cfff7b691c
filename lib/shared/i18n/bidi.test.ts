import { isolateLtrRuns, splitLtrRuns } from "./bidi";

/** [what, text, the runs that must be isolated, in order] */
const CASES: [string, string, string[]][] = [
  ["a phone number at the end of a sentence", "راسلنا عبر واتساب على +60 13-288 4650.", ["+60 13-288 4650"]],
  [
    "an e-mail address before a full stop",
    "مسؤول حماية البيانات: privacy@aurelia-residences.example. العنوان",
    ["privacy@aurelia-residences.example"],
  ],
  [
    "a postal address as one run",
    "العنوان البريدي: Sales Gallery, Jalan Teluk Sisek, 25000 Kuantan, Pahang, Malaysia. الهاتف",
    ["Sales Gallery, Jalan Teluk Sisek, 25000 Kuantan, Pahang, Malaysia"],
  ],
  ["a postal code before the city", "25000 Kuantan, Pahang, Malaysia", ["25000 Kuantan, Pahang, Malaysia"]],
  ["figures with their unit or currency", "القسط الشهري لوحدة Blitz هو RM4,841، والعائد 7.2%.", ["RM4,841", "7.2%"]],
  ["a WhatsApp link", "افتح https://wa.me/60132884650 الآن", ["https://wa.me/60132884650"]],
  ["Arabic-Indic digits in a phone number", "اتصل على +٦٠ ١٣-٢٨٨ ٤٦٥٠ الآن", ["+٦٠ ١٣-٢٨٨ ٤٦٥٠"]],
  ["a lone number, which keeps its place unaided", "سنرد خلال 21 يومًا", []],
  ["Latin words without figures", "يجمع Aurelia Residences Kuantan بين", []],
  ["a bracket pair stays outside", "(Jabatan Perlindungan Data Peribadi، www.pdp.gov.my)", []],
  ["text with nothing to isolate", "نحن لا نبيع بياناتك الشخصية.", []],
  ["an empty string", "", []],
];

describe("splitLtrRuns", () => {
  it.each(CASES)("%s", (_what, text, runs) => {
    const parts = splitLtrRuns(text);
    expect(parts.filter((p) => p.ltr).map((p) => p.text)).toEqual(runs);
    expect(parts.map((p) => p.text).join("")).toBe(text);
    // No two neighbouring parts of plain text: each run of it is one part.
    parts.slice(1).forEach((part, i) => expect(part.ltr || parts[i].ltr).toBe(true));
  });
});

describe("isolateLtrRuns", () => {
  it("wraps each run in U+2066 … U+2069 and leaves the rest as it was", () => {
    expect(isolateLtrRuns("الهاتف: +60 13-288 4650.")).toBe("الهاتف: \u2066+60 13-288 4650\u2069.");
    expect(isolateLtrRuns("نحن لا نبيع بياناتك الشخصية.")).toBe("نحن لا نبيع بياناتك الشخصية.");
  });
});
