import "server-only";
import { pluralCategory } from "../templates";
import type { UnitView } from "../types";

/** forms: [one, few, many, other] — 1 спальня, 2 спальни, 5 спален; `other` is for fractions (1,5 спальни). */
type Forms = readonly [one: string, few: string, many: string, other?: string];

function form(n: number, [one, few, many, other = few]: Forms): string {
  const rule = pluralCategory("ru", n);
  return rule === "one" ? one : rule === "few" ? few : rule === "many" ? many : other;
}

/** "2 спальни", "5 спален". */
export const count = (n: number, forms: Forms) => `${n} ${form(n, forms)}`;

/** "743 квадратных фута (69 м²)", "1 299 квадратных футов (121 м²)": the foot agrees with the figure. */
export const area = (u: UnitView) =>
  `${u.size} ${form(u.sizeSqft, ["квадратный фут", "квадратных фута", "квадратных футов", "квадратного фута"])}${u.sizeSqm ? ` (${u.sizeSqm} м²)` : ""}`;
