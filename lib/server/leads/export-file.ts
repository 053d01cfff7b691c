import "server-only";
import path from "node:path";
import { malaysiaTimestamp } from "./csv";

/**
 * Where `npm run leads:export` writes when it is not told: a folder of the project that
 * .gitignore names, because every row is a visitor's personal data and must never be committed.
 */
export const EXPORT_DIR = "exports";

/** "exports/leads-2026-11-24-093105.csv": the sales team's clock, one file per run, in the order they were made. */
export function defaultExportPath(now: Date = new Date()): string {
  const [date, time] = malaysiaTimestamp(now.getTime()).split(" ");
  return path.join(EXPORT_DIR, `leads-${date}-${time.replace(/:/g, "")}.csv`);
}
