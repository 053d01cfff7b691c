import { readFileSync } from "node:fs";
import path from "node:path";
import { fieldPath, launchWarnings, parseProperty, PropertyContentError } from "./property-schema";
import { site } from "./site";

/** The file as loosely as a marketer may edit it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an edit may put anything anywhere
type Editable = any;

/** The shipped file, as a marketer would open it, fresh for each edit. */
const shipped = (): Editable => JSON.parse(readFileSync(path.join(__dirname, "../../../content/property.json"), "utf8"));

function problemsOf(edit: (content: Editable) => void): readonly string[] {
  const content = shipped();
  edit(content);
  try {
    parseProperty(content);
  } catch (error) {
    expect(error).toBeInstanceOf(PropertyContentError);
    return (error as PropertyContentError).problems;
  }
  throw new Error("expected the edited content to be refused");
}

describe("the property content's schema", () => {
  it("accepts the shipped file, and it is what the site loads", () => {
    const content = parseProperty(shipped());
    expect(content.units).toEqual(site.units);
    expect(content.particulars).toEqual(site.particulars);
  });

  it.each<[string, (c: Editable) => void, string]>([
    ["a negative installment", (c) => (c.units[1].installment = -2876), "units[1].installment: expected a positive number"],
    ["a price typed as text", (c) => (c.units[0].rental = "5,400"), "units[0].rental: expected a number"],
    ["a missing size", (c) => delete c.units[2].sizeSqft, "units[2].sizeSqft: expected a number"],
    ["half a bedroom", (c) => (c.units[0].bedrooms = 2.5), "units[0].bedrooms: expected a whole number"],
    ["an unknown unit position", (c) => (c.units[0].unit = "penthouse"), "units[0].unit: expected cornerUnit or intermediateUnit"],
    ["a fourth unit type", (c) => c.units.push({ ...c.units[0], type: "typeD" }), "units[3].type: expected one of typeA, typeB, typeC"],
    [
      "a unit type twice",
      (c) => (c.units[2] = { ...c.units[1] }),
      "units: expected the three types typeA, typeB, typeC, each once and in that order",
    ],
    ["a local phone number", (c) => (c.sales.phone = "013-288 4650"), "sales.phone: expected a Malaysian number in international form"],
    [
      "a gallery that closes before it opens",
      (c) => (c.viewings.hours.mon = { open: "18:00", close: "10:00" }),
      "viewings.hours.mon: expected the gallery to open before it closes",
    ],
    [
      "an opening time in 12-hour form",
      (c) => (c.viewings.hours.tue.open = "10am"),
      'viewings.hours.tue.open: expected a 24-hour time such as "10:00"',
    ],
    ["an unknown time zone", (c) => (c.viewings.timeZone = "Asia/Kuantan"), "viewings.timeZone: expected an IANA time zone"],
    [
      "a date in day/month form",
      (c) => (c.particulars.expectedCompletion = "31/12/2029"),
      'particulars.expectedCompletion: expected a date such as "2027-11-30"',
    ],
    [
      "a permit valid until before it starts",
      (c) => (c.particulars.advertisingPermit.validUntil = "2024-01-01"),
      "particulars.advertisingPermit.validUntil: expected validUntil on or after validFrom",
    ],
    [
      "an empty licence number",
      (c) => (c.particulars.developer.licence.number = " "),
      "particulars.developer.licence.number: expected a text, not an empty one",
    ],
    ["a leasehold without its expiry", (c) => delete c.particulars.land.leaseExpiry, "particulars.land.leaseExpiry: expected a date"],
    [
      "an unknown tenure",
      (c) => (c.particulars.land.tenure = "strata"),
      'particulars.land.tenure: expected tenure "freehold", or "leasehold" with a leaseExpiry',
    ],
    ["a price range upside down", (c) => (c.particulars.prices[1].max = 1), "particulars.prices[1].max: expected max to be at least min"],
    ["no units of a type", (c) => (c.particulars.prices[2].units = 0), "particulars.prices[2].units: expected a whole number, 1 or more"],
    [
      "a type without a price range",
      (c) => c.particulars.prices.pop(),
      "particulars.prices: expected a price range for each of typeA, typeB, typeC",
    ],
    [
      "no account number",
      (c) => delete c.particulars.housingDevelopmentAccount.accountNumber,
      "particulars.housingDevelopmentAccount.accountNumber: expected a text",
    ],
    [
      "a quota above 100%",
      (c) => (c.particulars.bumiputera.quotaPercent = 130),
      "particulars.bumiputera.quotaPercent: expected a percentage, 100 or less",
    ],
    ["no sample flag", (c) => delete c.particulars.sample, "particulars.sample: expected true or false"],
  ])("refuses %s, naming the field", (_, edit, problem) => {
    expect(problemsOf(edit)).toEqual(expect.arrayContaining([expect.stringContaining(problem)]));
  });

  it("lists every wrong field at once, in a message that names the file", () => {
    const content = shipped();
    content.units[1].installment = 0;
    content.particulars.buildingPlan.authority = "";
    expect(() => parseProperty(content)).toThrow(
      /content\/property\.json.*not valid:\n {2}units\[1\]\.installment: expected a positive number\n {2}particulars\.buildingPlan\.authority: expected a text/,
    );
  });

  it("reads the particulars' dates as dates, and a freehold needs no expiry", () => {
    const { particulars } = parseProperty(shipped());
    expect(particulars.expectedCompletion).toEqual(new Date("2029-12-31T00:00:00Z"));
    expect(particulars.developer.licence.validUntil).toBeInstanceOf(Date);
    const content = shipped();
    content.particulars.land = { tenure: "freehold", encumbrance: { chargedTo: null } };
    expect(parseProperty(content).particulars.land).toEqual({ tenure: "freehold", encumbrance: { chargedTo: null } });
  });

  it("warns while the particulars are the sample, and when a permit has run out", () => {
    const content = parseProperty(shipped());
    expect(launchWarnings(content, new Date("2026-01-01"))).toEqual([expect.stringMatching(/SAMPLE advertisement particulars/)]);
    content.particulars.sample = false;
    expect(launchWarnings(content, new Date("2026-01-01"))).toEqual([]);
    expect(launchWarnings(content, new Date("2028-01-01"))).toEqual([
      "particulars.developer.licence expired on 2027-11-30.",
      "particulars.advertisingPermit expired on 2027-11-30.",
    ]);
  });

  it("writes a field's path the way the JSON reads", () => {
    expect(fieldPath(["units", 1, "installment"])).toBe("units[1].installment");
    expect(fieldPath([])).toBe("(the file)");
  });
});
