"use client";

import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from "react";
import { fadeOut } from "@/lib/client/ui/motion";
import type { HealthOutcome } from "@/lib/client/api/health-client";
import { ConnectionStatusProvider, useConnectionStatus } from "@/components/hooks/use-connection-status";
import { Splash } from "@/components/splash/splash";
import { SPLASH_SEEN_COOKIE, introSkipped } from "@/lib/shared/ui/intro";

// Set once the page has been shown in this document: switching language is a soft navigation to
// another path, and the splash belongs to arriving at the site, not to changing its language.
let shownInThisDocument = false;

/**
 * - `pending`: the built page's splash, drawn from the first paint (or hidden by the pre-paint
 *   script), while hydration has yet to learn which;
 * - `running`: the boot sequence plays and the page beneath is inert;
 * - `leaving`: the page is usable while the splash fades;
 * - `gone` after it played, `skipped` when it never did or the visitor skipped it before the
 *   connection check had an answer (then the header badge checks by itself).
 */
type SplashPhase = "pending" | "running" | "leaving" | "gone" | "skipped";
type Ending = "leaving" | "gone" | "skipped";

const unchanging = () => () => {};
const hydratedOnClient = () => true;
const notOnServer = () => false;

const CoveredContext = createContext(false);

/** True while the splash covers the page (or may, until hydration knows): nothing beneath should move. */
export function useSplashCovering(): boolean {
  return useContext(CoveredContext);
}

/**
 * The page is built beneath the splash, so it is complete the moment the splash
 * leaves. Every built page carries the splash; the pre-paint script hides it for
 * `?intro=0` and, when the site asks, for a visitor who has seen it this session.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const [arrivedEarlier] = useState(() => shownInThisDocument);
  // Both read as false while hydrating, so the first render matches the built HTML.
  const hydrated = useSyncExternalStore(unchanging, hydratedOnClient, notOnServer);
  const skippedByScript = useSyncExternalStore(unchanging, introSkipped, notOnServer);
  const [ended, setEnded] = useState<Ending | null>(null);
  useEffect(() => {
    shownInThisDocument = true;
  }, []);
  const phase: SplashPhase = arrivedEarlier || skippedByScript ? "skipped" : !hydrated ? "pending" : (ended ?? "running");
  return (
    <ConnectionStatusProvider checkOnMount={phase === "skipped"}>
      <CoveredContext.Provider value={phase === "pending" || phase === "running"}>
        <ShellBody phase={phase} onEnded={setEnded}>
          {children}
        </ShellBody>
      </CoveredContext.Provider>
    </ConnectionStatusProvider>
  );
}

function ShellBody({ phase, onEnded, children }: { phase: SplashPhase; onEnded(phase: Ending): void; children: ReactNode }) {
  const splashRef = useRef<HTMLDivElement>(null);
  const siteRef = useRef<HTMLDivElement>(null);
  const { settle } = useConnectionStatus();
  useFocusHeadingAfterSplash(phase, siteRef);

  function leave(outcome: HealthOutcome) {
    settle(outcome.connected, outcome.connected ? outcome.provider : undefined, outcome.connected && outcome.offline);
    rememberSplashSeen();
    // The page is usable at once; the splash fades away above it.
    onEnded("leaving");
    void fadeOut(splashRef.current).finally(() => onEnded("gone"));
  }

  return (
    <>
      {phase !== "gone" && phase !== "skipped" && (
        <div ref={splashRef} inert={phase === "leaving"}>
          <Splash
            running={phase !== "pending"}
            onEnter={leave}
            onSkip={(outcome) => {
              if (outcome) return leave(outcome);
              rememberSplashSeen();
              // No answer yet: the splash goes at once, and the badge checks by itself as for `?intro=0`.
              onEnded("skipped");
            }}
          />
        </div>
      )}
      <div ref={siteRef} inert={phase === "running"} data-testid="site">
        {children}
      </div>
    </>
  );
}

/** A session cookie: the pre-paint script skips the splash when the site asks for once per session. */
function rememberSplashSeen() {
  document.cookie = `${SPLASH_SEEN_COOKIE}=1; path=/; samesite=lax`;
}

/**
 * When a splash that played leaves, focus would fall to the body (its button is gone or inert);
 * it goes to the page's main heading instead, where reading and tabbing start. The browser would
 * draw its focus ring there even for a visitor who never touched a key (the splash focused its own
 * buttons by script, and the ring follows script focus from a ringed element), so the ring is shown
 * only to a visitor who used the keyboard during the splash; anyone else's first key brings it back.
 */
function useFocusHeadingAfterSplash(phase: SplashPhase, siteRef: RefObject<HTMLDivElement | null>) {
  const played = useRef(false);
  const keyboard = useRef(false);
  useEffect(() => {
    if (phase !== "running") return;
    const onKey = () => (keyboard.current = true);
    const onPointer = () => (keyboard.current = false);
    document.addEventListener("keydown", onKey, true);
    document.addEventListener("pointerdown", onPointer, true);
    return () => {
      document.removeEventListener("keydown", onKey, true);
      document.removeEventListener("pointerdown", onPointer, true);
    };
  }, [phase]);
  useEffect(() => {
    if (phase === "running") {
      played.current = true;
      return;
    }
    if (!played.current || (phase !== "leaving" && phase !== "skipped")) return;
    played.current = false;
    const heading = siteRef.current?.querySelector("h1");
    if (!heading) return;
    if (!keyboard.current) quietFocusUntilKey(heading);
    // The heading carries tabIndex -1 (components/header): focusable by script, no Tab stop.
    heading.focus();
  }, [phase, siteRef]);
}

/** Marks an element so that its focus ring stays hidden (globals.css) until a key is pressed or focus moves on. */
function quietFocusUntilKey(element: HTMLElement) {
  element.setAttribute(QUIET_FOCUS, "");
  const end = () => {
    element.removeAttribute(QUIET_FOCUS);
    document.removeEventListener("keydown", end, true);
    element.removeEventListener("blur", end);
  };
  document.addEventListener("keydown", end, true);
  element.addEventListener("blur", end);
}

const QUIET_FOCUS = "data-quiet-focus";
