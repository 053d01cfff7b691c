import "server-only";
/**
 * What a visitor has told us about their purchase, slot by slot. The same
 * schema validates what the offline reader extracts, what an LLM returns as
 * structured output (its JSON schema comes from here) and what the store reads
 * back, so it stays strict: known keys only, plain JSON values.
 */
import { getCountries } from "libphonenumber-js";
import { z } from "zod";
import { site, type UnitKey } from "@/lib/shared/config/site";

export const PURPOSES = ["own-stay", "holiday-home", "investment"] as const;
export const FINANCING = ["cash", "loan", "loan-approved"] as const;
export const BUDGET_BOUNDS = ["about", "max", "min"] as const;
/** The units of the content module (site.ts), in catalogue order. */
export const UNIT_KEYS = site.units.map((u) => u.type) as [UnitKey, ...UnitKey[]];

export type Purpose = (typeof PURPOSES)[number];
export type Financing = (typeof FINANCING)[number];
export type BudgetBound = (typeof BUDGET_BOUNDS)[number];

// libphonenumber-js lists Ascension and Tristan da Cunha as their own calling regions; ISO 3166-1 does not.
const NOT_ISO_3166 = new Set(["AC", "TA"]);
/** ISO 3166-1 alpha-2 codes (and Kosovo's XK, as Intl and passports use it). */
export const COUNTRY_CODES: readonly string[] = getCountries().filter((code) => !NOT_ISO_3166.has(code));
const COUNTRY_SET = new Set(COUNTRY_CODES);

/** The largest budget we accept, so a stray digit run cannot become a lead's budget. */
export const MAX_BUDGET = 10_000_000_000;
/** Ten years: anything later is not a timeline. */
export const MAX_TIMELINE_MONTHS = 120;

export const budgetSchema = z
  .strictObject({
    amount: z.number().int().positive().max(MAX_BUDGET).describe("Whole currency units, e.g. 1200000 for RM1.2 million."),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default(site.currency)
      .describe(`ISO 4217 code; ${site.currency} unless the visitor named another currency.`),
    bound: z.enum(BUDGET_BOUNDS).describe('"max" for under/up to/at most, "min" for over/at least, "about" for around or a plain figure.'),
    monthly: z.boolean().optional().describe("true when the amount is a monthly instalment the visitor can pay; omit for a total price."),
  })
  .describe("The budget the visitor stated.");

export const timelineSchema = z
  .strictObject({
    withinMonths: z
      .number()
      .int()
      .min(0)
      .max(MAX_TIMELINE_MONTHS)
      .describe('Months until they intend to buy: 0 now or immediately, 3 for "within 3 months", 12 for this year or next year.'),
  })
  .describe("When the visitor intends to buy.");

export const nationalitySchema = z
  .strictObject({
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .refine((code) => COUNTRY_SET.has(code), "Not an ISO 3166-1 alpha-2 country code")
      .optional()
      .describe('ISO 3166-1 alpha-2 code of the nationality, e.g. "MY", "SG", "CN"; "from Russia" counts as "RU".'),
    mm2h: z.boolean().optional().describe("true when the visitor holds a Malaysia My Second Home (MM2H) visa."),
  })
  // "MM2H visa holder" tells sales what matters (a foreign buyer) without naming a country.
  .refine((n) => n.country !== undefined || n.mm2h !== undefined, "A nationality needs a country or the MM2H flag")
  .describe("The visitor's nationality or residency status.");

export const qualificationSchema = z
  .strictObject({
    purpose: z
      .enum(PURPOSES)
      .optional()
      .describe("Why they buy: own-stay (to live in), holiday-home, or investment (including renting it out)."),
    budget: budgetSchema.optional(),
    timeline: timelineSchema.optional(),
    unit: z
      .enum(UNIT_KEYS)
      .optional()
      .describe(
        `The unit they said they prefer: ${site.units.map((u) => `${u.type} (${u.name})`).join(", ")}. Not a unit they only asked about.`,
      ),
    financing: z.enum(FINANCING).optional().describe("How they pay: cash, loan (still to be applied for) or loan-approved."),
    nationality: nationalitySchema.optional(),
  })
  .describe("Only what the visitor stated about their own purchase; leave out every slot they did not state.");

export type Qualification = z.output<typeof qualificationSchema>;
export type Budget = z.output<typeof budgetSchema>;
export type Nationality = z.output<typeof nationalitySchema>;

/**
 * The slots in the order the consultant asks for them (see questions.ts for why).
 * Purpose comes first because its answer decides which unit to suggest.
 */
export const SLOTS = [
  "purpose",
  "unit",
  "timeline",
  "budget",
  "financing",
  "nationality",
] as const satisfies readonly (keyof Qualification)[];
export type Slot = (typeof SLOTS)[number];

/** The JSON schema an LLM's structured output is asked to follow: the shape it may send, before defaults. */
export function qualificationJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(qualificationSchema, { io: "input" }) as Record<string, unknown>;
}

/**
 * Newer answers win slot by slot. Nationality merges field by field, so
 * "MM2H holder" followed by "I'm British" keeps both.
 */
export function mergeQualification(older: Qualification, newer: Qualification): Qualification {
  const merged: Qualification = { ...older };
  for (const slot of SLOTS) {
    const value = newer[slot];
    if (value !== undefined) Object.assign(merged, { [slot]: value });
  }
  if (older.nationality && newer.nationality) merged.nationality = { ...older.nationality, ...newer.nationality };
  return merged;
}

/**
 * Reads stored or model-made JSON slot by slot: a slot that fails validation
 * (or is null) is dropped rather than losing the slots that are fine.
 */
export function parseQualification(value: unknown): Qualification {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const shape = qualificationSchema.shape;
  const out: Qualification = {};
  for (const slot of SLOTS) {
    if (record[slot] === undefined || record[slot] === null) continue;
    const parsed = shape[slot].safeParse(record[slot]);
    if (parsed.success && parsed.data !== undefined) Object.assign(out, { [slot]: parsed.data });
  }
  return out;
}
