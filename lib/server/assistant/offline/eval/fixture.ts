import "server-only";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";

/**
 * A property with round figures, so a test can see the arithmetic at a glance and does not change when the
 * marketer edits the real units.
 */
export const roundKb: KnowledgeBase = {
  ...knowledge,
  units: [
    {
      type: "typeA",
      name: "Alpha",
      sizeSqft: 1000,
      bedrooms: 3,
      bathrooms: 2,
      installment: 4000,
      rental: 5000,
      yieldPercent: 7.5,
      unit: "cornerUnit",
      carParks: 3,
    },
    {
      type: "typeB",
      name: "Bravo",
      sizeSqft: 500,
      bedrooms: 2,
      bathrooms: 1,
      installment: 2500,
      rental: 2750,
      yieldPercent: 7.0,
      unit: "intermediateUnit",
      carParks: 1,
    },
    {
      type: "typeC",
      name: "Charlie",
      sizeSqft: 750,
      bedrooms: 2,
      bathrooms: 2,
      installment: 3000,
      rental: 3300,
      yieldPercent: 7.2,
      unit: "cornerUnit",
      carParks: 2,
    },
  ],
};
