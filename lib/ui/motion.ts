import { animate } from "motion/mini";

/**
 * The page's few animations, run by the browser's own animation engine
 * (Web Animations) through motion's 5 kB mini build rather than its React
 * renderer, which would cost the home route some 30 kB of JavaScript.
 */
const prefersReducedMotion = () => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Fades an element out; resolves at once when the visitor prefers reduced motion. */
export async function fadeOut(element: Element | null): Promise<void> {
  if (!element || prefersReducedMotion()) return;
  await animate(element, { opacity: [1, 0], transform: ["scale(1)", "scale(1.02)"] }, { duration: 0.45, ease: "easeOut" }).finished;
}

/** Lets a new element rise into place. */
export function riseIn(element: Element | null): void {
  if (!element || prefersReducedMotion()) return;
  animate(element, { opacity: [0, 1], transform: ["translateY(8px)", "translateY(0)"] }, { duration: 0.25, ease: "easeOut" });
}
