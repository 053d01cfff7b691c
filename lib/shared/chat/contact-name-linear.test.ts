import { abusiveTexts, filled, randomWord, seededRandom } from "@/test/support/abusive-text";
import { detectName, latinRunStart, nameWork } from "./contact-name";
import { detectContact } from "./contact-detection";

// What the name before a number used to be read with; the walk back must find the same run.
const TRAILING_LATIN_RUN = /(?:\p{Script=Latin}\p{M}*|['’\-\s,])+$/u;

describe("the run of Latin words before a number", () => {
  it("is found walking back exactly where the pattern finds it, on thousands of random texts", () => {
    const random = seededRandom(23);
    const pieces = [
      "a",
      "B",
      "é",
      "e\u0301",
      "\u0301",
      "\u0301\u0301",
      " ",
      ",",
      "'",
      "’",
      "-",
      "!",
      "1",
      "ू",
      "я",
      "𝐀",
      "\u{1F600}",
      "\n",
      "x",
    ];
    const differences: string[] = [];
    for (let i = 0; i < 20_000 && differences.length < 5; i++) {
      let text = "";
      for (let k = Math.floor(random() * 10); k >= 0; k--) text += pieces[Math.floor(random() * pieces.length)];
      const expected = TRAILING_LATIN_RUN.exec(text)?.index ?? text.length;
      if (latinRunStart(text, text.length) !== expected) differences.push(text);
    }
    expect(differences).toEqual([]);
  });
});

describe("detecting a name in an abusive message", () => {
  const random = seededRandom(8);
  const walked = (text: string) => {
    const before = nameWork.walked;
    detectName(text);
    return nameWork.walked - before;
  };

  it.each([
    ["capitalised words, then a number", (n: number) => `${filled(n - 13, () => `${randomWord(random, 1)} `)}! 0123456789`],
    ["letters with combining marks, then a number", (n: number) => `${filled(n - 12, () => "a\u0301 ")}!0123456789`],
    ["spaced dashes, then a number", (n: number) => `${filled(n - 10, () => "a - ")}0123456789`],
    ["names and phone numbers", (n: number) => filled(n, () => "Ab 0123456789 ")],
  ])("walks over %s in proportion to the message", (_, text) => {
    const short = walked(text(1000));
    const long = walked(text(2000));
    expect(short).toBeGreaterThan(0);
    expect(long).toBeLessThanOrEqual(2.2 * short);
    expect(long).toBeLessThanOrEqual(2 * 2000);
  });

  it.each(Object.entries(abusiveTexts(2000)))("walks over a 2,000-character message of %s at most twice", (_, text) => {
    expect(walked(text)).toBeLessThanOrEqual(2 * text.length);
  });

  it("still finds the name before the number", () => {
    expect(detectContact("Ahmad Tan, 012-345 6789")).toEqual({ name: "Ahmad Tan", phone: "0123456789" });
  });

  it("reads a long run of Chinese characters after 我叫 as no name, as before", () => {
    expect(detectName(`我叫${"王".repeat(1998)}`)).toBe("Unknown");
    expect(detectName("我叫王小明")).toBe("王小明");
  });
});
