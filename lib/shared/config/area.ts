/**
 * Areas as the market quotes them, in square feet, with square metres beside them for readers
 * who think in metres (LocaleInfo.squareMetres). Both the unit cards and the consultant convert
 * here, so the two never print different metres for one unit.
 */

/** One international foot is 0.3048 m, so a square foot is exactly 0.09290304 m². */
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;

/** Whole square metres, as brochures print them: 1,299 sq ft is 121 m². */
export function squareMetres(sqft: number): number {
  return Math.round(sqft * SQUARE_METRES_PER_SQUARE_FOOT);
}

/** Whole square feet, as the unit table holds sizes: a limit of 75 m² is 807 sq ft. */
export function squareFeet(m2: number): number {
  return Math.round(m2 / SQUARE_METRES_PER_SQUARE_FOOT);
}
