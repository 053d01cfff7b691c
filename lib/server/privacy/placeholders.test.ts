import "server-only";
import { fillPlaceholders, placeholderNames } from "./placeholders";

const DAYS = "{n, plural, =0 {no day} one {# day} other {# days}}";

describe("fillPlaceholders", () => {
  it("fills plain placeholders, strings and numbers alike", () => {
    expect(fillPlaceholders("Write to {email} within {n} days.", { email: "dpo@x.my", n: 21 }, "en")).toBe(
      "Write to dpo@x.my within 21 days.",
    );
  });

  it("picks a plural branch by the language's rules, exact values first, and writes # as the number", () => {
    expect([0, 1, 2, 365].map((n) => fillPlaceholders(DAYS, { n }, "en"))).toEqual(["no day", "1 day", "2 days", "365 days"]);
    const ru = "{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}";
    expect([1, 3, 5, 21, 1000].map((n) => fillPlaceholders(ru, { n }, "ru"))).toEqual([
      "1 день",
      "3 дня",
      "5 дней",
      "21 день",
      "1000 дней",
    ]);
    const ar = "{n, plural, one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}";
    expect([1, 2, 7, 30, 100].map((n) => fillPlaceholders(ar, { n }, "ar"))).toEqual(["يوم واحد", "يومين", "7 أيام", "30 يومًا", "100 يوم"]);
  });

  it("writes numbers in Latin digits and without grouping, in every language", () => {
    expect(fillPlaceholders("{n}", { n: 1234 }, "ar")).toBe("1234");
    expect(fillPlaceholders("{n, plural, other {# يوم}}", { n: 12 }, "ar")).toBe("12 يوم");
    expect(fillPlaceholders("{n}", { n: 1000 }, "de")).toBe("1000");
  });

  it("picks a select branch, or other", () => {
    const text = "We {use, select, staff {read them} other {read them and train models with them}}.";
    expect(fillPlaceholders(text, { use: "staff" }, "en")).toBe("We read them.");
    expect(fillPlaceholders(text, { use: "staff-and-models" }, "en")).toBe("We read them and train models with them.");
  });

  it("fills placeholders inside a chosen branch, and keeps apostrophes and French spaces as written", () => {
    const text = "{use, select, staff {l'équipe\u202f: {who}} other {personne}}";
    expect(fillPlaceholders(text, { use: "staff", who: "Ventes" }, "fr")).toBe("l'équipe\u202f: Ventes");
  });

  it("throws on an unknown placeholder, a missing other branch or unbalanced braces", () => {
    expect(() => fillPlaceholders("{who}", {}, "en")).toThrow(/unknown placeholder "who"/);
    expect(() => fillPlaceholders("{n, plural, one {# day}}", { n: 2 }, "en")).toThrow(/no "other" branch/);
    expect(() => fillPlaceholders("{n", { n: 2 }, "en")).toThrow();
    expect(() => fillPlaceholders("a } b", {}, "en")).toThrow(/unmatched/);
  });
});

describe("placeholderNames", () => {
  it("lists every placeholder once, nested ones included, not the branch words", () => {
    expect(placeholderNames(`To {email}: ${DAYS} {use, select, staff {# {who}} other {x y}}`)).toEqual(["email", "n", "use", "who"]);
  });
});
