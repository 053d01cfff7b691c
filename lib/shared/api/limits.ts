/**
 * Limits of the calls that the page needs as well as the server. Kept apart from the contract's schemas so that a
 * browser module naming a limit does not bring the schema library into the page's scripts.
 */

/** The longest chat message the server takes; the page names it when it refuses a longer one. */
export const CHAT_MESSAGE_MAX_CHARS = 2000;
