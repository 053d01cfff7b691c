"use client";

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { fadeOut } from "@/lib/ui/motion";
import { ConnectionStatusProvider, useConnectionStatus } from "@/components/hooks/use-connection-status";
import { Splash } from "@/components/splash/splash";
import { SPLASH_SEEN_COOKIE, introSkipped } from "@/lib/ui/intro";

// Set once the page has been shown in this document: switching language is a soft navigation to
// another path, and the splash belongs to arriving at the site, not to changing its language.
let shownInThisDocument = false;

/**
 * - `pending`: the built page's splash, drawn from the first paint (or hidden by the pre-paint
 *   script), while hydration has yet to learn which;
 * - `running`: the boot sequence plays and the page beneath is inert;
 * - `leaving`: the page is usable while the splash fades;
 * - `gone` after it played, `skipped` when it never did (then the header badge checks by itself).
 */
type SplashPhase = "pending" | "running" | "leaving" | "gone" | "skipped";

const unchanging = () => () => {};
const hydratedOnClient = () => true;
const notOnServer = () => false;

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
  const [ended, setEnded] = useState<"leaving" | "gone" | null>(null);
  useEffect(() => {
    shownInThisDocument = true;
  }, []);
  const phase: SplashPhase = arrivedEarlier || skippedByScript ? "skipped" : !hydrated ? "pending" : (ended ?? "running");
  return (
    <ConnectionStatusProvider checkOnMount={phase === "skipped"}>
      <ShellBody phase={phase} onEnded={setEnded}>
        {children}
      </ShellBody>
    </ConnectionStatusProvider>
  );
}

function ShellBody({ phase, onEnded, children }: { phase: SplashPhase; onEnded(phase: "leaving" | "gone"): void; children: ReactNode }) {
  const splashRef = useRef<HTMLDivElement>(null);
  const { settle } = useConnectionStatus();
  return (
    <>
      {phase !== "gone" && phase !== "skipped" && (
        <div ref={splashRef} inert={phase === "leaving"}>
          <Splash
            running={phase !== "pending"}
            onEnter={(outcome) => {
              settle(outcome.connected, outcome.connected ? outcome.provider : undefined);
              // A session cookie: the pre-paint script skips the splash when the site asks for once per session.
              document.cookie = `${SPLASH_SEEN_COOKIE}=1; path=/; samesite=lax`;
              // The page is usable at once; the splash fades away above it.
              onEnded("leaving");
              void fadeOut(splashRef.current).finally(() => onEnded("gone"));
            }}
          />
        </div>
      )}
      <div inert={phase === "running"} data-testid="site">
        {children}
      </div>
    </>
  );
}
