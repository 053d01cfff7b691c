import type { Migration } from "../db";

/**
 * Whether a clip speaks someone's contact details (a phone number, an e-mail
 * address): decided from its text when it is stored, because the table keeps
 * only the audio. Such a clip is served to the visitor's browser alone, never
 * to a shared cache.
 */
export const privateClips: Migration = {
  id: "012-private-clips",
  statements: () => ["ALTER TABLE audio_cache ADD COLUMN personal INTEGER NOT NULL DEFAULT 0"],
};
