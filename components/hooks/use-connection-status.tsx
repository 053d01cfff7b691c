"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { requestHealth } from "@/lib/client/api/health-client";

export const HEALTH_RECHECK_MS = 300_000;

export type ConnectionState = "checking" | "connected" | "disconnected";

interface ConnectionStatus {
  state: ConnectionState;
  provider?: string;
  /** The site's own offline consultant answers: shown by its name in the page's language. */
  offline: boolean;
  recheck(): void;
  /** The splash hands over the result of its own check. */
  settle(connected: boolean, provider?: string, offline?: boolean): void;
}

const Context = createContext<ConnectionStatus | null>(null);

/**
 * Holds the AI connection state for the header badge. It starts from the
 * splash's result (or checks at once when the splash is skipped), then
 * re-checks every five minutes and on demand.
 */
export function ConnectionStatusProvider({ checkOnMount, children }: { checkOnMount: boolean; children: ReactNode }) {
  const [state, setState] = useState<ConnectionState>("checking");
  const [provider, setProvider] = useState<string>();
  const [offline, setOffline] = useState(false);
  const [settledBySplash, setSettledBySplash] = useState(false);
  // Also when it turns true after mounting: a built page learns only after hydration that its splash is skipped.
  const settled = settledBySplash || checkOnMount;
  const inFlight = useRef(false);

  const recheck = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState("checking");
    try {
      const outcome = await requestHealth();
      setState(outcome.connected ? "connected" : "disconnected");
      if (outcome.connected && outcome.provider) setProvider(outcome.provider);
      if (outcome.connected) setOffline(outcome.offline === true);
    } finally {
      inFlight.current = false;
    }
  }, []);

  const settle = useCallback((connected: boolean, name?: string, isOffline = false) => {
    setState(connected ? "connected" : "disconnected");
    if (name) setProvider(name);
    setOffline(isOffline);
    setSettledBySplash(true);
  }, []);

  useEffect(() => {
    if (checkOnMount) void recheck();
  }, [checkOnMount, recheck]);

  useEffect(() => {
    if (!settled) return;
    const timer = window.setInterval(() => void recheck(), HEALTH_RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [settled, recheck]);

  const value = useMemo(
    () => ({ state, provider, offline, recheck: () => void recheck(), settle }),
    [state, provider, offline, recheck, settle],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useConnectionStatus(): ConnectionStatus {
  const value = useContext(Context);
  if (!value) throw new Error("useConnectionStatus needs a ConnectionStatusProvider");
  return value;
}
