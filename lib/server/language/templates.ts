import "server-only";
import type { UnitView } from "./types";

/** "A, B and C" in the language's own way (和, и, و …). */
export function listIn(tag: string): (items: readonly string[]) => string {
  const format = new Intl.ListFormat(tag, { style: "long", type: "conjunction" });
  return (items) => format.format(items);
}

/** The single-unit sentence when one unit is asked about, else the list sentence. */
export function oneOrMany(
  units: readonly UnitView[],
  one: (unit: UnitView) => string,
  many: (units: readonly UnitView[]) => string,
): string {
  return units.length === 1 ? one(units[0]) : many(units);
}

/** Markdown bold, for figures. */
export const b = (text: string | number) => `**${text}**`;

/** A number inside right-to-left text keeps its left-to-right order only inside an isolate ("+60 13-288 4650", not "4650 13-288 +60"). */
export const ltr = (text: string) => `\u2066${text}\u2069`;
