import "server-only";
import { b } from "../templates";
import type { ParticularsPhrases, PermitView } from "../types";
import { knowledge } from "./knowledge";

const { named } = knowledge;
const count = (n: number) => `${n} ${n === 1 ? "Wohnung" : "Wohnungen"}`;
const validity = (x: PermitView) => `gültig vom ${x.from} bis zum ${x.until}`;

/** The panel's terms (messages/de.json, `particulars`), in the Sie the consultant uses. */
export const particulars: ParticularsPhrases = {
  range: (min, max) => `${min} bis ${max}`,
  prices: (units) =>
    units.length === 1
      ? `Der Verkaufspreis für ${named(units[0])} liegt bei ${b(units[0].priceRange)}; das Projekt hat ${count(units[0].unitsForSale)} dieses Typs.`
      : `Verkaufspreise je Typ: ${units.map((u) => `${named(u)} ${b(u.priceRange)}, ${count(u.unitsForSale)}`).join("; ")}.`,
  perSqft: (units) =>
    units.length === 1
      ? `Der Preis pro Quadratfuß für ${named(units[0])} liegt bei ${b(units[0].pricePerSqft)}.`
      : `Preis pro Quadratfuß: ${units.map((u) => `${u.name} ${b(u.pricePerSqft)}`).join("; ")}.`,
  licence: (p) => `Bauträger ist die ${p.developer}, Lizenznummer des Bauträgers ${b(p.licence.number)}, ${validity(p.licence)}.`,
  permit: (p) => `Nummer der Werbe- und Verkaufsgenehmigung: ${b(p.permit.number)}, ${validity(p.permit)}.`,
  completion: (p) => `Die Fertigstellung ist für den ${b(p.completion)} vorgesehen.`,
  tenure: (p) =>
    `${
      p.tenure.kind === "freehold"
        ? `Das Grundstück steht im ${b("Volleigentum (Freehold)")}.`
        : `Das Grundstück ist bis zum ${p.tenure.expiry} in ${b("Erbpacht (Leasehold)")} vergeben.`
    }${p.chargedTo ? ` Es ist mit einem Grundpfandrecht zugunsten der ${p.chargedTo} belastet.` : ""}`,
};
