import "server-only";
import { b } from "../templates";
import type { ParticularsPhrases, PermitView } from "../types";
import { knowledge } from "./knowledge";

const { named, colon } = knowledge;
const count = (n: number) => `${n} logement${n > 1 ? "s" : ""}`;
const validity = (x: PermitView) => `valable du ${x.from} au ${x.until}`;
/** "d'Ardentz", "de Blitz". */
const of = (name: string) => (/^[aeiouyhâàéèêîôû]/i.test(name) ? "d'" : "de ");

/** The panel's terms (messages/fr.json, `particulars`). */
export const particulars: ParticularsPhrases = {
  range: (min, max) => `de ${min} à ${max}`,
  prices: (units) =>
    units.length === 1
      ? `Le prix de vente ${of(units[0].name)}${named(units[0])} va ${b(units[0].priceRange)}, et le programme compte ${count(units[0].unitsForSale)} de ce type.`
      : `Prix de vente par type${colon}${units.map((u) => `${named(u)} ${b(u.priceRange)}, ${count(u.unitsForSale)}`).join(" ; ")}.`,
  perSqft: (units) =>
    units.length === 1
      ? `Le prix au pied carré ${of(units[0].name)}${named(units[0])} va ${b(units[0].pricePerSqft)}.`
      : `Prix au pied carré${colon}${units.map((u) => `${u.name} ${b(u.pricePerSqft)}`).join(" ; ")}.`,
  licence: (p) => `Le promoteur est ${p.developer}, licence de promoteur n° ${b(p.licence.number)}, ${validity(p.licence)}.`,
  permit: (p) => `Permis de publicité et de vente n° ${b(p.permit.number)}, ${validity(p.permit)}.`,
  completion: (p) => `La date d'achèvement prévue est le ${b(p.completion)}.`,
  tenure: (p) =>
    `${
      p.tenure.kind === "freehold"
        ? `Le terrain est en ${b("pleine propriété (freehold)")}.`
        : `Le terrain est en ${b("bail de longue durée (leasehold)")} jusqu'au ${p.tenure.expiry}.`
    }${p.chargedTo ? ` Il est hypothéqué au profit de ${p.chargedTo}.` : ""}`,
};
