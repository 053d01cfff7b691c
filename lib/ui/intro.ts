/** Set for the browser session once the visitor has passed the splash. */
export const SPLASH_SEEN_COOKIE = "intro_seen";

export type SplashMode = "every-visit" | "once-per-session";

/**
 * The script the page runs before its first paint. Pages are built ahead of
 * time, so the server cannot leave the splash out for `?intro=0` or for a
 * visitor who has seen it this session; every page carries the splash, and
 * this marks the document so that CSS hides it before anything is drawn.
 * React reads the mark after hydration (`introSkipped`) and drops the splash.
 *
 * Plain ES5 with no outside names: it runs as it stands, before any bundle.
 * The CSP allows it by its hash, which the proxy reads off the built page.
 */
export function introScript(mode: SplashMode): string {
  return (
    "(function(m){try{" +
    "if(/[?&]intro=0(&|$)/.test(location.search)||" +
    `(m==="once-per-session"&&/(^|;\\s*)${SPLASH_SEEN_COOKIE}=1(;|$)/.test(document.cookie)))` +
    'document.documentElement.setAttribute("data-intro","skip")' +
    `}catch(e){}})(${JSON.stringify(mode)})`
  );
}

/** Whether the pre-paint script chose to skip the splash on this document. */
export function introSkipped(): boolean {
  return document.documentElement.getAttribute("data-intro") === "skip";
}
