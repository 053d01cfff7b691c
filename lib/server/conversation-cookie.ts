/** Names the visitor's conversation; httpOnly, so scripts on the page never see it. */
export const CONVERSATION_COOKIE = "conversation";
export const CONVERSATION_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;
