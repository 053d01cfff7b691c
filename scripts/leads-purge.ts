/**
 * npm run leads:purge [-- --days N]
 * Runs the retention sweep the server runs daily, now, in the store the server
 * uses (DATABASE_URL or DATA_DIR): leads with their conversations and clips
 * after LEADS_RETENTION_DAYS, conversations without a lead after
 * CONVERSATION_RETENTION_DAYS, and each purged lead's .eml files under
 * DATA_DIR/outbox. A lead goes only once it was delivered (or dead-lettered);
 * one never delivered is kept and named in the log. `--days N` sets both
 * periods to N, so `--days 0` deletes every delivered lead, conversation,
 * turn and conversation clip.
 */
import { parseArgs } from "node:util";
import { configuredPeriods } from "@/lib/server/retention/periods";
import { sweep } from "@/lib/server/retention/sweeper";
import { store } from "@/lib/server/store";

const USAGE = `Usage: npm run leads:purge [-- --days N]

Deletes now what the server deletes once a day by itself:
  - a delivered lead, with its conversation, that conversation's audio and the lead's .eml
    files, LEADS_RETENTION_DAYS (365) after the lead's last update; a lead never delivered
    is kept and counted;
  - a conversation without a lead, and its audio, CONVERSATION_RETENTION_DAYS (30) after
    its last message;
  - .eml files whose lead is gone, and request-limit entries that no longer limit anything.

Options:
  --days N    Sets both periods to N days; --days 0 deletes every delivered lead and every
              conversation without an undelivered lead.
  -h, --help  Shows this help.

Works on the store the server uses: PostgreSQL when DATABASE_URL is set, else the SQLite
file in DATA_DIR (./data).`;

async function main(): Promise<void> {
  let values: { days?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { days: { type: "string" }, help: { type: "boolean", short: "h" } } }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const days = values.days === undefined ? undefined : Number(values.days);
  if (days !== undefined && (!Number.isInteger(days) || days < 0)) {
    throw new Error(`--days must be a whole number, 0 or more (got ${values.days})`);
  }
  const periods = days === undefined ? configuredPeriods() : { leadDays: days, conversationDays: days };

  const db = await store();
  try {
    const r = await sweep(db, periods);
    console.log(
      `Deleted ${r.leads} lead(s) last updated before ${new Date(r.leadCutoff).toISOString()} (${periods.leadDays} days), ` +
        `${r.conversations} conversation(s), ${r.conversationTurns} conversation turn(s) and ${r.audioClips} audio clip(s) ` +
        `(conversations without a lead: ${periods.conversationDays} days), ${r.emlFiles} .eml file(s), ` +
        `and ${r.requestLimits} expired request-limit row(s). ` +
        (r.undeliveredKept > 0 ? `Kept ${r.undeliveredKept} lead(s) past retention that were never delivered. ` : "") +
        `Audio cache now ${(r.audioCacheBytes / 1024 / 1024).toFixed(1)} MB.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`leads:purge failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
