/**
 * Next.js calls register() once per server process at boot. The lead outbox
 * starts here so leads stored before a restart go out without waiting for the
 * next contact request, and so does the daily retention sweep, so data is
 * deleted on time even on a server nobody runs `leads:purge` on. The lead
 * journal's drain starts too: leads journaled while the store was down, before
 * a crash or restart, are moved into the store once it answers. Not on the
 * edge runtime (no SQLite, pg or SMTP there) and not while `next build`
 * collects pages.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const [{ startLeadWorker }, { startRetentionSweeper }, { startJournalDrain }] = await Promise.all([
    import("./lib/server/leads/worker"),
    import("./lib/server/retention/sweeper"),
    import("./lib/server/turn/lead/journal-drain"),
  ]);
  // The sweeper and the drain first: neither throws, so a worker that cannot start stops neither.
  startRetentionSweeper();
  startJournalDrain();
  startLeadWorker();
}
