"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { fadeOut } from "@/lib/ui/motion";
import { ConnectionStatusProvider, useConnectionStatus } from "@/components/hooks/use-connection-status";
import { Splash } from "@/components/splash/splash";
import { SPLASH_SEEN_COOKIE } from "@/lib/ui/splash-cookie";

// Set once the page has been shown in this document: switching language is a soft navigation to
// another path, and the splash belongs to arriving at the site, not to changing its language.
let shownInThisDocument = false;

/**
 * The page is rendered by the server beneath the splash, so it is complete the
 * moment the splash leaves; until then it is inert.
 */
export function SiteShell({ showSplash, children }: { showSplash: boolean; children: ReactNode }) {
  const [splash] = useState(() => showSplash && !shownInThisDocument);
  useEffect(() => {
    shownInThisDocument = true;
  }, []);
  return (
    <ConnectionStatusProvider checkOnMount={!splash}>
      <ShellBody showSplash={splash}>{children}</ShellBody>
    </ConnectionStatusProvider>
  );
}

function ShellBody({ showSplash, children }: { showSplash: boolean; children: ReactNode }) {
  const [splashVisible, setSplashVisible] = useState(showSplash);
  const [leaving, setLeaving] = useState(false);
  const splashRef = useRef<HTMLDivElement>(null);
  const { settle } = useConnectionStatus();
  return (
    <>
      {splashVisible && (
        <div ref={splashRef} inert={leaving}>
          <Splash
            onEnter={(outcome) => {
              settle(outcome.connected, outcome.connected ? outcome.provider : undefined);
              // A session cookie: the server can skip the splash when the site asks for once per session.
              document.cookie = `${SPLASH_SEEN_COOKIE}=1; path=/; samesite=lax`;
              // The page is usable at once; the splash fades away above it.
              setLeaving(true);
              void fadeOut(splashRef.current).finally(() => setSplashVisible(false));
            }}
          />
        </div>
      )}
      <div inert={splashVisible && !leaving} data-testid="site">
        {children}
      </div>
    </>
  );
}
