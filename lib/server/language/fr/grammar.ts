import "server-only";
import { pluralCategory } from "../templates";
import type { UnitView } from "../types";

/** "1 chambre", "2 chambres". */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "d'Ardentz", "d'Aurelia Hotels & Resorts", but "de Blitz": French elides before a vowel or a mute h. */
export const of = (name: string) => (/^[aeiouyhâàéèêîôû]/i.test(name) ? `d'${name}` : `de ${name}`);

/** "743 pieds carrés (69 m²)": French counts 0 and 1 (and 1,5) in the singular. */
export const area = (u: UnitView) =>
  `${u.size} ${pluralCategory("fr", u.sizeSqft) === "one" ? "pied carré" : "pieds carrés"}${u.sizeSqm ? ` (${u.sizeSqm} m²)` : ""}`;
