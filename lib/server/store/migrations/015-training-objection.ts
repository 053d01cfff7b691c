import "server-only";
import type { Migration } from "../db";

/**
 * When the visitor objected to the use of their conversation for training (the chat's note says it
 * is recorded for training; the privacy notice says how to object), on the conversation and on each
 * of its leads, so the email, the CSV and the CRM webhook carry it. Null: no objection.
 */
export const trainingObjection: Migration = {
  id: "015-training-objection",
  statements: () => [
    "ALTER TABLE conversations ADD COLUMN training_objection_at BIGINT",
    "ALTER TABLE leads ADD COLUMN training_objection_at BIGINT",
  ],
};
