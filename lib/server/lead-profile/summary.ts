import "server-only";
/**
 * The qualification as the sales email shows it, in English, one row per
 * stated slot: Purpose · Budget · Timeline · Unit · Financing · Nationality.
 * Amounts and country names come from Intl, so every currency and country
 * reads the way sales expect ("RM 1,200,000", "United Kingdom").
 */
import { site } from "@/lib/shared/config/site";
import { isForeignBuyer } from "./score";
import type { Budget, Qualification } from "./qualification";

export interface SummaryRow {
  label: string;
  value: string;
}

const PURPOSE = { "own-stay": "Own stay", "holiday-home": "Holiday home", investment: "Investment and rental" } as const;
const FINANCING = { cash: "Cash", loan: "Loan needed", "loan-approved": "Loan approved" } as const;
const BOUND = { about: "about", max: "up to", min: "at least" } as const;

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** Malaysian English: ringgit as "RM", other currencies by their symbol or code; plain spaces, for text mail and CSV. */
export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-MY", { style: "currency", currency, maximumFractionDigits: 0 }).format(amount).replace(/\u00a0/g, " ");
}

function budgetText(b: Budget): string {
  return `${BOUND[b.bound]} ${formatAmount(b.amount, b.currency)}${b.monthly ? " a month" : ""}`;
}

function timelineText(months: number): string {
  if (months === 0) return "now (immediately)";
  return `within ${months} month${months === 1 ? "" : "s"}`;
}

function unitText(key: NonNullable<Qualification["unit"]>): string {
  const unit = site.units.find((u) => u.type === key);
  return unit ? `Type ${key.slice(-1)} ${unit.name}` : key;
}

function nationalityText(q: Qualification): string {
  const n = q.nationality!;
  const notes = [isForeignBuyer(q) ? "foreign buyer" : null, n.mm2h ? "MM2H visa holder" : null].filter(Boolean);
  if (!n.country) return ["MM2H visa holder", isForeignBuyer(q) ? "(foreign buyer)" : null].filter(Boolean).join(" ");
  const country = regionNames.of(n.country) ?? n.country;
  return notes.length ? `${country} (${notes.join(", ")})` : country;
}

export function describeQualification(q: Qualification): SummaryRow[] {
  const rows: (SummaryRow | null)[] = [
    q.purpose ? { label: "Purpose", value: PURPOSE[q.purpose] } : null,
    q.budget ? { label: "Budget", value: budgetText(q.budget) } : null,
    q.timeline ? { label: "Timeline", value: timelineText(q.timeline.withinMonths) } : null,
    q.unit ? { label: "Unit", value: unitText(q.unit) } : null,
    q.financing ? { label: "Financing", value: FINANCING[q.financing] } : null,
    q.nationality ? { label: "Nationality", value: nationalityText(q) } : null,
  ];
  return rows.filter((row): row is SummaryRow => row !== null);
}
