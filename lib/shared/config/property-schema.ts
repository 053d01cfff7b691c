/**
 * What `content/property.json` may hold. The file is what a marketer edits; this schema checks it at
 * build (scripts/check-content.ts), before the site reads it (./property-read.ts), and every error names
 * the field it is about ("units[1].installment: expected a positive number").
 */
import { z } from "@/lib/shared/zod";
import { calendarDay } from "./property-read";

const text = z.string({ error: "expected a text" }).trim().min(1, { error: "expected a text, not an empty one" });
const positive = z.number({ error: "expected a number" }).positive({ error: "expected a positive number" });
const count = z
  .number({ error: "expected a number" })
  .int({ error: "expected a whole number" })
  .min(0, { error: "expected a whole number, 0 or more" });
const positiveCount = count.min(1, { error: "expected a whole number, 1 or more" });
const time = z
  .string({ error: "expected a time" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'expected a 24-hour time such as "10:00"' });
const isoDate = z.iso.date({ error: 'expected a date such as "2027-11-30"' });
const date = isoDate.transform(calendarDay);

const UNIT_KEYS = ["typeA", "typeB", "typeC"] as const;
const unitKey = z.enum(UNIT_KEYS, { error: `expected one of ${UNIT_KEYS.join(", ")}` });

const unit = z.object({
  type: unitKey,
  name: text,
  sizeSqft: positive,
  bedrooms: positiveCount,
  bathrooms: positiveCount,
  installment: positive,
  rental: positive,
  yieldPercent: positive.max(100, { error: "expected a percentage, 100 or less" }),
  unit: z.enum(["cornerUnit", "intermediateUnit"], { error: "expected cornerUnit or intermediateUnit" }),
  carParks: count,
});

const address = z.object({
  street: text,
  postalCode: z.string({ error: "expected a text" }).regex(/^\d{5}$/, { error: "expected a five-digit Malaysian postcode" }),
  city: text,
  region: text,
  country: z.string({ error: "expected a text" }).regex(/^[A-Z]{2}$/, { error: 'expected a two-letter country code such as "MY"' }),
});

const openingHours = z
  .object({ open: time, close: time })
  .nullable()
  .refine((day) => day === null || day.open < day.close, {
    error: "expected the gallery to open before it closes",
  });

/** A licence or permit: its number and the dates it is valid from and until (both included). */
const permit = z
  .object({ number: text, validFrom: date, validUntil: date })
  .refine((p) => p.validFrom <= p.validUntil, { error: "expected validUntil on or after validFrom", path: ["validUntil"] });

const land = z.discriminatedUnion(
  "tenure",
  [
    z.object({ tenure: z.literal("freehold"), encumbrance: z.object({ chargedTo: text.nullable() }) }),
    z.object({ tenure: z.literal("leasehold"), leaseExpiry: date, encumbrance: z.object({ chargedTo: text.nullable() }) }),
  ],
  { error: 'expected tenure "freehold", or "leasehold" with a leaseExpiry' },
);

/** Each has words in every language (messages, `particulars.<type>`). */
export const HOUSING_TYPES = ["servicedApartment", "condominium", "apartment"] as const;

/** The particulars an advertisement of a housing development in Malaysia must carry. */
const particulars = z.object({
  /** True while the values are the shipped sample: the build warns and the page says so. */
  sample: z.boolean({ error: "expected true or false" }),
  developer: z.object({ name: text, address, licence: permit }),
  advertisingPermit: permit,
  land,
  project: z.object({ name: text, housingType: z.enum(HOUSING_TYPES, { error: `expected one of ${HOUSING_TYPES.join(", ")}` }) }),
  expectedCompletion: date,
  /** Selling price of each type, in ringgit, and how many units of it the project has. */
  prices: z.array(
    z
      .object({ type: unitKey, min: positive, max: positive, units: positiveCount })
      .refine((p) => p.min <= p.max, { error: "expected max to be at least min", path: ["max"] }),
    { error: "expected a list" },
  ),
  buildingPlan: z.object({ authority: text, reference: text }),
  housingDevelopmentAccount: z.object({ bank: text, accountNumber: text }),
  bumiputera: z.object({
    quotaPercent: count.max(100, { error: "expected a percentage, 100 or less" }),
    discountPercent: z
      .number({ error: "expected a number" })
      .min(0, { error: "expected a percentage, 0 or more" })
      .max(100, { error: "expected a percentage, 100 or less" }),
  }),
});

export const propertySchema = z
  .object({
    name: text,
    anchorTenant: z.object({
      brand: text,
      logo: z.string({ error: "expected a path" }).startsWith("/", { error: 'expected a path starting with "/"' }),
    }),
    currency: z.literal("MYR", { error: 'expected "MYR"' }),
    units: z.array(unit, { error: "expected a list" }),
    sales: z.object({
      /** International form; wa.me and tel: links are derived from it. */
      phone: z
        .string({ error: "expected a text" })
        .regex(/^\+60[\d -]{8,14}$/, { error: 'expected a Malaysian number in international form, such as "+60 13-288 4650"' }),
      gallery: address,
    }),
    viewings: z.object({
      timeZone: z
        .string({ error: "expected a text" })
        .refine(isTimeZone, { error: 'expected an IANA time zone such as "Asia/Kuala_Lumpur"' }),
      hours: z.object({
        mon: openingHours,
        tue: openingHours,
        wed: openingHours,
        thu: openingHours,
        fri: openingHours,
        sat: openingHours,
        sun: openingHours,
      }),
      slotMinutes: positiveCount,
      minNoticeMinutes: count,
      maxDaysAhead: positiveCount,
      closedDates: z.array(isoDate, { error: "expected a list" }),
    }),
    particulars,
  })
  .superRefine((content, ctx) => {
    // The pages have words for exactly three types (messages' typeA, typeB, typeC): each once, in order.
    const types = content.units.map((u) => u.type);
    if (types.join() !== UNIT_KEYS.join()) {
      ctx.addIssue({
        code: "custom",
        path: ["units"],
        message: `expected the three types ${UNIT_KEYS.join(", ")}, each once and in that order`,
      });
    }
    const priced = content.particulars.prices.map((p) => p.type);
    if (priced.join() !== UNIT_KEYS.join()) {
      ctx.addIssue({
        code: "custom",
        path: ["particulars", "prices"],
        message: `expected a price range for each of ${UNIT_KEYS.join(", ")}, in that order`,
      });
    }
  });

export type PropertyContent = z.output<typeof propertySchema>;
/** The file as written: dates as "2027-11-30". */
export type PropertyJson = z.input<typeof propertySchema>;
export type Particulars = PropertyContent["particulars"];

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "units[1].installment" */
export function fieldPath(path: readonly PropertyKey[]): string {
  return (
    path.reduce<string>((at, key) => (typeof key === "number" ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key)), "") ||
    "(the file)"
  );
}

export class PropertyContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`the property content (content/property.json) is not valid:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "PropertyContentError";
  }
}

/** The property's content, checked; throws a PropertyContentError listing every field that is wrong. */
export function parseProperty(raw: unknown): PropertyContent {
  const result = propertySchema.safeParse(raw);
  if (result.success) return result.data;
  throw new PropertyContentError(result.error.issues.map((issue) => `${fieldPath(issue.path)}: ${issue.message}`));
}

/** What a developer must still do before the site may be published: sample values, permits out of date. */
export function launchWarnings(content: PropertyContent, today: Date = new Date()): string[] {
  const p = content.particulars;
  const warnings: string[] = [];
  if (p.sample) {
    warnings.push(
      "content/property.json holds SAMPLE advertisement particulars (particulars.sample is true). " +
        "Fill in the developer's real licence, permit, land, plan, account and price details and set sample to false before launch (see README).",
    );
  }
  const expired = (label: string, until: Date) =>
    until.getTime() < today.getTime() - 86_400_000 && warnings.push(`${label} expired on ${until.toISOString().slice(0, 10)}.`);
  expired("particulars.developer.licence", p.developer.licence.validUntil);
  expired("particulars.advertisingPermit", p.advertisingPermit.validUntil);
  return warnings;
}
