type Animate = typeof import("motion/mini").animate;

/**
 * The page's few animations, run by the browser's own animation engine
 * (Web Animations) through motion's 5 kB mini build rather than its React
 * renderer, which would cost the home route some 30 kB of JavaScript.
 *
 * Even that build is left out of the page's first JavaScript: no animation
 * plays before the visitor does something (enters past the splash, sends a
 * message), so the first one loads it, and a visitor who prefers reduced
 * motion never does.
 */
const prefersReducedMotion = () => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

let animateLoaded: Animate | undefined;
let loading: Promise<Animate> | undefined;

function loadAnimate(): Promise<Animate> {
  loading ??= import("motion/mini").then(
    ({ animate }) => (animateLoaded = animate),
    (error: unknown) => {
      // A failed chunk load is tried again by the next animation.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Fades an element out; resolves at once when the visitor prefers reduced motion. */
export async function fadeOut(element: Element | null): Promise<void> {
  if (!element || prefersReducedMotion()) return;
  let animate: Animate;
  try {
    animate = animateLoaded ?? (await loadAnimate());
  } catch {
    // Without motion the element simply goes, as it does for reduced motion.
    return;
  }
  await animate(element, { opacity: [1, 0], transform: ["scale(1)", "scale(1.02)"] }, { duration: 0.45, ease: "easeOut" }).finished;
}

const rise = (animate: Animate, element: Element) =>
  animate(element, { opacity: [0, 1], transform: ["translateY(8px)", "translateY(0)"] }, { duration: 0.25, ease: "easeOut" });

/** Lets a new element rise into place. */
export function riseIn(element: Element | null): void {
  if (!element || prefersReducedMotion()) return;
  if (animateLoaded) {
    rise(animateLoaded, element);
    return;
  }
  // Transparent while motion loads, so the element does not show in place first and then blink out to rise.
  const { style } = element as Element & ElementCSSInlineStyle;
  style.opacity = "0";
  loadAnimate()
    .then(
      (animate) => void rise(animate, element),
      // Without motion the element simply appears.
      () => {},
    )
    // The running animation holds the opacity from here, and motion sets the final one when it ends.
    .finally(() => style.removeProperty("opacity"));
}
