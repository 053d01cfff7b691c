import "server-only";
/**
 * Figures keep Latin digits in every language: prices and sizes are compared
 * with brochures and bank letters, which print them that way.
 */
import { squareMetres } from "@/lib/shared/config/area";

function formatter(tag: string, options: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(`${tag}-u-nu-latn`, options);
}

export const formatInteger = (tag: string, value: number) => formatter(tag, { maximumFractionDigits: 0 }).format(value);

/** "RM4,841": the ringgit symbol the market uses, not the ISO code. */
export const formatRinggit = (tag: string, value: number) => `RM${formatInteger(tag, value)}`;

export const formatPercent = (tag: string, value: number) =>
  formatter(tag, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / 100);

/** "121": a size in square feet as whole square metres, for languages that show them beside it. */
export const formatSquareMetres = (tag: string, sqft: number) => formatInteger(tag, squareMetres(sqft));
