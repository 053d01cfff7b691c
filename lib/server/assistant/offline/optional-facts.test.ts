import "server-only";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import { A, rm } from "@/test/support/property";
import { answerFrom } from "./answer";
import { figuresBesidesContact, hasSalesContact, inventedFigures, knownFigures } from "./eval/figures";

// The same knowledge base once a marketer has published every optional fact.
const filled: KnowledgeBase = {
  ...knowledge,
  optional: {
    tenure: { kind: "freehold" },
    completion: "2028-06",
    maintenanceFeePerSqft: 0.45,
    furnishing: "partly",
    totalPrices: { typeA: 1_050_000, typeB: 620_000, typeC: 655_000 },
    parking: "covered",
  },
};
const leasehold: KnowledgeBase = { ...filled, optional: { ...filled.optional, tenure: { kind: "leasehold", years: 99 } } };
const known = knownFigures(filled);

describe("the offline consultant with the optional facts filled in", () => {
  it.each([
    ["en", "Is it freehold or leasehold?", ["freehold"]],
    ["en", "What's the maintenance fee?", ["RM0.45", "per sq ft"]],
    ["en", "When is completion?", ["June 2028"]],
    ["en", "Are the units furnished?", ["partly furnished"]],
    ["en", "What's the full price of Blitz?", ["RM620,000"]],
    ["en", "Are the car parks covered?", ["covered"]],
    ["de", "Ist das freehold oder leasehold?", ["Freehold"]],
    ["de", "Wie hoch ist das Hausgeld?", ["RM0,45"]],
    ["zh", "是永久地契吗？", ["永久地契"]],
    ["zh", "管理费多少？", ["RM0.45"]],
    ["ru", "Когда сдача дома?", ["2028"]],
  ] as const)("[%s] %s quotes the published fact", (language, question, expected) => {
    const reply = answerFrom(filled, question, language);
    for (const text of expected) expect(reply).toContain(text);
    expect(reply).not.toContain(knowledge.sales.phone);
    expect(inventedFigures(reply, known)).toEqual([]);
  });

  it("says the lease's length", () => {
    expect(answerFrom(leasehold, "Freehold or leasehold?", "en")).toContain("leasehold, 99 years");
    expect(answerFrom(leasehold, "Это фрихолд или лизхолд?", "ru")).toContain("99");
  });

  it("still says it does not know what no field holds, with the sales contact", () => {
    for (const [language, question] of [
      ["en", "Can foreigners buy?"],
      ["fr", "Proposez-vous un financement ?"],
    ] as const) {
      const reply = answerFrom(filled, question, language);
      expect(hasSalesContact(reply)).toBe(true);
      expect(figuresBesidesContact(reply)).toEqual([]);
    }
  });

  it("gives the price per square foot from the full price", () => {
    expect(answerFrom(filled, "What's the price per sq ft of Ardentz?", "en")).toContain(rm(Math.round(1_050_000 / A.sizeSqft)));
  });
});
