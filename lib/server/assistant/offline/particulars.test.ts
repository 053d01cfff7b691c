import "server-only";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import { PARTICULARS, UNITS, rm } from "@/test/support/property";
import { answerFrom } from "./answer";
import { hasSalesContact, inventedFigures, knownFigures } from "./eval/figures";

// The figures the tests expect come from the content file, as a marketer wrote them.
/** "30 November 2027", as the English consultant writes a date of the content file. */
const day = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(iso));
const { advertisingPermit: permit, developer, land } = PARTICULARS;

const price = (type: string) => {
  const found = PARTICULARS.prices.find((p) => p.type === type);
  if (!found) throw new Error(`no price range for ${type}`);
  return found;
};

describe("the offline consultant quotes the advertisement particulars", () => {
  it("gives every type's selling price range and number of units", () => {
    const reply = answerFrom(knowledge, "What are the selling prices?", "en");
    for (const unit of UNITS) {
      const p = price(unit.type);
      expect(reply).toContain(`${unit.name} (Type ${unit.type.slice(-1)}) **${rm(p.min)} to ${rm(p.max)}**, ${p.units} units`);
    }
    expect(inventedFigures(reply)).toEqual([]);
  });

  it('answers "how much" with the selling price range and the monthly installment, and still offers the full list', () => {
    const [a] = UNITS;
    const reply = answerFrom(knowledge, `How much is ${a.name}?`, "en");
    expect(reply).toContain(`${rm(price(a.type).min)} to ${rm(price(a.type).max)}`);
    expect(reply).toContain(rm(a.installment));
    expect(hasSalesContact(reply)).toBe(true);
  });

  it("gives the price per square foot from the range and the size", () => {
    const [, b] = UNITS;
    const p = price(b.type);
    expect(answerFrom(knowledge, `Price per sq ft of ${b.name}?`, "en")).toContain(
      `${rm(Math.round(p.min / b.sizeSqft))} to ${rm(Math.round(p.max / b.sizeSqft))}`,
    );
  });

  it.each([
    ["What is your advertising permit number?", [permit.number, `valid from ${day(permit.validFrom)} to ${day(permit.validUntil)}`]],
    ["Who is the developer?", [developer.name, developer.licence.number, `valid from ${day(developer.licence.validFrom)}`]],
    ["When will it be completed?", [day(PARTICULARS.expectedCompletion)]],
    ["Is it freehold or leasehold?", ["leasehold", day(land.leaseExpiry), land.encumbrance.chargedTo]],
  ])("%s", (question, expected) => {
    const reply = answerFrom(knowledge, question, "en");
    for (const text of expected) expect(reply).toContain(text);
    expect(inventedFigures(reply)).toEqual([]);
  });

  it("uses the official Malay terms in Bahasa Malaysia", () => {
    expect(answerFrom(knowledge, "Apa nombor permit iklan?", "ms")).toContain("No. Permit Iklan dan Jualan");
    expect(answerFrom(knowledge, "Siapa pemaju projek ini?", "ms")).toContain("No. Lesen Pemaju");
    expect(answerFrom(knowledge, "Bila projek ini siap?", "ms")).toContain("Tarikh Jangkaan Siap");
  });
});

describe("the particulars are the one source of these facts", () => {
  // What the consultant says after the developer fills in its own particulars.
  const own: KnowledgeBase = {
    ...knowledge,
    particulars: {
      ...knowledge.particulars,
      advertisingPermit: {
        number: "99999-9/09-2030/0999(P)",
        validFrom: new Date("2028-01-15T00:00:00Z"),
        validUntil: new Date("2030-01-14T00:00:00Z"),
      },
      land: { tenure: "freehold", encumbrance: { chargedTo: null } },
      expectedCompletion: new Date("2031-03-31T00:00:00Z"),
      prices: knowledge.particulars.prices.map((p) => ({ ...p, min: p.min + 11_000, max: p.max + 22_000, units: p.units + 3 })),
    },
  };

  it("quotes what the content says, and counts its figures as facts", () => {
    const known = knownFigures(own);
    const replies = [
      answerFrom(own, "What is the advertising permit number?", "en"),
      answerFrom(own, "Freehold or leasehold?", "en"),
      answerFrom(own, "Wann ist die Fertigstellung geplant?", "de"),
      answerFrom(own, "What are the selling prices?", "en"),
      answerFrom(own, "售价是多少？", "zh"),
    ];
    expect(replies[0]).toContain("99999-9/09-2030/0999(P)");
    expect(replies[0]).toContain("valid from 15 January 2028 to 14 January 2030");
    expect(replies[1]).toContain("**freehold**");
    expect(replies[1]).not.toContain("charged");
    expect(replies[2]).toContain("31. März 2031");
    const [a] = own.particulars.prices;
    expect(replies[3]).toContain(`${rm(a.min)} to ${rm(a.max)}**, ${a.units} units`);
    for (const reply of replies) expect(inventedFigures(reply, known)).toEqual([]);
  });

  it("does not take another content's figures for facts", () => {
    // The shipped sample's permit and prices are inventions once the developer's own are in place.
    const sample = answerFrom(knowledge, "What is the advertising permit number?", "en");
    expect(inventedFigures(sample, knownFigures(own))).toEqual(expect.arrayContaining(["0456"]));
    expect(inventedFigures(answerFrom(knowledge, "What are the selling prices?", "en"), knownFigures(own))).not.toEqual([]);
  });
});
