import "server-only";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import { answerFrom } from "./answer";
import { figuresBesidesContact, hasSalesContact, inventedFigures, knownFigures } from "./eval/figures";

// The same knowledge base once a marketer has published every optional fact.
const filled: KnowledgeBase = {
  ...knowledge,
  optional: {
    maintenanceFeePerSqft: 0.45,
    furnishing: "partly",
    parking: "covered",
  },
};
const known = knownFigures(filled);

describe("the offline consultant with the optional facts filled in", () => {
  it.each([
    ["en", "What's the maintenance fee?", ["RM0.45", "per sq ft"]],
    ["en", "Are the units furnished?", ["partly furnished"]],
    ["en", "Are the car parks covered?", ["covered"]],
    ["fr", "Le parking, c'est intérieur ou extérieur ?", ["couvert"]],
    ["de", "Wie hoch ist das Hausgeld?", ["RM0,45"]],
    ["zh", "管理费多少？", ["RM0.45"]],
    ["ru", "Квартиры продаются с мебелью?", ["частично"]],
  ] as const)("[%s] %s quotes the published fact", (language, question, expected) => {
    const reply = answerFrom(filled, question, language);
    for (const text of expected) expect(reply).toContain(text);
    expect(reply).not.toContain(knowledge.sales.phone);
    expect(inventedFigures(reply, known)).toEqual([]);
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
});
