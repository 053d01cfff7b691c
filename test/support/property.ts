/**
 * The figures tests expect, read from the content a marketer edits (content/property.json), so an
 * edited price changes what the tests expect with it. Only lib/shared/config/site.test.ts pins the
 * spec's own table. Formatted the way the site writes them: Latin digits, "RM" before the amount.
 */
import property from "../../content/property.json";
import type { Unit } from "../../lib/shared/config/site";

// Unchecked here: lib/shared/config/site.ts loads the same file through its schema.
const units = property.units as readonly Unit[];

const byType = (type: string): Unit => {
  const unit = units.find((u) => u.type === type);
  if (!unit) throw new Error(`content/property.json has no unit of ${type}`);
  return unit;
};

/** The three unit types as the content holds them: Ardentz, Blitz and Cares in the shipped sample. */
export const A = byType("typeA");
export const B = byType("typeB");
export const C = byType("typeC");
export const UNITS = [A, B, C] as const;

const number = (tag: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(`${tag}-u-nu-latn`, options);

/** "1,299" in English, "1 299" in French. */
export const int = (value: number, tag = "en") => number(tag, { maximumFractionDigits: 0 }).format(value);
/** "RM4,841" */
export const rm = (value: number, tag = "en") => `RM${int(value, tag)}`;
/** "7.0%" */
export const pc = (value: number, tag = "en") =>
  number(tag, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / 100);
/** "743 sq ft" */
export const sqft = (unit: Unit) => `${int(unit.sizeSqft)} sq ft`;

/** The unit with the least of a figure, and the one with the most. */
export const least = (figure: "installment" | "rental" | "sizeSqft" | "yieldPercent") =>
  [...UNITS].sort((a, b) => a[figure] - b[figure])[0];
export const most = (figure: "installment" | "rental" | "sizeSqft" | "yieldPercent") => [...UNITS].sort((a, b) => b[figure] - a[figure])[0];

/** The advertisement particulars as written in the file: dates as "YYYY-MM-DD" text. */
export const PARTICULARS = property.particulars;
