"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { autoAdvanceDelay, slideshowPlaying, wrapIndex } from "./auto-advance";

export { AUTO_ADVANCE_MS, wrapIndex } from "./auto-advance";

/**
 * Current slide and auto-advance (rules in ./auto-advance.ts). `held` is true while
 * the splash covers the page, so the visitor meets the first slide when it leaves.
 */
export function useCarousel(count: number, isVideo: (index: number) => boolean, held: boolean) {
  const [index, setIndex] = useState(0);
  // Whether the last move was the visitor's: only those are announced, never the timer's.
  const [movedByVisitor, setMovedByVisitor] = useState(false);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const videoMode = isVideo(index);
  const playing = slideshowPlaying(choice, reducedMotion);
  const delay = autoAdvanceDelay({ held, playing, hovered, focused, videoSlide: videoMode });

  const move = useCallback(
    (to: (current: number) => number) => {
      setIndex((i) => wrapIndex(to(i), count));
      setMovedByVisitor(true);
    },
    [count],
  );
  const goTo = useCallback((target: number) => move(() => target), [move]);
  const next = useCallback(() => move((i) => i + 1), [move]);
  const previous = useCallback(() => move((i) => i - 1), [move]);
  const togglePlaying = useCallback(() => setChoice(!playing), [playing]);

  useEffect(() => {
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      setIndex((i) => wrapIndex(i + 1, count));
      setMovedByVisitor(false);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [index, delay, count]);

  return { index, videoMode, playing, movedByVisitor, goTo, next, previous, togglePlaying, setHovered, setFocused };
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    // The built page assumes motion; held behind the splash or hydration, no slide moves before the real answer.
    () => false,
  );
}
