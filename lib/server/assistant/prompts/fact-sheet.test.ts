import "server-only";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import { squareMetres } from "@/lib/shared/config/area";
import { factSheet } from "./fact-sheet";
import { systemPrompt } from "./system-prompt";
import { PARTICULARS, UNITS, rm } from "@/test/support/property";

const filled: KnowledgeBase = {
  ...knowledge,
  optional: {
    maintenanceFeePerSqft: 0.45,
    furnishing: "fully",
    parking: "covered",
  },
};

describe("factSheet", () => {
  it("lists every unset optional fact as not known", () => {
    const line =
      factSheet()
        .split("\n")
        .find((l) => l.startsWith("Not known yet")) ?? "";
    for (const label of ["maintenance fee", "furnishing", "parking"]) expect(line).toContain(label);
    // The particulars state these: they are known.
    for (const label of ["tenure", "completion", "purchase prices"]) expect(line).not.toContain(label);
    expect(factSheet()).not.toContain("Also known");
  });

  it("states the optional facts once a marketer fills them in, and no longer lists them as unknown", () => {
    const sheet = factSheet(filled);
    for (const fact of ["RM0.45 per sq ft per month", "fully furnished", "covered car parks"]) {
      expect(sheet).toContain(fact);
    }
    const line = sheet.split("\n").find((l) => l.startsWith("Not known yet")) ?? "";
    expect(line).not.toContain("furnishing");
    expect(line).toContain("rules for foreign buyers");
  });

  it("gives each size in square metres too, converted as the cards convert it, so a model answering in metres quotes the same figure", () => {
    for (const u of knowledge.units) expect(factSheet()).toContain(`sq ft (${squareMetres(u.sizeSqft)} m²)`);
  });

  it("states the advertisement particulars from the content file", () => {
    const sheet = factSheet();
    const p = PARTICULARS;
    const day = (iso: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
    for (const fact of [
      `developer's licence no. ${p.developer.licence.number}, valid from ${day(p.developer.licence.validFrom)} to ${day(p.developer.licence.validUntil)}`,
      `advertising and sales permit no. ${p.advertisingPermit.number}`,
      `land tenure: leasehold, expiring on ${day(p.land.leaseExpiry)}; the land is charged to ${p.land.encumbrance.chargedTo}`,
      `expected completion date: ${day(p.expectedCompletion)}`,
      ...UNITS.map((u) => {
        const price = p.prices.find((x) => x.type === u.type)!;
        return `${u.name} (Type ${u.type.slice(-1)}) ${rm(price.min)} to ${rm(price.max)}, ${price.units} units`;
      }),
      `building plans approved by ${p.buildingPlan.authority}, reference ${p.buildingPlan.reference}`,
      `Housing Development Account: ${p.housingDevelopmentAccount.bank}, account no. ${p.housingDevelopmentAccount.accountNumber}`,
      `Bumiputera quota ${p.bumiputera.quotaPercent}% of the units, with a ${p.bumiputera.discountPercent}% discount`,
    ]) {
      expect(sheet).toContain(fact);
    }
  });

  it("drops a feature the knowledge base no longer has", () => {
    const sheet = factSheet({ ...knowledge, features: knowledge.features.filter((f) => f !== "infinityPool") });
    expect(sheet).not.toContain("infinity pool");
    expect(sheet).toContain("rooftop lounge");
  });

  it("is in the system prompt with its language line", () => {
    expect(systemPrompt("ar")).toContain(factSheet());
    expect(systemPrompt("ar")).toContain("أجب دائمًا باللغة العربية.");
  });
});
