/** Set for the browser session once the visitor has passed the splash. */
export const SPLASH_SEEN_COOKIE = "intro_seen";

/** Whether the server should render the splash for this request. */
export function shouldShowSplash(options: {
  introParam: string | string[] | undefined;
  mode: "every-visit" | "once-per-session";
  seenThisSession: boolean;
}): boolean {
  if (options.introParam === "0") return false;
  return options.mode === "every-visit" || !options.seenThisSession;
}
