"use client";

import { useRef, useState, type ReactNode } from "react";
import { fadeOut } from "@/lib/ui/motion";
import { ConnectionStatusProvider, useConnectionStatus } from "@/components/hooks/use-connection-status";
import { Splash } from "@/components/splash/splash";
import { SPLASH_SEEN_COOKIE } from "@/lib/ui/splash-cookie";

/**
 * The page is rendered by the server beneath the splash, so it is complete the
 * moment the splash leaves; until then it is inert.
 */
export function SiteShell({ showSplash, children }: { showSplash: boolean; children: ReactNode }) {
  return (
    <ConnectionStatusProvider checkOnMount={!showSplash}>
      <ShellBody showSplash={showSplash}>{children}</ShellBody>
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
