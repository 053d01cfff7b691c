import "server-only";
import type { Db } from "@/lib/server/store/db";
import { csvRecord, malaysiaTimestamp, UTF8_BOM } from "./csv";
import { leadPhone } from "@/lib/server/lead-profile/phone-format";
import { leadReference } from "@/lib/server/lead-profile/reference";
import { LEAD_WITH_EMAIL } from "./delivery-store";
import { toLead } from "./lead-store";
import { scoreLead } from "@/lib/server/lead-profile/score";
import { describeQualification } from "@/lib/server/lead-profile/summary";
import type { Lead } from "./types";
import { entryPlainText } from "./plain-text";
import { fromBrowser } from "./transcript";

export const CSV_COLUMNS = [
  "id",
  "reference",
  "created_at",
  "updated_at",
  "status",
  "name",
  "phone",
  "whatsapp",
  "language",
  "conversation_id",
  "privacy_version",
  "privacy_language",
  "training_objection_at",
  "attempts",
  "sent_at",
  "last_error",
  "score",
  "score_reason",
  "viewing_start",
  "viewing_end",
  "qualification",
  "transcript",
] as const;

/** The email's state under the words the export has always used. */
const CSV_STATUS: Record<Lead["status"], string> = { pending: "pending", leased: "sending", delivered: "sent", dead: "dead" };

export function leadRow(lead: Lead): unknown[] {
  const phone = leadPhone(lead.phone);
  const score = scoreLead(lead.qualification, { viewingBooked: lead.viewing !== null });
  const transcript = lead.transcript
    // Plain text as in the email: the consultant's markdown marks go, the visitor's words stay as sent.
    // A line only the visitor's browser reported, never heard by the server, is marked as there.
    .map(
      (m) =>
        `[${malaysiaTimestamp(m.timestamp)}] ${m.sender}${fromBrowser(m) ? " (from the visitor's browser, not seen by the server)" : ""}: ${entryPlainText(m)}`,
    )
    .join("\n");
  return [
    lead.id,
    leadReference(lead.id),
    malaysiaTimestamp(lead.createdAt),
    malaysiaTimestamp(lead.updatedAt),
    CSV_STATUS[lead.status],
    lead.name,
    // "+60 12-345 6789", which a spreadsheet keeps as text; a number libphonenumber cannot read stays as typed.
    phone.display,
    phone.whatsapp,
    lead.language,
    lead.conversationId ?? "",
    lead.privacyVersion,
    lead.privacyLanguage,
    // Empty unless the visitor objected to the use of the conversation for training: then it must not be used.
    malaysiaTimestamp(lead.trainingObjectionAt),
    lead.attempts,
    malaysiaTimestamp(lead.sentAt),
    lead.lastError ?? "",
    score.score,
    score.reason,
    lead.viewing ? malaysiaTimestamp(lead.viewing.start) : "",
    lead.viewing ? malaysiaTimestamp(lead.viewing.end) : "",
    describeQualification(lead.qualification)
      .map((q) => `${q.label}: ${q.value}`)
      .join("\n"),
    transcript,
  ];
}

/**
 * Writes every lead, oldest first, as UTF-8 CSV with a BOM and a header row;
 * times are Malaysia time. Reads in pages (keyset on created_at, id) so a large
 * table never sits in memory at once. Returns the number of leads written.
 */
export async function exportLeadsCsv(db: Db, write: (chunk: string) => void | Promise<void>, pageSize = 500): Promise<number> {
  await write(UTF8_BOM + csvRecord(CSV_COLUMNS));
  let count = 0;
  let after: { createdAt: number; id: string } | undefined;
  for (;;) {
    const rows = after
      ? await db.query(
          `${LEAD_WITH_EMAIL} WHERE l.created_at > $1 OR (l.created_at = $1 AND l.id > $2) ORDER BY l.created_at, l.id LIMIT $3`,
          [after.createdAt, after.id, pageSize],
        )
      : await db.query(`${LEAD_WITH_EMAIL} ORDER BY l.created_at, l.id LIMIT $1`, [pageSize]);
    if (rows.length === 0) return count;
    const leads = rows.map(toLead);
    await write(leads.map((lead) => csvRecord(leadRow(lead))).join(""));
    count += leads.length;
    const last = leads[leads.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}
