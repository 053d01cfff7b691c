import "server-only";
import { b } from "../templates";
import type { ParticularsPhrases, PermitView } from "../types";
import { knowledge } from "./knowledge";

const { named } = knowledge;
const count = (n: number) => `${n} unit${n === 1 ? "" : "s"}`;
const validity = (x: PermitView) => `valid from ${x.from} to ${x.until}`;

/** The panel's terms (messages/en.json, `particulars`). */
export const particulars: ParticularsPhrases = {
  range: (min, max) => `${min} to ${max}`,
  prices: (units) =>
    units.length === 1
      ? `The selling price of ${named(units[0])} is ${b(units[0].priceRange)}, and the project has ${count(units[0].unitsForSale)} of this type.`
      : `Selling prices per type: ${units.map((u) => `${named(u)} ${b(u.priceRange)}, ${count(u.unitsForSale)}`).join("; ")}.`,
  perSqft: (units) =>
    units.length === 1
      ? `${named(units[0])} sells for ${b(units[0].pricePerSqft)} per square foot.`
      : `Price per square foot: ${units.map((u) => `${u.name} ${b(u.pricePerSqft)}`).join("; ")}.`,
  licence: (p) => `The developer is ${p.developer}, developer's licence no. ${b(p.licence.number)}, ${validity(p.licence)}.`,
  permit: (p) => `Advertising and sales permit no. ${b(p.permit.number)}, ${validity(p.permit)}.`,
  completion: (p) => `The expected completion date is ${b(p.completion)}.`,
  tenure: (p) =>
    `${p.tenure.kind === "freehold" ? `The land is ${b("freehold")}.` : `The land is ${b("leasehold")}, expiring on ${p.tenure.expiry}.`}${
      p.chargedTo ? ` It is charged to ${p.chargedTo}.` : ""
    }`,
};
