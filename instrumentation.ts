/**
 * Next.js calls register() once per server process at boot. The lead outbox
 * starts here so leads stored before a restart go out without waiting for the
 * next contact request. Not on the edge runtime (no SQLite, pg or SMTP there)
 * and not while `next build` collects pages.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startLeadWorker } = await import("./lib/leads/worker");
  startLeadWorker();
}
