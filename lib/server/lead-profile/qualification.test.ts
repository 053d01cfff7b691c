import "server-only";
import { mergeQualification, parseQualification, qualificationJsonSchema, qualificationSchema } from "./qualification";

describe("qualificationSchema", () => {
  it("accepts a full qualification and fills the default currency", () => {
    const parsed = qualificationSchema.parse({
      purpose: "investment",
      budget: { amount: 1_200_000, bound: "about" },
      timeline: { withinMonths: 3 },
      unit: "typeA",
      financing: "loan-approved",
      nationality: { country: "SG", mm2h: false },
    });
    expect(parsed.budget).toEqual({ amount: 1_200_000, currency: "MYR", bound: "about" });
  });

  it.each([
    ["an unknown key", { colour: "blue" }],
    ["an unknown purpose", { purpose: "flipping" }],
    ["a fractional amount", { budget: { amount: 1.5, bound: "about" } }],
    ["a lower-case currency", { budget: { amount: 100_000, currency: "myr", bound: "about" } }],
    ["a timeline beyond ten years", { timeline: { withinMonths: 121 } }],
    ["a country that is not ISO 3166-1", { nationality: { country: "ZZ" } }],
    ["an alpha-3 country", { nationality: { country: "SGP" } }],
    ["an empty nationality", { nationality: {} }],
    ["an unknown unit", { unit: "typeD" }],
  ])("rejects %s", (_name, value) => {
    expect(qualificationSchema.safeParse(value).success).toBe(false);
  });

  it("gives a JSON schema with a description on every slot and no extra keys", () => {
    const schema = qualificationJsonSchema() as {
      properties: Record<string, { description?: string }>;
      additionalProperties: boolean;
      required?: string[];
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required ?? []).toEqual([]);
    for (const slot of ["purpose", "budget", "timeline", "unit", "financing", "nationality"]) {
      expect(schema.properties[slot]?.description?.length).toBeGreaterThan(10);
    }
  });
});

describe("mergeQualification", () => {
  it("lets newer answers win slot by slot and keeps the rest", () => {
    expect(
      mergeQualification(
        { purpose: "own-stay", timeline: { withinMonths: 12 }, financing: "loan" },
        { timeline: { withinMonths: 3 }, financing: "loan-approved" },
      ),
    ).toEqual({ purpose: "own-stay", timeline: { withinMonths: 3 }, financing: "loan-approved" });
  });

  it("merges nationality field by field", () => {
    expect(mergeQualification({ nationality: { mm2h: true } }, { nationality: { country: "GB" } })).toEqual({
      nationality: { country: "GB", mm2h: true },
    });
  });

  it("changes neither input", () => {
    const older = { purpose: "investment" as const };
    const newer = { unit: "typeB" as const };
    mergeQualification(older, newer);
    expect(older).toEqual({ purpose: "investment" });
    expect(newer).toEqual({ unit: "typeB" });
  });
});

describe("parseQualification", () => {
  it("keeps the valid slots of model output and drops nulls and invalid ones", () => {
    expect(
      parseQualification({
        purpose: "investment",
        budget: { amount: "a lot", bound: "about" },
        timeline: null,
        unit: "typeC",
        nationality: { country: "RU" },
        extra: 1,
      }),
    ).toEqual({ purpose: "investment", unit: "typeC", nationality: { country: "RU" } });
  });

  it.each([null, "text", 42, []])("reads %j as nothing", (value) => {
    expect(parseQualification(value)).toEqual({});
  });
});
