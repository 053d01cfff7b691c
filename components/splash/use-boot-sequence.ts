"use client";

import { useEffect, useRef, useState } from "react";
import { requestHealth, type HealthOutcome } from "@/lib/client/api/health-client";

export const BOOT_LINE_COUNT = 7;
export const BOOT_LINE_INTERVAL_MS = 800;
export const ENTER_BUTTON_DELAY_MS = 2000;
export const ENTER_AUTO_CLICK_MS = 1000;

export type BootPhase = "booting" | "checking" | "done";

/**
 * The splash's clock: seven lines 800 ms apart, then the health check, then
 * the enter button 2 s later. Timers are plain setTimeout so tests can drive
 * them with a fake clock.
 */
export function useBootSequence(running: boolean) {
  const [lines, setLines] = useState(0);
  const [outcome, setOutcome] = useState<HealthOutcome>();
  const [enterVisible, setEnterVisible] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!running || started.current) return;
    started.current = true;
    let cancelled = false;
    const timers: number[] = [];
    const later = (ms: number, run: () => void) => timers.push(window.setTimeout(() => !cancelled && run(), ms));

    for (let i = 1; i <= BOOT_LINE_COUNT; i++) later(i * BOOT_LINE_INTERVAL_MS, () => setLines(i));
    later(BOOT_LINE_COUNT * BOOT_LINE_INTERVAL_MS, async () => {
      const result = await requestHealth().catch((): HealthOutcome => ({ connected: false, network: true }));
      if (cancelled) return;
      setOutcome(result);
      later(ENTER_BUTTON_DELAY_MS, () => setEnterVisible(true));
    });
    return () => {
      cancelled = true;
      timers.forEach((t) => window.clearTimeout(t));
      started.current = false;
    };
  }, [running]);

  const phase: BootPhase = outcome ? "done" : lines === BOOT_LINE_COUNT ? "checking" : "booting";
  return { lines, outcome, phase, enterVisible };
}
