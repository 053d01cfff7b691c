import "server-only";
import { abusiveTexts, filled } from "@/test/support/abusive-text";
import { compiled } from "./compile";
import { extractQualification, MAX_CHARS, MAX_CLAUSES, qualificationWork } from "./extract";
import { negationWork } from "./text";

const work = (message: string) => {
  const clauses = qualificationWork.clauses;
  const chars = qualificationWork.chars;
  const walked = negationWork.walked;
  extractQualification(message, "en", { asked: "budget" });
  return { clauses: qualificationWork.clauses - clauses, chars: qualificationWork.chars - chars, walked: negationWork.walked - walked };
};

describe("reading an abusive message for qualification answers", () => {
  it.each(Object.entries(abusiveTexts(2000)))("reads a 2,000-character message of %s with bounded work", (_, text) => {
    const { clauses, chars, walked } = work(text);
    expect(clauses).toBeLessThanOrEqual(MAX_CLAUSES);
    expect(chars).toBeLessThanOrEqual(MAX_CHARS);
    // The negation check reads a few words around each match; reading the clause before each match was millions.
    expect(walked).toBeLessThan(40 * text.length);
  });

  it("reads at most its clause limit of a message of hundreds of clauses", () => {
    expect(work(filled(2000, () => "a, ")).clauses).toBe(MAX_CLAUSES);
  });

  it.each([
    ["punctuated digits", (n: number) => abusiveTexts(n)["punctuated digits"]],
    ["many small amounts", (n: number) => filled(n, () => "RM 12 ")],
  ])("checks negations around %s in proportion to the message", (_, text) => {
    const short = work(text(MAX_CHARS / 4)).walked;
    const long = work(text(MAX_CHARS / 2)).walked;
    expect(short).toBeGreaterThan(0);
    expect(long).toBeLessThanOrEqual(2.5 * short);
  });

  it("still reads a budget written after a long run of figures", () => {
    expect(extractQualification(`${"12 ".repeat(50)}, my budget is RM 800k`, "en").budget).toEqual({
      amount: 800_000,
      currency: "MYR",
      bound: "about",
    });
  });

  it("reads a run of digits as one figure, never from inside it", () => {
    // A figure that may start or end inside a run is tried from every digit of it: a run of 2,000 was read 2,000 times.
    const number = new RegExp(compiled().numberRange.source, "gu");
    expect([..."x 1234567890 and 3-6".matchAll(number)].map((m) => m[0])).toEqual(["1234567890", "3-6"]);
  });
});
