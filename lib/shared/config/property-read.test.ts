import propertyJson from "@/content/property.json";
import { readProperty } from "./property-read";
import { parseProperty, type PropertyJson } from "./property-schema";

const shipped = propertyJson as PropertyJson;

describe("reading the property without its schema", () => {
  it("gives what the schema gives for the shipped content", () => {
    expect(readProperty(shipped)).toEqual(parseProperty(shipped));
  });

  it("gives what the schema gives for leasehold land, with its expiry as a date", () => {
    const leasehold = {
      ...shipped,
      particulars: { ...shipped.particulars, land: { tenure: "leasehold", leaseExpiry: "2120-06-30", encumbrance: { chargedTo: null } } },
    } as PropertyJson;
    const read = readProperty(leasehold);
    expect(read).toEqual(parseProperty(leasehold));
    expect(read.particulars.land).toMatchObject({ leaseExpiry: new Date("2120-06-30T00:00:00Z") });
  });
});
