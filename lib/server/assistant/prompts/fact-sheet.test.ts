import "server-only";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import { squareMetres } from "@/lib/shared/config/area";
import { factSheet } from "./fact-sheet";
import { systemPrompt } from "./system-prompt";

const filled: KnowledgeBase = {
  ...knowledge,
  optional: {
    tenure: { kind: "leasehold", years: 99 },
    completion: "2028-06",
    maintenanceFeePerSqft: 0.45,
    furnishing: "fully",
    totalPrices: { typeA: 980000, typeB: 560000, typeC: 610000 },
    parking: "covered",
  },
};

describe("factSheet", () => {
  it("lists every unset optional fact as not known", () => {
    const line =
      factSheet()
        .split("\n")
        .find((l) => l.startsWith("Not known yet")) ?? "";
    for (const label of ["tenure", "completion date", "maintenance fee", "furnishing", "total purchase prices", "parking"])
      expect(line).toContain(label);
    expect(factSheet()).not.toContain("Also known");
  });

  it("states the optional facts once a marketer fills them in, and no longer lists them as unknown", () => {
    const sheet = factSheet(filled);
    for (const fact of [
      "leasehold, 99 years",
      "2028-06",
      "RM0.45 per sq ft per month",
      "fully furnished",
      "Ardentz RM980,000",
      "Blitz RM560,000",
      "Cares RM610,000",
      "covered car parks",
    ]) {
      expect(sheet).toContain(fact);
    }
    const line = sheet.split("\n").find((l) => l.startsWith("Not known yet")) ?? "";
    expect(line).not.toContain("tenure");
    expect(line).toContain("rules for foreign buyers");
  });

  it("gives each size in square metres too, converted as the cards convert it, so a model answering in metres quotes the same figure", () => {
    for (const u of knowledge.units) expect(factSheet()).toContain(`sq ft (${squareMetres(u.sizeSqft)} m²)`);
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
