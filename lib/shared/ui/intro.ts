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
 * "Skip intro" is drawn with the page, before any bundle has run: a press then
 * would reach no handler. Until the splash is running under React, the script
 * answers the press itself, with the same mark, the same cookie as a skip
 * after hydration, and focus on the main heading; from then on it leaves the
 * press to React, so a skip behaves as it always has.
 *
 * It also picks the visit's welcome among the language's texts, which the
 * server-drawn chat all carries (components/chat/chat-shell.tsx): CSS shows the
 * one in `data-welcome` from the first paint, and the live chat keeps it. The
 * count comes from the script element's `data-welcomes`, outside the hashed
 * text, so one script (and one hash) serves every language.
 *
 * Plain ES5 with no outside names: it runs as it stands, before any bundle.
 * The CSP allows it by its hash, which the proxy reads off the built page.
 */
export function introScript(mode: SplashMode): string {
  // The splash marks itself data-running="true" once React runs it (components/splash); the main
  // heading carries tabIndex -1 (components/header), so a script may focus it.
  return (
    "(function(m){try{" +
    "var d=document,h=d.documentElement,s=d.currentScript;" +
    'var n=+(s&&s.getAttribute("data-welcomes"))||1;' +
    'h.setAttribute("data-welcome",String(Math.floor(Math.random()*n)));' +
    "if(/[?&]intro=0(&|$)/.test(location.search)||" +
    `(m==="once-per-session"&&/(^|;\\s*)${SPLASH_SEEN_COOKIE}=1(;|$)/.test(d.cookie)))` +
    'h.setAttribute("data-intro","skip");' +
    'd.addEventListener("click",function(e){try{' +
    "var b=e.target.closest&&e.target.closest(\"[data-testid='splash-skip']\");" +
    "if(!b||b.closest(\"[data-running='true']\"))return;" +
    'h.setAttribute("data-intro","skip");' +
    `d.cookie="${SPLASH_SEEN_COOKIE}=1; path=/; samesite=lax";` +
    "var t=d.querySelector(\"[data-testid='site'] h1\");" +
    "if(t)t.focus()" +
    "}catch(x){}},true)" +
    `}catch(e){}})(${JSON.stringify(mode)})`
  );
}

/** Whether the pre-paint script chose to skip the splash on this document. */
export function introSkipped(): boolean {
  return document.documentElement.getAttribute("data-intro") === "skip";
}
