import "server-only";
/**
 * Hot, warm or cold: how soon sales should call. The rules, tried top to
 * bottom, the first that holds deciding:
 *
 * | score | when                                                                              |
 * |-------|-----------------------------------------------------------------------------------|
 * | hot   | buying within 3 months AND (paying cash, loan approved, or a viewing booked)      |
 * | cold  | buying in more than 12 months, and no viewing booked                              |
 * | warm  | any buying signal: buying within 12 months, a viewing booked, cash or an approved |
 * |       | loan, or a budget (a monthly one must reach a unit's instalment)                  |
 * | cold  | none of these yet                                                                 |
 *
 * Purpose, preferred unit and nationality do not move the score (the email
 * shows them beside it). A foreign buyer's reason always says that the state's minimum
 * price for foreigners and their stamp duty apply (Pahang sets the figure;
 * sales has it, we do not guess it).
 */
import { site } from "@/lib/shared/config/site";
import type { Qualification } from "./qualification";

/** Citizens of the development's own country are local buyers. */
const HOME_COUNTRY = site.sales.gallery.country;

export type Score = "hot" | "warm" | "cold";

export interface LeadScore {
  score: Score;
  /** Short English for the sales team: "Buying within 3 months · cash · viewing booked". */
  reason: string;
}

export interface ScoreOptions {
  viewingBooked: boolean;
}

export const HOT_WITHIN_MONTHS = 3;
export const WARM_WITHIN_MONTHS = 12;
/** A monthly budget "about" a figure may fall this much short of an instalment and still reach it. */
const ABOUT_TOLERANCE = 0.1;

export const FOREIGN_BUYER_NOTE = "foreign buyer: state minimum price and stamp duty apply";

/** A buyer who is not a citizen of the development's country, MM2H holders included. */
export function isForeignBuyer(q: Qualification): boolean {
  const n = q.nationality;
  return n !== undefined && ((n.country !== undefined && n.country !== HOME_COUNTRY) || n.mm2h === true);
}

type BudgetReading = { fits: boolean; text: string };

/**
 * Only a monthly budget in the site's currency can be held against the units:
 * the site lists instalments, not prices. Any other stated budget is a buying
 * signal as it stands.
 */
function readBudget(q: Qualification): BudgetReading | null {
  const b = q.budget;
  if (!b) return null;
  if (!b.monthly || b.currency !== site.currency) return { fits: true, text: "budget given" };
  const reach = b.bound === "about" ? b.amount * (1 + ABOUT_TOLERANCE) : b.bound === "max" ? b.amount : Infinity;
  const fitting = site.units.filter((u) => u.installment <= reach && (b.bound !== "min" || u.installment >= b.amount));
  if (!fitting.length) return { fits: false, text: "monthly budget below the instalments" };
  return { fits: true, text: `monthly budget fits ${fitting.map((u) => u.name).join(", ")}` };
}

function timelineText(months: number): string {
  if (months === 0) return "Buying now";
  if (months > WARM_WITHIN_MONTHS) return "Buying in more than a year";
  return `Buying within ${months} month${months === 1 ? "" : "s"}`;
}

const FINANCING_TEXT = { cash: "cash", loan: "needs a loan", "loan-approved": "loan approved" } as const;

export function scoreLead(q: Qualification, options: ScoreOptions): LeadScore {
  const months = q.timeline?.withinMonths;
  const ready = q.financing === "cash" || q.financing === "loan-approved";
  const budget = readBudget(q);
  const viewing = options.viewingBooked;

  let score: Score;
  if (months !== undefined && months <= HOT_WITHIN_MONTHS && (ready || viewing)) score = "hot";
  else if (months !== undefined && months > WARM_WITHIN_MONTHS && !viewing) score = "cold";
  else if ((months !== undefined && months <= WARM_WITHIN_MONTHS) || viewing || ready || budget?.fits) score = "warm";
  else score = "cold";

  const parts = [
    months === undefined ? null : timelineText(months),
    q.financing ? FINANCING_TEXT[q.financing] : null,
    viewing ? "viewing booked" : null,
    budget?.text ?? null,
    isForeignBuyer(q) ? FOREIGN_BUYER_NOTE : null,
  ].filter((p): p is string => p !== null);
  const reason = parts.length ? parts.join(" · ") : "No buying signal yet";
  return { score, reason: reason[0].toUpperCase() + reason.slice(1) };
}
