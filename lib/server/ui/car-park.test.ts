import "server-only";
import { carParkKey } from "./car-park";

describe("carParkKey", () => {
  it.each([
    [0, "carParks"],
    [1, "carPark"],
    [2, "carParks"],
    [3, "carParks"],
    [1.5, "carParks"],
  ] as const)("%p → %s", (count, key) => {
    expect(carParkKey(count)).toBe(key);
  });
});
