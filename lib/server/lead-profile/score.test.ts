import "server-only";
import { FOREIGN_BUYER_NOTE, isForeignBuyer, scoreLead, type Score } from "./score";
import type { Qualification } from "./qualification";

const foreign = FOREIGN_BUYER_NOTE[0].toUpperCase() + FOREIGN_BUYER_NOTE.slice(1);

type Row = [name: string, q: Qualification, viewingBooked: boolean, score: Score, reason: string];

const rows: Row[] = [
  ["nothing stated", {}, false, "cold", "No buying signal yet"],
  ["soon and cash", { timeline: { withinMonths: 3 }, financing: "cash" }, false, "hot", "Buying within 3 months · cash"],
  ["soon and a viewing", { timeline: { withinMonths: 2 } }, true, "hot", "Buying within 2 months · viewing booked"],
  ["now, loan approved", { timeline: { withinMonths: 0 }, financing: "loan-approved" }, false, "hot", "Buying now · loan approved"],
  [
    "soon but a loan still to get",
    { timeline: { withinMonths: 3 }, financing: "loan" },
    false,
    "warm",
    "Buying within 3 months · needs a loan",
  ],
  ["cash, but in half a year", { timeline: { withinMonths: 6 }, financing: "cash" }, false, "warm", "Buying within 6 months · cash"],
  ["within the year", { timeline: { withinMonths: 12 } }, false, "warm", "Buying within 12 months"],
  ["one month", { timeline: { withinMonths: 1 } }, false, "warm", "Buying within 1 month"],
  [
    "later than a year, even with cash",
    { timeline: { withinMonths: 24 }, financing: "cash" },
    false,
    "cold",
    "Buying in more than a year · cash",
  ],
  ["later than a year, with a viewing", { timeline: { withinMonths: 24 } }, true, "warm", "Buying in more than a year · viewing booked"],
  ["a viewing alone", {}, true, "warm", "Viewing booked"],
  ["cash alone", { financing: "cash" }, false, "warm", "Cash"],
  ["a loan alone", { financing: "loan" }, false, "cold", "Needs a loan"],
  ["a total budget", { budget: { amount: 1_200_000, currency: "MYR", bound: "about" } }, false, "warm", "Budget given"],
  [
    "a monthly budget below every instalment",
    { budget: { amount: 2_000, currency: "MYR", bound: "max", monthly: true } },
    false,
    "cold",
    "Monthly budget below the instalments",
  ],
  [
    "a monthly budget about RM3,000 reaches Blitz and, within a tenth, Cares",
    { budget: { amount: 3_000, currency: "MYR", bound: "about", monthly: true } },
    false,
    "warm",
    "Monthly budget fits Blitz, Cares",
  ],
  [
    "a monthly budget of at most RM3,000 reaches Blitz only",
    { budget: { amount: 3_000, currency: "MYR", bound: "max", monthly: true } },
    false,
    "warm",
    "Monthly budget fits Blitz",
  ],
  [
    "a monthly budget of at least RM4,000",
    { budget: { amount: 4_000, currency: "MYR", bound: "min", monthly: true } },
    false,
    "warm",
    "Monthly budget fits Ardentz",
  ],
  [
    "a monthly budget in another currency is taken as given",
    { budget: { amount: 1_000, currency: "SGD", bound: "about", monthly: true } },
    false,
    "warm",
    "Budget given",
  ],
  [
    "a foreign buyer, hot",
    { nationality: { country: "SG" }, timeline: { withinMonths: 3 }, financing: "cash" },
    true,
    "hot",
    `Buying within 3 months · cash · viewing booked · ${FOREIGN_BUYER_NOTE}`,
  ],
  ["an MM2H holder is a foreign buyer", { nationality: { mm2h: true } }, false, "cold", foreign],
  ["a Malaysian is a local buyer", { nationality: { country: "MY" } }, false, "cold", "No buying signal yet"],
  ["purpose and unit do not move the score", { purpose: "investment", unit: "typeB" }, false, "cold", "No buying signal yet"],
];

describe("scoreLead", () => {
  it.each(rows)("%s", (_name, q, viewingBooked, score, reason) => {
    expect(scoreLead(q, { viewingBooked })).toEqual({ score, reason });
  });
});

describe("isForeignBuyer", () => {
  it.each([
    [{ nationality: { country: "SG" } }, true],
    [{ nationality: { country: "MY" } }, false],
    [{ nationality: { mm2h: true } }, true],
    [{}, false],
  ] as [Qualification, boolean][])("%j → %s", (q, expected) => {
    expect(isForeignBuyer(q)).toBe(expected);
  });
});
