import "server-only";
import type { Migration } from "../db";

/**
 * Bahasa Malaysia is stored under its real tag, `ms`: the spec's `my` is the
 * API's alone. Rows written before keep their meaning; the lead's version is
 * left as it is, since what a delivery sent has not changed.
 */
export const malayTag: Migration = {
  id: "014-malay-tag",
  statements: () => [
    "UPDATE conversations SET language = 'ms' WHERE language = 'my'",
    "UPDATE conversation_turns SET language = 'ms' WHERE language = 'my'",
    "UPDATE leads SET language = 'ms' WHERE language = 'my'",
    "UPDATE leads SET privacy_language = 'ms' WHERE privacy_language = 'my'",
  ],
};
