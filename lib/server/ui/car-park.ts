import "server-only";
/** The card label key for a car-park count: singular only for exactly one (spec §3). */
export function carParkKey(count: number): "carPark" | "carParks" {
  return count === 1 ? "carPark" : "carParks";
}
