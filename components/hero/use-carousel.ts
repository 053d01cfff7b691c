"use client";

import { useCallback, useEffect, useState } from "react";

export const AUTO_ADVANCE_MS = 5000;

/** Indices wrap in both directions. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/**
 * Current slide and auto-advance. Advancing pauses on video slides (the
 * visitor may be watching) and when the visitor prefers reduced motion.
 */
export function useCarousel(count: number, isVideo: (index: number) => boolean) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const videoMode = isVideo(index);

  const goTo = useCallback((next: number) => setIndex(wrapIndex(next, count)), [count]);
  const next = useCallback(() => setIndex((i) => wrapIndex(i + 1, count)), [count]);
  const previous = useCallback(() => setIndex((i) => wrapIndex(i - 1, count)), [count]);

  useEffect(() => {
    if (videoMode || reducedMotion) return;
    const timer = window.setTimeout(next, AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [index, videoMode, reducedMotion, next]);

  return { index, videoMode, reducedMotion, goTo, next, previous };
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}
