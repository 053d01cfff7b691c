/*
 * A control that is replaced while the visitor is pressing it loses the press: the browser sends the click to
 * what the press went down and came up on in common, which is neither the old control nor the new one. The live
 * chat replaces the drawn one the moment its code has arrived, and its download starts at the visitor's first
 * pointer down, so on a fast connection (or from the cache) it can arrive between that pointer down and the click.
 * A swap that waits for the press to end never takes it.
 */

/** How long after the pointer comes up a click may still follow (a tap's click comes in a task of its own). */
const CLICK_AFTER_RELEASE_MS = 300;

export interface PressTracker {
  /** Runs `run` at once when no pointer is down, or once the press in progress has ended (its click dispatched). */
  afterPress(run: () => void): void;
}

/** Follows pointer presses on `target` from now on. */
export function pressTracker(target: EventTarget): PressTracker {
  let pressing = false;
  let waiting: (() => void)[] = [];
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    pressing = false;
    clearTimeout(fallback);
    const run = waiting;
    waiting = [];
    for (const f of run) f();
  };
  const options = { capture: true, passive: true } as const;
  target.addEventListener(
    "pointerdown",
    () => {
      pressing = true;
      clearTimeout(fallback);
    },
    options,
  );
  // After the page's own click handlers (the first-action script's, registered before this): the swap it lets
  // through is a transition, drawn after this click has been dispatched in any case.
  target.addEventListener("click", settle, options);
  target.addEventListener("pointercancel", settle, options);
  target.addEventListener(
    "pointerup",
    () => {
      clearTimeout(fallback);
      fallback = setTimeout(settle, CLICK_AFTER_RELEASE_MS);
    },
    options,
  );
  return {
    afterPress(run) {
      if (pressing) waiting.push(run);
      else run();
    },
  };
}

let pagePresses: PressTracker | undefined;

/** The page's presses, followed from the first call (made as the chat's module is evaluated, before hydration). */
export function pagePressTracker(): PressTracker {
  pagePresses ??= pressTracker(window);
  return pagePresses;
}
