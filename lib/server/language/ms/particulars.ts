import "server-only";
import { b } from "../templates";
import type { ParticularsPhrases, PermitView } from "../types";
import { knowledge } from "./knowledge";

const { named } = knowledge;
const validity = (x: PermitView) => `sah dari ${x.from} hingga ${x.until}`;

/** The panel's official terms (messages/my.json, `particulars`): No. Lesen Pemaju, No. Permit Iklan dan Jualan, Tarikh Jangkaan Siap. */
export const particulars: ParticularsPhrases = {
  range: (min, max) => `${min} hingga ${max}`,
  prices: (units) =>
    units.length === 1
      ? `Harga jualan ${named(units[0])} ialah ${b(units[0].priceRange)}, dan projek ini mempunyai ${units[0].unitsForSale} unit jenis ini.`
      : `Harga jualan bagi setiap jenis: ${units.map((u) => `${named(u)} ${b(u.priceRange)}, ${u.unitsForSale} unit`).join("; ")}.`,
  perSqft: (units) =>
    units.length === 1
      ? `Harga ${named(units[0])} ialah ${b(units[0].pricePerSqft)} sekaki persegi.`
      : `Harga sekaki persegi: ${units.map((u) => `${u.name} ${b(u.pricePerSqft)}`).join("; ")}.`,
  licence: (p) => `Pemaju projek ini ialah ${p.developer}, No. Lesen Pemaju ${b(p.licence.number)}, ${validity(p.licence)}.`,
  permit: (p) => `No. Permit Iklan dan Jualan: ${b(p.permit.number)}, ${validity(p.permit)}.`,
  completion: (p) => `Tarikh Jangkaan Siap: ${b(p.completion)}.`,
  tenure: (p) =>
    `${p.tenure.kind === "freehold" ? `Pegangan tanah: ${b("hak milik kekal")}.` : `Pegangan tanah: ${b("pajakan")}, tamat pada ${p.tenure.expiry}.`}${
      p.chargedTo ? ` Tanah ini digadaikan kepada ${p.chargedTo}.` : ""
    }`,
};
