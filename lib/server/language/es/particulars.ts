import "server-only";
import { b } from "../templates";
import type { ParticularsPhrases, PermitView } from "../types";
import { knowledge } from "./knowledge";

const { named } = knowledge;
const count = (n: number) => `${n} ${n === 1 ? "unidad" : "unidades"}`;
const validity = (x: PermitView) => `vigente del ${x.from} al ${x.until}`;

/** The panel's terms (messages/es.json, `particulars`), in the usted the consultant uses. */
export const particulars: ParticularsPhrases = {
  range: (min, max) => `de ${min} a ${max}`,
  prices: (units) =>
    units.length === 1
      ? `El precio de venta de ${named(units[0])} va ${b(units[0].priceRange)}, y el proyecto tiene ${count(units[0].unitsForSale)} de este tipo.`
      : `Precios de venta por tipo: ${units.map((u) => `${named(u)} ${b(u.priceRange)}, ${count(u.unitsForSale)}`).join("; ")}.`,
  perSqft: (units) =>
    units.length === 1
      ? `El precio por pie cuadrado de ${named(units[0])} va ${b(units[0].pricePerSqft)}.`
      : `Precio por pie cuadrado: ${units.map((u) => `${u.name} ${b(u.pricePerSqft)}`).join("; ")}.`,
  licence: (p) => `El promotor es ${p.developer}, con n.º de licencia de promotor ${b(p.licence.number)}, ${validity(p.licence)}.`,
  permit: (p) => `N.º de permiso de publicidad y venta: ${b(p.permit.number)}, ${validity(p.permit)}.`,
  completion: (p) => `La fecha prevista de finalización es el ${b(p.completion)}.`,
  tenure: (p) =>
    `${
      p.tenure.kind === "freehold"
        ? `El terreno es de ${b("plena propiedad (freehold)")}.`
        : `El terreno está en ${b("arrendamiento a largo plazo (leasehold)")} hasta el ${p.tenure.expiry}.`
    }${p.chargedTo ? ` Está hipotecado a favor de ${p.chargedTo}.` : ""}`,
};
