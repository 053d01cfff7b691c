/**
 * npm run leads:purge [-- --days N]
 * Deletes leads older than N days (default LEADS_RETENTION_DAYS) and their
 * conversation turns, in the store the server uses (DATABASE_URL or DATA_DIR).
 */
import { parseArgs } from "node:util";
import { env } from "@/lib/config/env";
import { purgeLeads } from "@/lib/leads/retention";
import { store } from "@/lib/store";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { days: { type: "string" } } });
  const days = values.days === undefined ? env().LEADS_RETENTION_DAYS : Number(values.days);
  if (!Number.isInteger(days) || days < 0) throw new Error(`--days must be a whole number, 0 or more (got ${values.days})`);

  const db = await store();
  try {
    const result = await purgeLeads(db, { days });
    console.log(
      `Deleted ${result.leads} lead(s) and ${result.conversationTurns} conversation turn(s) last updated before ${new Date(result.cutoff).toISOString()} (${days} days).`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`leads:purge failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
