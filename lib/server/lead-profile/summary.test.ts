import "server-only";
import { describeQualification } from "./summary";
import type { Qualification } from "./qualification";

describe("describeQualification", () => {
  it("gives every stated slot one English row, in the order sales read them", () => {
    const q: Qualification = {
      nationality: { country: "SG" },
      financing: "cash",
      unit: "typeA",
      timeline: { withinMonths: 3 },
      budget: { amount: 1_200_000, currency: "MYR", bound: "about" },
      purpose: "investment",
    };
    expect(describeQualification(q)).toEqual([
      { label: "Purpose", value: "Investment and rental" },
      { label: "Budget", value: "about RM 1,200,000" },
      { label: "Timeline", value: "within 3 months" },
      { label: "Unit", value: "Type A Ardentz" },
      { label: "Financing", value: "Cash" },
      { label: "Nationality", value: "Singapore (foreign buyer)" },
    ]);
  });

  it("leaves out what was not stated", () => {
    expect(describeQualification({})).toEqual([]);
    expect(describeQualification({ unit: "typeC" })).toEqual([{ label: "Unit", value: "Type C Cares" }]);
  });

  it.each([
    [{ budget: { amount: 800_000, currency: "MYR", bound: "max" } }, "up to RM 800,000"],
    [{ budget: { amount: 3_000, currency: "MYR", bound: "min", monthly: true } }, "at least RM 3,000 a month"],
    [{ budget: { amount: 250_000, currency: "EUR", bound: "about" } }, "about €250,000"],
    [{ budget: { amount: 500_000, currency: "SGD", bound: "max" } }, "up to SGD 500,000"],
  ] as [Qualification, string][])("formats the budget %j as %s", (q, value) => {
    expect(describeQualification(q)).toEqual([{ label: "Budget", value }]);
  });

  it.each([
    [{ timeline: { withinMonths: 0 } }, "Timeline", "now (immediately)"],
    [{ timeline: { withinMonths: 1 } }, "Timeline", "within 1 month"],
    [{ financing: "loan" }, "Financing", "Loan needed"],
    [{ financing: "loan-approved" }, "Financing", "Loan approved"],
    [{ purpose: "own-stay" }, "Purpose", "Own stay"],
    [{ purpose: "holiday-home" }, "Purpose", "Holiday home"],
    [{ nationality: { country: "MY" } }, "Nationality", "Malaysia"],
    [{ nationality: { country: "GB", mm2h: true } }, "Nationality", "United Kingdom (foreign buyer, MM2H visa holder)"],
    [{ nationality: { mm2h: true } }, "Nationality", "MM2H visa holder (foreign buyer)"],
    [{ nationality: { country: "RU" } }, "Nationality", "Russia (foreign buyer)"],
  ] as [Qualification, string, string][])("%j reads %s: %s", (q, label, value) => {
    expect(describeQualification(q)).toEqual([{ label, value }]);
  });
});
