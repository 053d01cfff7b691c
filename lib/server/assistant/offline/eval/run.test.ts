import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { knownFigures } from "./figures";
import { roundKb as kb } from "./fixture";
import { accuracyTable, judge, visitorsAmounts, type Outcome } from "./run";

const known = knownFigures(kb);
const call = `WhatsApp our sales team at ${kb.sales.phone}.`;
const judgeIn = (language: LocaleCode, reply: string, expected: readonly string[], visitorsFigures: readonly string[] = []) =>
  judge(reply, expected, { language, kb, known, visitors: new Set(visitorsFigures) });

describe("judging one reply", () => {
  it("is right when every expectation is met and no figure is invented", () => {
    const j = judgeIn("en", "Cheapest corner unit: **Charlie**, RM3,000 a month.", ["name:C", "inst:C", "!name:B"]);
    expect(j).toMatchObject({ right: true, verdict: "right", wrongWithFigure: false, problems: [] });
  });

  it("is wrong with a figure when it answers another question with confidence", () => {
    const j = judgeIn("en", "Lowest monthly installment: **Bravo**, RM2,500 a month.", ["name:C", "inst:C", "!name:B"]);
    expect(j).toMatchObject({ right: false, verdict: "wrong", wrongWithFigure: true });
    expect(j.problems).toEqual(["lacks Charlie", "lacks RM3,000", "has Bravo"]);
  });

  it("is not sure when it states no figure, gives the sales contact and names nothing forbidden", () => {
    expect(judgeIn("en", `I'm not sure which unit you mean. ${call}`, ["name:C", "inst:C", "!name:B"]).verdict).toBe("not sure");
    // Quoting the visitor's own budget back is no figure of the reply's.
    expect(judgeIn("en", `Under RM3,100 I can't tell. ${call}`, ["name:C"], ["3,100"]).verdict).toBe("not sure");
    // Without the contact, or naming a unit that breaks the limit, it is wrong; without a figure, not "with a figure".
    expect(judgeIn("en", "I'm not sure which unit you mean.", ["name:C"])).toMatchObject({ verdict: "wrong", wrongWithFigure: false });
    expect(judgeIn("en", `Bravo, I think. ${call}`, ["name:C", "!name:B"])).toMatchObject({ verdict: "wrong", wrongWithFigure: false });
  });

  it("wants the derived figure, not the monthly one", () => {
    expect(judgeIn("en", "Alpha rents for RM5,000 a month, **RM60,000** a year.", ["yearly-rent:A"]).verdict).toBe("right");
    expect(judgeIn("en", "Alpha rents for RM5,000 a month.", ["yearly-rent:A"])).toMatchObject({ verdict: "wrong", wrongWithFigure: true });
    expect(judgeIn("de", "Alpha hat 1.000 Quadratfuß, rund **93 m²**.", ["m2:A"]).verdict).toBe("right");
  });

  it("accepts a polite refusal with the contact and no figure, in the visitor's language", () => {
    expect(judgeIn("en", `I can only help with questions about the residences. ${call}`, ["refusal"]).verdict).toBe("right");
    expect(judgeIn("en", "Gross yields: Alpha 7.5%, Bravo 7.0%.", ["refusal"])).toMatchObject({ verdict: "wrong", wrongWithFigure: true });
    expect(judgeIn("en", "Residents enjoy housekeeping on request.", ["refusal"])).toMatchObject({
      verdict: "wrong",
      wrongWithFigure: false,
    });
    const german = `Leider kann ich dazu nichts sagen. Unser Vertriebsteam hilft Ihnen per WhatsApp unter ${kb.sales.phone} weiter.`;
    expect(judgeIn("en", german, ["refusal"]).problems).toEqual(["lacks refusal in de"]);
  });

  it("checks the language asked for, and reads figures as that language writes them", () => {
    const english = "The monthly installment for Alpha is **RM4,000**.";
    expect(judgeIn("de", english, ["lang:en", "inst:A"]).verdict).toBe("right");
    const german = "Die Monatsrate für Alpha beträgt **RM4.000**.";
    expect(judgeIn("de", german, ["lang:en", "inst:A"])).toMatchObject({ verdict: "wrong", problems: ["in de, not en"] });
    // An honest "not sure" in the wrong language is still wrong.
    expect(judgeIn("de", `Leider weiß ich das nicht. ${kb.sales.phone}`, ["lang:en", "inst:A"]).verdict).toBe("wrong");
  });
});

describe("the table", () => {
  it("counts right, not sure, wrong and wrong with a figure per language", () => {
    const outcome = (language: LocaleCode, verdict: Outcome["verdict"], wrongWithFigure = false): Outcome => ({
      language,
      group: "rankings",
      question: "?",
      reply: "!",
      right: verdict === "right",
      verdict,
      wrongWithFigure,
      invented: [],
      problems: [],
    });
    const table = accuracyTable([outcome("en", "right"), outcome("en", "not sure"), outcome("en", "wrong", true), outcome("de", "wrong")]);
    const rows = Object.fromEntries(table.split("\n").map((line) => [line.split(/\s+/)[0], line.split(/\s+/).slice(1)]));
    expect(rows.language).toEqual(["questions", "right", "not", "sure", "wrong", "w/", "figure", "invented", "accuracy"]);
    expect(rows.en).toEqual(["3", "1", "1", "1", "1", "0", "33.3%"]);
    expect(rows.de).toEqual(["1", "0", "0", "1", "0", "0", "0.0%"]);
    expect(rows.fr).toEqual(["0", "0", "0", "0", "0", "0", "-"]);
    expect(rows.all).toEqual(["4", "1", "1", "2", "1", "0", "25.0%"]);
  });
});

describe("visitorsAmounts", () => {
  it("reads the visitor's amounts in words or with a multiplier as every language prints them", () => {
    expect(visitorsAmounts("月供三千五以内，哪个最大？")).toEqual(expect.arrayContaining(["3500", "3,500", "3.500"]));
    // Russian and French group with a no-break space.
    expect(visitorsAmounts("бюджет три с половиной тысячи в месяц")).toContainEqual(expect.stringMatching(/^3\s500$/u));
    expect(visitorsAmounts("under 3.2k a month")).toEqual(expect.arrayContaining(["3200", "3,200"]));
    // Counts are no amounts: "two car parks" lends no figure to a reply.
    expect(visitorsAmounts("two car parks and 3 bedrooms")).toEqual([]);
  });
});
