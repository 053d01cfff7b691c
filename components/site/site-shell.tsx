"use client";

import { useState, type ReactNode } from "react";
import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from "motion/react";
import { ConnectionStatusProvider, useConnectionStatus } from "@/components/hooks/use-connection-status";
import { Splash } from "@/components/splash/splash";
import { SPLASH_SEEN_COOKIE } from "@/lib/ui/splash-cookie";

/**
 * The page is rendered by the server beneath the splash, so it is complete the
 * moment the splash leaves; until then it is inert.
 */
export function SiteShell({ showSplash, children }: { showSplash: boolean; children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domAnimation} strict>
        <ConnectionStatusProvider checkOnMount={!showSplash}>
          <ShellBody showSplash={showSplash}>{children}</ShellBody>
        </ConnectionStatusProvider>
      </LazyMotion>
    </MotionConfig>
  );
}

function ShellBody({ showSplash, children }: { showSplash: boolean; children: ReactNode }) {
  const [splashVisible, setSplashVisible] = useState(showSplash);
  const { settle } = useConnectionStatus();
  return (
    <>
      <AnimatePresence>
        {splashVisible && (
          <m.div key="splash" exit={{ opacity: 0, scale: 1.02 }} transition={{ duration: 0.45, ease: "easeOut" }}>
            <Splash
              onEnter={(outcome) => {
                settle(outcome.connected, outcome.connected ? outcome.provider : undefined);
                // A session cookie: the server can skip the splash when the site asks for once per session.
                document.cookie = `${SPLASH_SEEN_COOKIE}=1; path=/; samesite=lax`;
                setSplashVisible(false);
              }}
            />
          </m.div>
        )}
      </AnimatePresence>
      <div inert={splashVisible} data-testid="site">
        {children}
      </div>
    </>
  );
}
