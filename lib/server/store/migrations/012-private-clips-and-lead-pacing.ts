import "server-only";
import type { Migration } from "../db";

/**
 * Whether a clip speaks someone's contact details (a phone number, an e-mail
 * address): decided from its text when it is stored, because the table keeps
 * only the audio. Such a clip is served to the visitor's browser alone, never
 * to a shared cache.
 *
 * A lead's place in the outbox under a flood (lib/server/leads/pacing.ts): 2 for a
 * conversation the consultant has had, 1 for any other lead, 0 for one past
 * the site-wide cap, which is also given a paced due time. The indexes serve
 * the cap's count of the last minute and the pacing's last slot.
 */
export const privateClipsAndLeadPacing: Migration = {
  id: "012-private-clips-and-lead-pacing",
  statements: () => [
    "ALTER TABLE audio_cache ADD COLUMN personal INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE leads ADD COLUMN priority INTEGER NOT NULL DEFAULT 1",
    "CREATE INDEX IF NOT EXISTS leads_by_creation ON leads (created_at)",
    "CREATE INDEX IF NOT EXISTS leads_paced ON leads (priority, status, next_attempt_at)",
  ],
};
