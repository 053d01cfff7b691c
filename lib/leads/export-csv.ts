import "server-only";
import type { Db } from "@/lib/store/db";
import { toLead } from "./lead-store";
import type { Lead } from "./types";

export const CSV_COLUMNS = [
  "id",
  "created_at",
  "updated_at",
  "status",
  "name",
  "phone",
  "language",
  "conversation_id",
  "privacy_version",
  "privacy_language",
  "attempts",
  "sent_at",
  "last_error",
  "transcript",
] as const;

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection");
// tab and carriage return are on OWASP's list too.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break; formula-looking text defused with `'`. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 records end with CRLF. */
export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

const iso = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString());

export function leadRow(lead: Lead): unknown[] {
  const transcript = lead.transcript.map((m) => `[${m.timestamp}] ${m.sender}: ${m.content}`).join("\n");
  return [
    lead.id,
    iso(lead.createdAt),
    iso(lead.updatedAt),
    lead.status,
    lead.name,
    lead.phone,
    lead.language,
    lead.conversationId ?? "",
    lead.privacyVersion,
    lead.privacyLanguage,
    lead.attempts,
    iso(lead.sentAt),
    lead.lastError ?? "",
    transcript,
  ];
}

/**
 * Writes every lead, oldest first, as CSV with a header row. Reads in pages
 * (keyset on created_at, id) so a large table never sits in memory at once.
 * Returns the number of leads written.
 */
export async function exportLeadsCsv(db: Db, write: (chunk: string) => void | Promise<void>, pageSize = 500): Promise<number> {
  await write(csvRow(CSV_COLUMNS));
  let count = 0;
  let after: { createdAt: number; id: string } | undefined;
  for (;;) {
    const rows = after
      ? await db.query(
          `SELECT * FROM leads WHERE created_at > $1 OR (created_at = $1 AND id > $2) ORDER BY created_at, id LIMIT $3`,
          [after.createdAt, after.id, pageSize],
        )
      : await db.query("SELECT * FROM leads ORDER BY created_at, id LIMIT $1", [pageSize]);
    if (rows.length === 0) return count;
    const leads = rows.map(toLead);
    await write(leads.map((lead) => csvRow(leadRow(lead))).join(""));
    count += leads.length;
    const last = leads[leads.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}
