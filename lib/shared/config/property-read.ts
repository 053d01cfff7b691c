/**
 * The property's content as the code reads it, without its schema: the page's scripts import the site's facts
 * (./site.ts), and the schema library would be the largest part of them. The file is checked against the schema
 * (./property-schema.ts) by `npm run build` before anything reads it, and ./property-read.test.ts holds this
 * reading to the schema's, so the two cannot drift.
 */
import type { PropertyContent, PropertyJson } from "./property-schema";

/** A calendar date in the JSON ("2027-11-30"), a Date (midnight UTC) in the code. */
export function calendarDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

type Permit = PropertyJson["particulars"]["advertisingPermit"];

function permit(p: Permit): PropertyContent["particulars"]["advertisingPermit"] {
  return { ...p, validFrom: calendarDay(p.validFrom), validUntil: calendarDay(p.validUntil) };
}

/** The content of a file the build has checked, with its dates as dates. */
export function readProperty(json: PropertyJson): PropertyContent {
  const p = json.particulars;
  const land = p.land.tenure === "leasehold" ? { ...p.land, leaseExpiry: calendarDay(p.land.leaseExpiry) } : p.land;
  return {
    ...json,
    particulars: {
      ...p,
      developer: { ...p.developer, licence: permit(p.developer.licence) },
      advertisingPermit: permit(p.advertisingPermit),
      land,
      expectedCompletion: calendarDay(p.expectedCompletion),
    },
  } as PropertyContent;
}
